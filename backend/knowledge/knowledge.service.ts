// The AutoQA page's operations on one of the signed-in account's bots: upload (validated whole before anything is
// written), list, toggle, delete, update descriptions and prompts, retry a failed ingestion, test retrieval.
import { lockChatbotRow, updateAgentPrompt } from '../chatbots/chatbot.repository';
import type { AutoQaDataDTO, AutoQaFileDTO, KnowledgeUploadDTO, RetrievalTestDTO, RetrievedChunkDTO, StatusDTO } from '../../schema/rest';
import type { UpdateKnowledgeDataBody } from '../../schema/rules/knowledge';
import { confidenceOf } from '../answering/pipeline/calibration';
import { chunkOf, extractive, passageCandidate } from '../answering/pipeline/knowledge.source';
import { chunkKey, labelOfChunk } from '../answering/pipeline/labels';
import { withOwnRetrieval } from '../answering/pipeline/merged-index';
import { rankedWithOtherSources, verdictOf } from '../answering/pipeline/source-verdict';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { AppError, notFound } from '../http/errors';
import { answerSettingsFor } from '../qa/answer-settings.service';
import { refuseOverBotLimit } from './bot-passage-limit';
import { toAutoQaFileDTO } from './knowledge-file.dto';
import { retrieveWithModel } from './knowledge-index';
import { queueIngestion, readKnowledgeFile, removeStoredFiles, storeKnowledgeFiles, type ReadKnowledgeFile, type UploadedKnowledgeFile } from './intake';
import { deleteFiles, findBotFile, findFilesByName, listBotFiles, updateBotFile, type AnsweringChunk } from './knowledge-file.repository';

/** 409 FILE_EXISTS naming the file: the console warns, then uploads again with overwrite=true. */
export class FileExists extends AppError {
  constructor(readonly file: string) {
    super('FILE_EXISTS', `A file named ${file} already exists. Upload it again with overwrite=true to replace it.`);
  }
}

const knowledgeChanged = (ctx: BackendContext, chatbotId: string) => ctx.botChanges.announce(chatbotId, 'knowledge');

export async function uploadKnowledgeFiles(ctx: BackendContext, bot: ChatbotRow, uploads: UploadedKnowledgeFile[], overwrite: boolean): Promise<KnowledgeUploadDTO> {
  const chatbotId = bot.chatbot_id;
  // Every file is read in full first (on a reader thread): one bad file refuses the whole upload and nothing stored
  // changes.
  const byName = new Map<string, ReadKnowledgeFile>();
  for (const upload of uploads) {
    const file = await readKnowledgeFile(ctx.knowledgeReader, upload);
    byName.set(file.fileName, file);
  }
  const accepted = [...byName.values()];

  const { rows, replaced } = await ctx.db.transaction().execute(async (trx) => {
    await lockChatbotRow(trx, chatbotId);
    const existing = await findFilesByName(trx, chatbotId, accepted.map((file) => file.fileName));
    if (existing.length > 0 && !overwrite) throw new FileExists(existing[0].file_name);
    await refuseOverBotLimit(trx, chatbotId, accepted, existing.map((file) => file.file_id), ctx.knowledgeReader.limits.botMaxChunks);
    await deleteFiles(trx, chatbotId, existing.map((file) => file.file_id));
    const inserted = await storeKnowledgeFiles(trx, chatbotId, accepted, ctx.now());
    await queueIngestion(ctx, inserted, trx);
    return { rows: inserted, replaced: existing };
  });
  if (replaced.length > 0) await knowledgeChanged(ctx, chatbotId);
  await removeStoredFiles(ctx.dataDir, replaced);
  return { files: rows.map(toAutoQaFileDTO), replaced: replaced.map((file) => file.file_name) };
}

export async function autoQaData(ctx: BackendContext, bot: ChatbotRow): Promise<AutoQaDataDTO> {
  const chatbotId = bot.chatbot_id;
  const files = await listBotFiles(ctx.db, chatbotId);
  return { chatbot_id: chatbotId, prompt: bot.agent_prompt, files: files.map(toAutoQaFileDTO) };
}

/** One of the bot's files; 404 NOT_FOUND when the bot has no such file. */
async function botFile(ctx: BackendContext, chatbotId: string, fileId: string) {
  const file = await findBotFile(ctx.db, chatbotId, fileId);
  if (!file) throw notFound();
  return file;
}

export async function setFileActive(ctx: BackendContext, bot: ChatbotRow, fileId: string, active: boolean): Promise<AutoQaFileDTO> {
  const chatbotId = bot.chatbot_id;
  await botFile(ctx, chatbotId, fileId);
  const row = await updateBotFile(ctx.db, chatbotId, fileId, { active });
  if (!row) throw notFound();
  await knowledgeChanged(ctx, chatbotId);
  return toAutoQaFileDTO(row);
}

export async function deleteKnowledgeFile(ctx: BackendContext, bot: ChatbotRow, fileId: string): Promise<StatusDTO> {
  const chatbotId = bot.chatbot_id;
  const file = await botFile(ctx, chatbotId, fileId);
  await deleteFiles(ctx.db, chatbotId, [fileId]);
  await removeStoredFiles(ctx.dataDir, [file]);
  await knowledgeChanged(ctx, chatbotId);
  return { status: 'success' };
}

export async function updateKnowledgeData(ctx: BackendContext, bot: ChatbotRow, body: UpdateKnowledgeDataBody): Promise<AutoQaDataDTO> {
  const chatbotId = bot.chatbot_id;
  await ctx.db.transaction().execute(async (trx) => {
    if (body.prompt !== undefined) {
      await updateAgentPrompt(trx, chatbotId, body.prompt, ctx.now());
    }
    for (const file of body.files) {
      const changes = { ...(file.description !== undefined ? { description: file.description } : {}), ...(file.prompt !== undefined ? { prompt: file.prompt } : {}) };
      const row = await updateBotFile(trx, chatbotId, file.file_id, changes);
      if (!row) throw notFound();
    }
  });
  // Per-file prompts travel with the index's chunks.
  if (body.files.some((file) => file.prompt !== undefined)) await knowledgeChanged(ctx, chatbotId);
  return autoQaData(ctx, { ...bot, agent_prompt: body.prompt ?? bot.agent_prompt });
}

/** Queues a file's ingestion again (a failed one, or a ready one to re-read); one under way is left alone. */
export async function retryIngestion(ctx: BackendContext, bot: ChatbotRow, fileId: string): Promise<AutoQaFileDTO> {
  const chatbotId = bot.chatbot_id;
  const file = await botFile(ctx, chatbotId, fileId);
  if (file.status === 'stored' || file.status === 'processing') return toAutoQaFileDTO(file);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const queued = await updateBotFile(trx, chatbotId, fileId, { status: 'stored', step: 'queued', progress: 0, failure_reason: null, claimed_by: null, claimed_at: null, finished_at: null });
    if (!queued) throw notFound();
    await queueIngestion(ctx, [queued], trx);
    return queued;
  });
  return toAutoQaFileDTO(row);
}

function chunkDTO(chunk: AnsweringChunk, score: number, confidence: number): RetrievedChunkDTO {
  return {
    file_id: chunk.file_id,
    file_name: chunk.file_name,
    ordinal: chunk.ordinal,
    location: (typeof chunk.location === 'string' ? JSON.parse(chunk.location) : chunk.location) as RetrievedChunkDTO['location'],
    section: chunk.section,
    label: labelOfChunk(chunk),
    text: chunk.text,
    score,
    confidence,
  };
}

export async function retrievalTest(ctx: BackendContext, bot: ChatbotRow, question: string): Promise<RetrievalTestDTO> {
  const chatbotId = bot.chatbot_id;
  const knowledge = await ctx.caches.knowledge.get(chatbotId);
  if (!knowledge) return { question, chunks: [], answer: null, verdict: 'none', sole_source: false };
  // One retrieval (hybrid when the chunks have vectors) gives both the chunks shown and the extractive answer.
  const [own, thresholds, together] = await Promise.all([
    retrieveWithModel(knowledge, chatbotId, question, ctx.llm),
    answerSettingsFor(ctx.db, chatbotId),
    rankedWithOtherSources(ctx, bot, 'knowledge', question),
  ]);
  if (!together) {
    // The knowledge alone: the extractive answer of retrieval's best passage when retrieval covers the question, the
    // text a reply without a model sends (answersAlone in knowledge.source.ts).
    const best = own.covered ? own.chunks[0] : undefined;
    const answer = best ? extractive(knowledge, best.chunk, question) : null;
    const chunks = own.chunks.map(({ chunk, score }) => chunkDTO(chunk, score, confidenceOf('knowledge', score)));
    return { question, answer, verdict: answer ? 'answer' : 'none', sole_source: true, chunks };
  }
  // With other sources, the passages a reply weighs, in its order and at its confidence (merged-index.ts,
  // withOwnRetrieval): the joint ranking's, and retrieval's own when it covers the question; the best one's extractive
  // answer is what the reply sends. Passages retrieval found that a reply does not weigh follow at confidence 0.
  const weighed = withOwnRetrieval(together, own.covered ? own.chunks.map(passageCandidate) : []);
  const retrieved = new Map(own.chunks.map((entry) => [chunkKey(entry.chunk), entry]));
  const shown = weighed.flatMap((candidate) => {
    const found = retrieved.get(candidate.id);
    const chunk = found?.chunk ?? chunkOf(knowledge, candidate.id);
    return chunk ? [{ chunk, dto: chunkDTO(chunk, found?.score ?? candidate.score, candidate.confidence) }] : [];
  });
  const weighedIds = new Set(weighed.map((candidate) => candidate.id));
  const unweighed = own.chunks.filter(({ chunk }) => !weighedIds.has(chunkKey(chunk)));
  return {
    question,
    answer: shown[0] ? extractive(knowledge, shown[0].chunk, question) : null,
    verdict: verdictOf(weighed.map((candidate) => candidate.confidence), thresholds),
    sole_source: false,
    chunks: [...shown.map(({ dto }) => dto), ...unweighed.map(({ chunk, score }) => chunkDTO(chunk, score, 0))],
  };
}

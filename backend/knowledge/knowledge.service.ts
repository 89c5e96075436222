// The AutoQA page's operations on one of the signed-in account's bots: upload (validated whole before anything is
// written), list, toggle, delete, update descriptions and prompts, retry a failed ingestion, test retrieval.
import { updateAgentPrompt } from '../chatbots/chatbot.repository';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AutoQaDataDTO, AutoQaFileDTO, KnowledgeUploadDTO, RetrievalTestDTO, StatusDTO } from '../../schema/rest';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../schema/rules/constants';
import type { UpdateKnowledgeDataBody } from '../../schema/rules/knowledge';
import { uploadFolder } from '../chatbots/knowledge-files';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { AppError, fileTooLarge, notFound } from '../http/errors';
import { answerFromKnowledge } from './autoqa';
import { KNOWLEDGE_INGEST_CHANNEL, KNOWLEDGE_WAKE_CHANNEL } from './channels';
import { toAutoQaFileDTO, toIngestEvent } from './knowledge-file.dto';
import { deleteFiles, findBotFile, findFilesByName, insertFiles, listBotFiles, lockBot, updateBotFile } from './knowledge-file.repository';
import { CONTENT_TYPES, parseKnowledgeFile } from './parse';

export interface UploadedKnowledgeFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** 409 FILE_EXISTS naming the file: the console warns, then uploads again with overwrite=true. */
export class FileExists extends AppError {
  constructor(readonly file: string) {
    super('FILE_EXISTS', `A file named ${file} already exists. Upload it again with overwrite=true to replace it.`);
  }
}

const cleanName = (name: string) => path.basename(name).replace(/[\u0000-\u001f\u007f]/g, '').slice(-255);

async function removeStoredFiles(ctx: BackendContext, storagePaths: string[]): Promise<void> {
  await Promise.all(storagePaths.map((storagePath) => rm(path.resolve(ctx.dataDir, storagePath), { force: true })));
}

const knowledgeChanged = (ctx: BackendContext, chatbotId: string) => ctx.botChanges.announce(chatbotId, 'knowledge');

export async function uploadKnowledgeFiles(ctx: BackendContext, bot: ChatbotRow, uploads: UploadedKnowledgeFile[], overwrite: boolean): Promise<KnowledgeUploadDTO> {
  const chatbotId = bot.chatbot_id;
  // Every file is read in full first: one bad file refuses the whole upload and nothing stored changes.
  const byName = new Map<string, { fileId: string; fileName: string; size: number; contentType: string; buffer: Buffer }>();
  for (const upload of uploads) {
    const fileName = cleanName(upload.originalname);
    if (upload.size > KNOWLEDGE_FILE_MAX_BYTES) throw fileTooLarge(fileName);
    const { format } = await parseKnowledgeFile(fileName, upload.buffer);
    byName.set(fileName, { fileId: randomUUID(), fileName, size: upload.size, contentType: CONTENT_TYPES[format], buffer: upload.buffer });
  }
  const accepted = [...byName.values()];

  const folder = uploadFolder(ctx.dataDir, chatbotId);
  await mkdir(folder, { recursive: true });
  await Promise.all(accepted.map((file) => writeFile(path.join(folder, file.fileId), file.buffer, { flag: 'wx' })));
  try {
    const { rows, replaced } = await ctx.db.transaction().execute(async (trx) => {
      await lockBot(trx, chatbotId);
      const existing = await findFilesByName(trx, chatbotId, accepted.map((file) => file.fileName));
      if (existing.length > 0 && !overwrite) throw new FileExists(existing[0].file_name);
      await deleteFiles(trx, chatbotId, existing.map((file) => file.file_id));
      const inserted = await insertFiles(
        trx,
        accepted.map((file) => ({
          file_id: file.fileId,
          chatbot_id: chatbotId,
          file_name: file.fileName,
          size: file.size,
          content_type: file.contentType,
          status: 'stored' as const,
          storage_path: path.join('uploads', chatbotId, file.fileId),
          created_at: ctx.now(),
        })),
      );
      for (const row of inserted) await ctx.database.notify(KNOWLEDGE_INGEST_CHANNEL, JSON.stringify(toIngestEvent(row)), trx);
      await ctx.database.notify(KNOWLEDGE_WAKE_CHANNEL, '', trx);
      return { rows: inserted, replaced: existing };
    });
    if (replaced.length > 0) await knowledgeChanged(ctx, chatbotId);
    await removeStoredFiles(ctx, replaced.map((file) => file.storage_path));
    return { files: rows.map(toAutoQaFileDTO), replaced: replaced.map((file) => file.file_name) };
  } catch (error) {
    await removeStoredFiles(ctx, accepted.map((file) => path.join('uploads', chatbotId, file.fileId)));
    throw error;
  }
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
  await removeStoredFiles(ctx, [file.storage_path]);
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
    await ctx.database.notify(KNOWLEDGE_INGEST_CHANNEL, JSON.stringify(toIngestEvent(queued)), trx);
    await ctx.database.notify(KNOWLEDGE_WAKE_CHANNEL, '', trx);
    return queued;
  });
  return toAutoQaFileDTO(row);
}

export async function retrievalTest(ctx: BackendContext, bot: ChatbotRow, question: string): Promise<RetrievalTestDTO> {
  const chatbotId = bot.chatbot_id;
  const knowledge = await ctx.caches.knowledge.get(chatbotId);
  if (!knowledge) return { question, chunks: [], answer: null };
  // One retrieval (hybrid when the chunks have vectors) gives both the chunks shown and the extractive answer.
  const { retrieved: chunks, text } = await answerFromKnowledge(ctx, chatbotId, question);
  return {
    question,
    answer: text,
    chunks: chunks.map(({ chunk, score }) => ({
      file_id: chunk.file_id,
      file_name: chunk.file_name,
      ordinal: chunk.ordinal,
      location: (typeof chunk.location === 'string' ? JSON.parse(chunk.location) : chunk.location) as RetrievalTestDTO['chunks'][number]['location'],
      section: chunk.section,
      text: chunk.text,
      score,
    })),
  };
}

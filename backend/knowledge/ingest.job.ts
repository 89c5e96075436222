// Knowledge ingestion as a job kind, one file a job: parse → chunk (both on a knowledge reader thread) → index (store
// the chunks), each step written to the file's row and announced on the ingestion progress channel. A file that
// cannot be read, yields too many passages or would take its bot past the bot's passage limit ends `failed` with the
// reason's code; retry queues it again.
// A language model's summary and embeddings are extras: when they fail the file is still ingested without them.
import type { IngestEventDTO } from '../../schema/rest';
import { knowledgeRefusalCode } from '../../schema/rules/job-failures';
import { lockChatbotRow } from '../chatbots/chatbot.repository';
import type { BackendContext } from '../context';
import { failureCode, type ClaimedJob, type JobKind } from '../jobs/job-kind';
import { refuseOverBotLimit } from './bot-passage-limit';
import type { Chunk } from './chunk';
import { knowledgeEnrichment, type EnrichedFile, type KnowledgeEnrichment } from './enrichment';
import { readStoredFile } from './intake';
import { toIngestEvent } from './knowledge-file.dto';
import { INGEST_JOBS, listBotFiles, replaceChunks } from './knowledge-file.repository';
import { KnowledgeFileRefused } from './parse/document';

/** The model's summary, or the file's opening sentences when there is no model, it fails or it says nothing. */
async function summaryOf(enrichment: KnowledgeEnrichment, file: EnrichedFile, opening: string, chunks: Chunk[]): Promise<string> {
  if (!enrichment.summarise) return opening;
  try {
    const summary = await enrichment.summarise(file, chunks.map((chunk) => chunk.text).join('\n').slice(0, 20_000));
    return summary || opening;
  } catch {
    return opening;
  }
}

/** Chunks embedded between two progress steps (the provider sends them in batches of LLM_EMBEDDING_BATCH_SIZE). */
const EMBEDDING_STEP_TEXTS = 256;

/**
 * One vector per chunk (its section heading and text, as retrieval indexes it), or none at all when there is no
 * embeddings model or it fails: the file is still ready and answers by lexical retrieval. The file DTO has no place
 * for a warning (its reason is for failures), so a failed embedding shows in llm_usage's failures only. Progress is
 * reported between groups of chunks, which also keeps the claim fresh through a long file.
 */
async function embeddingsOf(enrichment: KnowledgeEnrichment, file: EnrichedFile, chunks: Chunk[], progress: (share: number) => Promise<unknown>): Promise<number[][] | undefined> {
  if (!enrichment.embed || chunks.length === 0) return undefined;
  const texts = chunks.map((chunk) => (chunk.section ? `${chunk.section}\n${chunk.text}` : chunk.text));
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += EMBEDDING_STEP_TEXTS) {
    const group = texts.slice(start, start + EMBEDDING_STEP_TEXTS);
    let groupVectors: number[][];
    try {
      groupVectors = await enrichment.embed(file, group);
    } catch {
      return undefined;
    }
    if (groupVectors.length !== group.length) return undefined;
    vectors.push(...groupVectors);
    if (vectors.length < texts.length) await progress(vectors.length / texts.length);
  }
  return vectors;
}

async function runIngestion(ctx: BackendContext, { row: file, step }: ClaimedJob<'knowledge_files'>): Promise<void> {
  const { db } = ctx;
  const reader = ctx.knowledgeReader;
  const enrichment: KnowledgeEnrichment = ctx.llm ? knowledgeEnrichment(ctx.llm) : {};
  await step({ step: 'parse', progress: 0.1 });
  const bytes = Buffer.from(await readStoredFile(db, ctx.dataDir, file));
  const { chunks, opening } = await reader.read(file.file_name, bytes);
  await step({ step: 'chunk', progress: 0.4 });
  const enriched = { chatbotId: file.chatbot_id, fileName: file.file_name };
  const summary = await summaryOf(enrichment, enriched, opening, chunks);
  await step({ step: 'index', progress: 0.6 });
  const embeddings = await embeddingsOf(enrichment, enriched, chunks, (share) => step({ progress: 0.6 + 0.35 * share }));
  await db.transaction().execute(async (trx) => {
    await lockChatbotRow(trx, file.chatbot_id);
    await refuseOverBotLimit(trx, file.chatbot_id, [{ fileName: file.file_name, chunkCount: chunks.length }], [file.file_id], reader.limits.botMaxChunks);
    await replaceChunks(
      trx,
      file.file_id,
      chunks.map((chunk, ordinal) => ({
        file_id: file.file_id,
        ordinal,
        chatbot_id: file.chatbot_id,
        text: chunk.text,
        section: chunk.section,
        location: JSON.stringify(chunk.location),
        metadata: JSON.stringify(chunk.metadata),
        tokens: chunk.tokens,
        embedding: embeddings?.[ordinal] ?? null,
      })),
    );
    await step({ status: 'ready', step: 'done', progress: 1, summary, chunk_count: chunks.length, finished_at: new Date() }, trx);
    await ctx.botChanges.announceOnCommit(trx, file.chatbot_id, 'knowledge');
  });
}

const unfinished = (event: IngestEventDTO) => event.status === 'pending' || event.status === 'processing';

export const ingestJobs: JobKind<'knowledge_files', IngestEventDTO> = {
  store: INGEST_JOBS,
  run: runIngestion,
  // A file a dead worker was ingesting is read again from its stored bytes: its chunks are replaced, never added twice.
  resume: runIngestion,
  failed: (reason) => ({ status: 'failed', failure_reason: reason, finished_at: new Date() }),
  // A refused file keeps the refusal's code and where it points (the console says it in its language).
  failureOf: (error) => (error instanceof KnowledgeFileRefused ? { reason: knowledgeRefusalCode(error.reason, error.location), unexpected: false } : failureCode(error)),
  progress: {
    eventName: 'ingest',
    toEvent: toIngestEvent,
    current: async (db, chatbotId) => (await listBotFiles(db, chatbotId)).map(toIngestEvent),
    keyOf: (event) => event.file_id,
    finished: (event) => !unfinished(event),
    // A ready or failed file may be queued again (retry) under the same id.
    requeueable: true,
    endsWithoutJobs: true,
  },
};

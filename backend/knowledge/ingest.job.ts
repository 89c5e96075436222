// One file's ingestion: parse → chunk → index (store the chunks), each step written to the file's row and announced
// on the `knowledge_ingest` channel. A file that cannot be read ends `failed` with the reason; retry queues it again.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Updateable } from 'kysely';
import type { BackendDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { KNOWLEDGE_INDEX_CHANNEL, KNOWLEDGE_INGEST_CHANNEL } from './channels';
import { chunkBlocks, firstSentencesSummary } from './chunk';
import { toIngestEvent } from './knowledge-file.dto';
import { replaceChunks, updateClaimedFile } from './knowledge-file.repository';
import type { KnowledgeFileRow, KnowledgeFileTable } from './knowledge.table';
import { parseKnowledgeFile } from './parse';

/**
 * What a language model adds when one is configured (issue 4): a summary and chunk embeddings. Without one the
 * summary is the file's first sentences and chunks have no embedding.
 */
export interface KnowledgeEnrichment {
  summarise?(fileName: string, text: string): Promise<string>;
  embed?(texts: string[]): Promise<number[][]>;
}

/** The job was taken over by another worker, retried, or its file deleted: stop quietly. */
class ClaimLost extends Error {}

export async function runIngestJob(database: BackendDatabase, dataDir: string, file: KnowledgeFileRow, workerId: string, enrichment: KnowledgeEnrichment = {}): Promise<void> {
  const { db } = database;
  const step = async (changes: Updateable<KnowledgeFileTable>, via: Kysely<Database> = db): Promise<KnowledgeFileRow> => {
    const row = await updateClaimedFile(via, file.file_id, workerId, changes);
    if (!row) throw new ClaimLost();
    await database.notify(KNOWLEDGE_INGEST_CHANNEL, JSON.stringify(toIngestEvent(row)), via);
    return row;
  };
  try {
    await step({ step: 'parse', progress: 0.1 });
    const bytes = await readFile(path.resolve(dataDir, file.storage_path));
    const { blocks } = await parseKnowledgeFile(file.file_name, bytes);
    await step({ step: 'chunk', progress: 0.4 });
    const chunks = chunkBlocks(blocks);
    const summary = enrichment.summarise
      ? await enrichment.summarise(file.file_name, chunks.map((chunk) => chunk.text).join('\n').slice(0, 20_000))
      : firstSentencesSummary(blocks);
    await step({ step: 'index', progress: 0.6 });
    const embeddings = enrichment.embed ? await enrichment.embed(chunks.map((chunk) => chunk.text)) : undefined;
    await db.transaction().execute(async (trx) => {
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
      await database.notify(KNOWLEDGE_INDEX_CHANNEL, file.chatbot_id, trx);
    });
  } catch (error) {
    if (error instanceof ClaimLost) return;
    const reason = error instanceof Error ? error.message : String(error);
    await step({ status: 'failed', failure_reason: reason.slice(0, 500), finished_at: new Date() }).catch(() => undefined);
  }
}

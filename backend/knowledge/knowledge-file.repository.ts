// Queries on knowledge files and their chunks. A file is also its own ingestion job (INGEST_JOBS): claiming,
// heartbeat and letting go are the job framework's shared queries (backend/jobs/job-store.ts).
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../db/schema';
import { claimNextJob, refreshJobClaim, releaseEarlierJobClaims, type JobStore } from '../jobs/job-store';
import type { WorkerIdentity } from '../jobs/replica';
import type { KnowledgeChunkTable, KnowledgeFileRow, KnowledgeFileTable } from './knowledge.table';

const CHUNK_INSERT_BATCH = 500;

export function listBotFiles(db: Kysely<Database>, chatbotId: string): Promise<KnowledgeFileRow[]> {
  return db.selectFrom('knowledge_files').selectAll().where('chatbot_id', '=', chatbotId).orderBy('created_at').orderBy('file_name').execute();
}

/** The files of several bots (the bot list), each bot's in upload order. */
export function listFilesOfBots(db: Kysely<Database>, chatbotIds: string[]): Promise<KnowledgeFileRow[]> {
  if (chatbotIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('knowledge_files').selectAll().where('chatbot_id', 'in', chatbotIds).orderBy('created_at').orderBy('file_name').execute();
}

export function findBotFile(db: Kysely<Database>, chatbotId: string, fileId: string): Promise<KnowledgeFileRow | undefined> {
  return db.selectFrom('knowledge_files').selectAll().where('chatbot_id', '=', chatbotId).where('file_id', '=', fileId).executeTakeFirst();
}

export function findFilesByName(db: Kysely<Database>, chatbotId: string, names: string[]): Promise<KnowledgeFileRow[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db.selectFrom('knowledge_files').selectAll().where('chatbot_id', '=', chatbotId).where('file_name', 'in', names).execute();
}

export async function insertFiles(db: Kysely<Database>, files: Insertable<KnowledgeFileTable>[]): Promise<KnowledgeFileRow[]> {
  if (files.length === 0) return [];
  return db.insertInto('knowledge_files').values(files).returningAll().execute();
}

/** Keeps the files' bytes with their rows (inserted first, in the same transaction). */
export async function insertFileContents(db: Kysely<Database>, files: { file_id: string; bytes: Uint8Array }[]): Promise<void> {
  if (files.length === 0) return;
  await db.insertInto('knowledge_file_contents').values(files).execute();
}

/** The bytes of a file kept in the database; undefined for a file stored on disk before they were. */
export async function findFileContent(db: Kysely<Database>, fileId: string): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('knowledge_file_contents').select('bytes').where('file_id', '=', fileId).executeTakeFirst();
  return row?.bytes;
}

export async function replaceFileContent(db: Kysely<Database>, fileId: string, bytes: Uint8Array): Promise<void> {
  await db
    .insertInto('knowledge_file_contents')
    .values({ file_id: fileId, bytes })
    .onConflict((oc) => oc.column('file_id').doUpdateSet({ bytes }))
    .execute();
}

export async function deleteFiles(db: Kysely<Database>, chatbotId: string, fileIds: string[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  const result = await db.deleteFrom('knowledge_files').where('chatbot_id', '=', chatbotId).where('file_id', 'in', fileIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function updateBotFile(db: Kysely<Database>, chatbotId: string, fileId: string, changes: Updateable<KnowledgeFileTable>): Promise<KnowledgeFileRow | undefined> {
  return db
    .updateTable('knowledge_files')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('chatbot_id', '=', chatbotId)
    .where('file_id', '=', fileId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Ingestion jobs: knowledge files, queued while 'stored' and running while 'processing'. Claiming sets a file to
 * processing from its first step.
 */
export const INGEST_JOBS: JobStore<'knowledge_files'> = {
  kind: 'ingestion',
  table: 'knowledge_files',
  key: 'file_id',
  state: { column: 'status', running: 'processing', queued: 'stored' },
  onClaim: { step: 'parse', progress: 0, failure_reason: null },
  touched: 'updated_at',
};

/** Takes the oldest queued (or abandoned, or let go) file for this worker, if any. */
export async function claimNextFile(db: Kysely<Database>, workerId: string): Promise<KnowledgeFileRow | undefined> {
  return (await claimNextJob(db, INGEST_JOBS, workerId))?.row;
}

export const refreshFileClaim = (db: Kysely<Database>, fileId: string, workerId: string) => refreshJobClaim(db, INGEST_JOBS, fileId, workerId);
export const releaseEarlierFileClaims = (db: Kysely<Database>, identity: WorkerIdentity) => releaseEarlierJobClaims(db, INGEST_JOBS, identity);

export async function replaceChunks(db: Kysely<Database>, fileId: string, chunks: Insertable<KnowledgeChunkTable>[]): Promise<void> {
  await db.deleteFrom('knowledge_chunks').where('file_id', '=', fileId).execute();
  for (let i = 0; i < chunks.length; i += CHUNK_INSERT_BATCH) {
    await db.insertInto('knowledge_chunks').values(chunks.slice(i, i + CHUNK_INSERT_BATCH)).execute();
  }
}

/** The chunks stored for the bot's files, leaving out those of `exceptFileIds` (files about to be replaced). */
export async function countBotChunks(db: Kysely<Database>, chatbotId: string, exceptFileIds: string[] = []): Promise<number> {
  let query = db.selectFrom('knowledge_chunks').select((eb) => eb.fn.countAll<string>().as('count')).where('chatbot_id', '=', chatbotId);
  if (exceptFileIds.length > 0) query = query.where('file_id', 'not in', exceptFileIds);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

export interface AnsweringChunk {
  file_id: string;
  file_name: string;
  file_prompt: string;
  ordinal: number;
  text: string;
  section: string;
  location: unknown;
}

/** Chunks that may answer: those of the bot's active, ready files. */
export function listAnsweringChunks(db: Kysely<Database>, chatbotId: string): Promise<AnsweringChunk[]> {
  return db
    .selectFrom('knowledge_chunks')
    .innerJoin('knowledge_files', 'knowledge_files.file_id', 'knowledge_chunks.file_id')
    .select([
      'knowledge_chunks.file_id',
      'knowledge_files.file_name',
      'knowledge_files.prompt as file_prompt',
      'knowledge_chunks.ordinal',
      'knowledge_chunks.text',
      'knowledge_chunks.section',
      'knowledge_chunks.location',
    ])
    .where('knowledge_chunks.chatbot_id', '=', chatbotId)
    .where('knowledge_files.active', '=', true)
    .where('knowledge_files.status', '=', 'ready')
    .orderBy('knowledge_files.created_at')
    .orderBy('knowledge_chunks.file_id')
    .orderBy('knowledge_chunks.ordinal')
    .execute();
}

/** The stored embeddings of the bot's answering chunks (active, ready files), where a chunk has one. */
export function listChunkEmbeddings(db: Kysely<Database>, chatbotId: string) {
  return db
    .selectFrom('knowledge_chunks')
    .innerJoin('knowledge_files', 'knowledge_files.file_id', 'knowledge_chunks.file_id')
    .select(['knowledge_chunks.file_id', 'knowledge_chunks.ordinal', 'knowledge_chunks.embedding'])
    .where('knowledge_chunks.chatbot_id', '=', chatbotId)
    .where('knowledge_files.active', '=', true)
    .where('knowledge_files.status', '=', 'ready')
    .where('knowledge_chunks.embedding', 'is not', null)
    .execute();
}

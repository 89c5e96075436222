// Knowledge file intake, one for the bot-creation wizard and the AutoQA page: a file's name is cleaned, its size
// bounded and its format (CSV, TXT, DOCX or PDF) decided by extension AND content by the knowledge parsers; an
// accepted file is kept in the database with its row (so any replica can ingest it) and queued for ingestion.
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../schema/rules/constants';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import { fileTooLarge } from '../http/errors';
import { uploadedFileName } from '../http/upload';
import { announceJob, wakeJobWorkers } from '../jobs/job-kind';
import { toIngestEvent } from './knowledge-file.dto';
import { findFileContent, INGEST_JOBS, insertFileContents, insertFiles } from './knowledge-file.repository';
import type { KnowledgeFileRow } from './knowledge.table';
import { CONTENT_TYPES, knowledgeFormat } from './parse';
import type { KnowledgeReader } from './reader/knowledge-reader';

export interface UploadedKnowledgeFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

export interface AcceptedKnowledgeFile {
  fileId: string;
  fileName: string;
  size: number;
  contentType: string;
  buffer: Buffer;
}

export interface ReadKnowledgeFile extends AcceptedKnowledgeFile {
  /** Passages the file yields. */
  chunkCount: number;
}

/** Checks a file's size, and its format by name and content; throws 413 or KnowledgeFileRefused (with the file). */
export function admitKnowledgeFile(upload: UploadedKnowledgeFile): AcceptedKnowledgeFile {
  const fileName = uploadedFileName(upload.originalname);
  if (upload.size > KNOWLEDGE_FILE_MAX_BYTES) throw fileTooLarge(fileName);
  const format = knowledgeFormat(fileName, upload.buffer);
  return { fileId: randomUUID(), fileName, size: upload.size, contentType: CONTENT_TYPES[format], buffer: upload.buffer };
}

/**
 * Admits the file and reads it in full on a reader thread, so a bad row or page, or a file of too many passages, is
 * refused now (naming it) rather than at ingestion.
 */
export async function readKnowledgeFile(reader: KnowledgeReader, upload: UploadedKnowledgeFile): Promise<ReadKnowledgeFile> {
  const file = admitKnowledgeFile(upload);
  const { chunks } = await reader.read(file.fileName, file.buffer);
  return { ...file, chunkCount: chunks.length };
}

function uploadFolder(dataDir: string, chatbotId: string): string {
  return path.resolve(dataDir, 'uploads', chatbotId);
}

/** Inserts the files' rows, waiting for ingestion, and their bytes, in the caller's transaction. */
export async function storeKnowledgeFiles(trx: Kysely<Database>, chatbotId: string, files: AcceptedKnowledgeFile[], now: Date): Promise<KnowledgeFileRow[]> {
  const rows = await insertFiles(
    trx,
    files.map((file) => ({
      file_id: file.fileId,
      chatbot_id: chatbotId,
      file_name: file.fileName,
      size: file.size,
      content_type: file.contentType,
      status: 'stored' as const,
      storage_path: '',
      created_at: now,
    })),
  );
  await insertFileContents(
    trx,
    files.map((file) => ({ file_id: file.fileId, bytes: file.buffer })),
  );
  return rows;
}

/** A stored file's bytes: from the database, or from DATA_DIR for a file stored on disk before that. */
export async function readStoredFile(db: Kysely<Database>, dataDir: string, file: KnowledgeFileRow): Promise<Uint8Array> {
  const bytes = await findFileContent(db, file.file_id);
  if (bytes) return bytes;
  if (!file.storage_path) throw new Error(`The stored bytes of file ${file.file_id} are missing`);
  return readFile(path.resolve(dataDir, file.storage_path));
}

/** Removes what files stored on disk before they were kept in the database left there (after their rows are gone). */
export async function removeStoredFiles(dataDir: string, files: Pick<KnowledgeFileRow, 'storage_path'>[]): Promise<void> {
  await Promise.all(files.filter((file) => file.storage_path).map((file) => rm(path.resolve(dataDir, file.storage_path), { force: true })));
}

/** Removes a deleted bot's folder of files stored on disk before they were kept in the database. */
export async function removeUploadFolder(dataDir: string, chatbotId: string): Promise<void> {
  await rm(uploadFolder(dataDir, chatbotId), { recursive: true, force: true });
}

/** Tells the ingest workers about newly stored files, inside the transaction that inserted them. */
export async function queueIngestion(ctx: BackendContext, rows: KnowledgeFileRow[], trx: Kysely<Database>): Promise<void> {
  if (rows.length === 0) return;
  for (const row of rows) await announceJob(ctx.database, INGEST_JOBS.kind, toIngestEvent(row), trx);
  await wakeJobWorkers(ctx.database, INGEST_JOBS.kind, trx);
}

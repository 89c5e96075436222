// Knowledge file intake, one for the bot-creation wizard and the AutoQA page: a file's name is cleaned, its size
// bounded and its format (CSV, TXT, DOCX or PDF) decided by extension AND content by the knowledge parsers; an
// accepted file is stored under ${DATA_DIR}/uploads/<chatbot_id>/<file_id> and queued for ingestion.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../schema/rules/constants';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import { fileTooLarge } from '../http/errors';
import { KNOWLEDGE_INGEST_CHANNEL, KNOWLEDGE_WAKE_CHANNEL } from './channels';
import { toIngestEvent } from './knowledge-file.dto';
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

// Control characters in a name only cause trouble later (logs, headers, PostgreSQL text).
const cleanName = (name: string) => path.basename(name).replace(/[\u0000-\u001f\u007f]/g, '').slice(-255);

/** Checks a file's size, and its format by name and content; throws 413 or KnowledgeFileRefused (with the file). */
export function admitKnowledgeFile(upload: UploadedKnowledgeFile): AcceptedKnowledgeFile {
  const fileName = cleanName(upload.originalname);
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

export function uploadFolder(dataDir: string, chatbotId: string): string {
  return path.resolve(dataDir, 'uploads', chatbotId);
}

export const storagePath = (chatbotId: string, fileId: string) => path.join('uploads', chatbotId, fileId);

/** Writes the files (never over an existing one); answers their rows, waiting for ingestion. */
export async function storeKnowledgeFiles(dataDir: string, chatbotId: string, files: AcceptedKnowledgeFile[], now: Date) {
  if (files.length > 0) await mkdir(uploadFolder(dataDir, chatbotId), { recursive: true });
  await Promise.all(files.map((file) => writeFile(path.resolve(dataDir, storagePath(chatbotId, file.fileId)), file.buffer, { flag: 'wx' })));
  return files.map((file) => ({
    file_id: file.fileId,
    chatbot_id: chatbotId,
    file_name: file.fileName,
    size: file.size,
    content_type: file.contentType,
    status: 'stored' as const,
    storage_path: storagePath(chatbotId, file.fileId),
    created_at: now,
  }));
}

export async function removeStoredFiles(dataDir: string, storagePaths: string[]): Promise<void> {
  await Promise.all(storagePaths.map((stored) => rm(path.resolve(dataDir, stored), { force: true })));
}

export async function removeUploadFolder(dataDir: string, chatbotId: string): Promise<void> {
  await rm(uploadFolder(dataDir, chatbotId), { recursive: true, force: true });
}

/** Tells the ingest workers about newly stored files, inside the transaction that inserted them. */
export async function queueIngestion(ctx: BackendContext, rows: KnowledgeFileRow[], trx: Kysely<Database>): Promise<void> {
  if (rows.length === 0) return;
  for (const row of rows) await ctx.database.notify(KNOWLEDGE_INGEST_CHANNEL, JSON.stringify(toIngestEvent(row)), trx);
  await ctx.database.notify(KNOWLEDGE_WAKE_CHANNEL, '', trx);
}

// Knowledge file intake: CSV, TXT or DOCX up to 5 MB, judged by extension AND content, stored under
// ${DATA_DIR}/uploads/<chatbot_id>/<file_id>.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../schema/rules/constants';
import { fileTooLarge, unsupportedFileType } from '../http/errors';

export interface UploadedFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

export interface AcceptedFile {
  fileId: string;
  fileName: string;
  size: number;
  contentType: string;
  buffer: Buffer;
}

const CONTENT_TYPES: Record<string, string> = {
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function isUtf8Text(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

function contentMatches(extension: string, buffer: Buffer): boolean {
  if (extension === '.docx') return buffer.subarray(0, 4).equals(ZIP_MAGIC);
  return isUtf8Text(buffer);
}

/** Checks every file before anything is written; throws 413 or 415 for the first bad one. */
export function acceptKnowledgeFiles(files: UploadedFile[]): AcceptedFile[] {
  return files.map((file) => {
    // Control characters in a name only cause trouble later (logs, headers, PostgreSQL text).
    const fileName = path.basename(file.originalname).replace(/[\u0000-\u001f\u007f]/g, '').slice(-255);
    if (file.size > KNOWLEDGE_FILE_MAX_BYTES) throw fileTooLarge(fileName);
    const extension = path.extname(fileName).toLowerCase();
    const contentType = CONTENT_TYPES[extension];
    if (!contentType || !contentMatches(extension, file.buffer)) throw unsupportedFileType(fileName);
    return { fileId: randomUUID(), fileName, size: file.size, contentType, buffer: file.buffer };
  });
}

export function uploadFolder(dataDir: string, chatbotId: string): string {
  return path.resolve(dataDir, 'uploads', chatbotId);
}

/** Writes the files; returns their storage paths relative to the data directory. */
export async function storeKnowledgeFiles(dataDir: string, chatbotId: string, files: AcceptedFile[]): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  if (files.length === 0) return paths;
  const folder = uploadFolder(dataDir, chatbotId);
  await mkdir(folder, { recursive: true });
  for (const file of files) {
    await writeFile(path.join(folder, file.fileId), file.buffer, { flag: 'wx' });
    paths.set(file.fileId, path.join('uploads', chatbotId, file.fileId));
  }
  return paths;
}

export async function removeUploadFolder(dataDir: string, chatbotId: string): Promise<void> {
  await rm(uploadFolder(dataDir, chatbotId), { recursive: true, force: true });
}

// Client-side checks and encoding of knowledge files, in the creation wizard and on the AutoQA page (CSV, TXT, DOCX
// or PDF, at most 5 MB each), so a bad file is refused before any upload.
import { KNOWLEDGE_FILE_EXTENSIONS, KNOWLEDGE_FILE_MAX_BYTES, KNOWLEDGE_UPLOAD_MAX_TOTAL_BYTES } from '../../../schema/rules';

const CONTENT_TYPES: Record<(typeof KNOWLEDGE_FILE_EXTENSIONS)[number], string> = {
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf': 'application/pdf',
};

export interface FileRefusal {
  fileName: string;
  /** i18n key under wizard.files */
  reason: 'wizard.files.badType' | 'wizard.files.tooLarge' | 'wizard.files.totalTooLarge';
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

export const KNOWLEDGE_ACCEPT = KNOWLEDGE_FILE_EXTENSIONS.join(',');

export const isKnowledgeFileName = (fileName: string) => (KNOWLEDGE_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

export function refusalOf(file: File): FileRefusal | null {
  if (!isKnowledgeFileName(file.name)) {
    return { fileName: file.name, reason: 'wizard.files.badType' };
  }
  if (file.size > KNOWLEDGE_FILE_MAX_BYTES) return { fileName: file.name, reason: 'wizard.files.tooLarge' };
  return null;
}

/**
 * Splits files that each may go into those that fit, with `alreadyBytes` kept, within one upload's total
 * (KNOWLEDGE_UPLOAD_MAX_TOTAL_BYTES), in order, and those that would pass it.
 */
export function withinUploadTotal(files: File[], alreadyBytes = 0): { fitting: File[]; over: File[] } {
  let total = alreadyBytes;
  const fitting: File[] = [];
  const over: File[] = [];
  for (const file of files) {
    if (total + file.size <= KNOWLEDGE_UPLOAD_MAX_TOTAL_BYTES) {
      fitting.push(file);
      total += file.size;
    } else over.push(file);
  }
  return { fitting, over };
}

/** Browsers often leave a .docx, .csv or .pdf without a MIME type; the extension decides then. */
export function contentTypeOf(file: File): string {
  const extension = extensionOf(file.name) as keyof typeof CONTENT_TYPES;
  return file.type || CONTENT_TYPES[extension] || 'application/octet-stream';
}

export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

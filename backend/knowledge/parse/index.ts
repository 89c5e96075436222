// Parses one knowledge file: the format comes from the bytes (a PDF header, a ZIP archive holding a Word document,
// or text) and must agree with the file's extension; the name alone is never trusted.
import path from 'node:path';
import { parseAutoQaCsv } from './csv';
import { KnowledgeFileRefused, ParseRefusal, type Block, type KnowledgeFormat } from './document';
import { parseDocx } from './docx';
import { parsePdf } from './pdf';
import { decodeText, parseTxt } from './text';

export { KnowledgeFileRefused, type Block, type KnowledgeFormat } from './document';

const EXTENSIONS: Record<string, KnowledgeFormat> = { '.csv': 'csv', '.txt': 'txt', '.docx': 'docx', '.pdf': 'pdf' };
export const CONTENT_TYPES: Record<KnowledgeFormat, string> = {
  csv: 'text/csv',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);

/** Binary formats recognised by their first bytes; text formats are whatever decodes as text. */
function sniff(bytes: Buffer): 'pdf' | 'zip' | 'binary' | 'text' {
  const head = bytes.subarray(0, 1024).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  const images = [[0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46, 0x38], [0xd0, 0xcf, 0x11, 0xe0], [0x7f, 0x45, 0x4c, 0x46], [0x4d, 0x5a]];
  if (images.some((signature) => startsWith(bytes, signature))) return 'binary';
  return 'text';
}

/** The format of a file by name and content; throws `wrong_type` when they disagree, `not_utf8` for text that is not. */
export function knowledgeFormat(fileName: string, bytes: Buffer): KnowledgeFormat {
  const format = EXTENSIONS[path.extname(fileName).toLowerCase()];
  if (bytes.length === 0) throw new KnowledgeFileRefused(fileName, 'empty');
  const kind = sniff(bytes);
  const agrees = format === 'pdf' ? kind === 'pdf' : format === 'docx' ? kind === 'zip' : format !== undefined && kind === 'text';
  if (!format || !agrees) throw new KnowledgeFileRefused(fileName, 'wrong_type');
  if (format === 'csv' || format === 'txt') {
    try {
      decodeText(bytes);
    } catch (error) {
      if (error instanceof ParseRefusal) throw new KnowledgeFileRefused(fileName, error.reason);
      throw error;
    }
  }
  return format;
}

/**
 * The file's blocks in reading order; every refusal names the file (and the row or page when known). A DOCX stops
 * being read past `maxCharacters` of text (the other formats' text is bounded by their size, or by pdf.js's thread).
 */
export async function parseKnowledgeFile(fileName: string, bytes: Buffer, maxCharacters = Infinity): Promise<{ format: KnowledgeFormat; blocks: Block[] }> {
  const format = knowledgeFormat(fileName, bytes);
  try {
    const blocks = format === 'csv' ? parseAutoQaCsv(bytes) : format === 'txt' ? parseTxt(bytes) : format === 'docx' ? await parseDocx(bytes, maxCharacters) : await parsePdf(bytes);
    return { format, blocks };
  } catch (error) {
    if (error instanceof ParseRefusal) throw new KnowledgeFileRefused(fileName, error.reason, error.location, error.detail);
    throw error;
  }
}

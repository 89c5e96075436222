// The text of an uploaded CSV (Q&A import, prompt optimisation, batch test): UTF-8 or UTF-16 with a byte-order mark
// (backend/uploads/text-decoding.ts). A file of another name or a binary one is refused 415 UNSUPPORTED_FILE_TYPE; a
// text in another encoding (Big5, Shift_JIS, GB18030: what Excel writes for "CSV" on a Chinese or Japanese Windows)
// 415 FILE_NOT_UTF8, whose message says how to save it, both naming the file.
import { decodeUploadedText } from '../uploads/text-decoding';
import { fileNotUtf8, unsupportedFileType } from './errors';

export function utf8UploadText(buffer: Buffer, fileName: string, { csvName = false }: { csvName?: boolean } = {}): string {
  if (csvName && !fileName.toLowerCase().endsWith('.csv')) throw unsupportedFileType(fileName);
  const decoded = decodeUploadedText(buffer);
  if (decoded.ok) return decoded.text;
  throw decoded.problem === 'binary' ? unsupportedFileType(fileName) : fileNotUtf8(fileName);
}

// The text of an uploaded CSV: UTF-8 (a byte-order mark is left for the CSV reader), no NUL byte; anything else is
// refused 415 naming the file, as every CSV upload (Q&A import, prompt optimisation, batch test) refuses it.
import { unsupportedFileType } from './errors';

export function utf8UploadText(buffer: Buffer, fileName: string, { csvName = false }: { csvName?: boolean } = {}): string {
  if ((csvName && !fileName.toLowerCase().endsWith('.csv')) || buffer.includes(0)) throw unsupportedFileType(fileName);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw unsupportedFileType(fileName);
  }
}

// Moving the Q&A list in and out of the browser as CSV: the client-side size check before an import
// (PRODUCT.md §5: at most 5 MB) and the download of an export as a file.
import { QA_IMPORT_MAX_BYTES } from '../../../../schema/rules';

/** An i18n key explaining why a chosen file cannot be imported, or null when it may be sent. */
export function importRefusalOf(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return 'faq.import.notCsv';
  if (file.size > QA_IMPORT_MAX_BYTES) return 'faq.import.tooLarge';
  return null;
}

/** A bot's name as part of a file name, without characters that file systems refuse. */
export function fileNamePart(botName: string): string {
  return botName.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'bot';
}

export function exportFileName(botName: string): string {
  return `${fileNamePart(botName)}-qa.csv`;
}

export function downloadCsv(csv: string, fileName: string): void {
  // A BOM lets spreadsheet programs read the UTF-8 CJK text correctly.
  downloadBlob(new Blob(['\uFEFF', csv.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Saves a blob as a file through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

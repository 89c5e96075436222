// The history CSV export: a plain GET of /downloads/history/{botId}.csv with the list's filters on the session
// cookie, saved as a file. A refusal comes back as JSON ({ error: { code } }) and is shown with a retry (PRODUCT.md §8).
import { useState } from 'react';
import { isErrorCode, type ErrorCode } from '../../../../schema/rules';
import { formatTaipeiTime } from '../../app/time';
import { downloadBlob, fileNamePart } from '../bot-faq/csv-transfer';

export function historyExportUrl(botId: string, query: string): string {
  return `/downloads/history/${encodeURIComponent(botId)}.csv${query ? `?${query}` : ''}`;
}

/** history-<bot name>-<Taipei day>.csv */
export function historyFileName(botName: string, now = new Date()): string {
  return `history-${fileNamePart(botName)}-${formatTaipeiTime(now.toISOString()).slice(0, 10)}.csv`;
}

async function refusalCode(response: Response): Promise<ErrorCode> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } };
    const code = body.error?.code;
    return isErrorCode(code) ? code : 'INTERNAL';
  } catch {
    return 'INTERNAL';
  }
}

/** The download, whether it runs, and the i18n key of why the last one failed (null when it did not). */
export function useHistoryExport(botId: string, botName: string, query: string) {
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setFailure(null);
    try {
      const response = await fetch(historyExportUrl(botId, query), { credentials: 'same-origin' });
      const isCsv = response.headers.get('content-type')?.startsWith('text/csv') ?? false;
      if (!response.ok || !isCsv) setFailure(`errors.${await refusalCode(response)}`);
      else downloadBlob(await response.blob(), historyFileName(botName));
    } catch {
      setFailure('errors.BACKEND_UNAVAILABLE');
    } finally {
      setExporting(false);
    }
  };
  return { exporting, failure, exportCsv: () => void exportCsv() };
}

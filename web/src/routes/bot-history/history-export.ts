// The history CSV export: a plain GET of /downloads/history/{botId}.csv with the list's filters on the session
// cookie, saved as history-<bot name>-<Taipei day>.csv.
import { useCsvDownload } from '../../app/csv-download';
import { formatTaipeiTime } from '../../app/time';
import { fileNamePart } from '../bot-faq/csv-transfer';

export function historyExportUrl(botId: string, query: string): string {
  return `/downloads/history/${encodeURIComponent(botId)}.csv${query ? `?${query}` : ''}`;
}

/** history-<bot name>-<Taipei day>.csv */
export function historyFileName(botName: string, now = new Date()): string {
  return `history-${fileNamePart(botName)}-${formatTaipeiTime(now.toISOString()).slice(0, 10)}.csv`;
}

export function useHistoryExport(botId: string, botName: string, query: string) {
  return useCsvDownload(historyExportUrl(botId, query), () => historyFileName(botName));
}

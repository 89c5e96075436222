// The history CSV export: a plain GET of /downloads/history/{botId}.csv with the list's filters and the console's
// language (the header row's) on the session cookie, saved as history-<bot name>-<Taipei day>.csv.
import type { Language } from '../../../../schema/rules/constants';
import { useCsvDownload } from '../../app/csv-download';
import { formatTaipeiTime } from '../../app/time';
import { currentLanguage } from '../../i18n';
import { fileNamePart } from '../bot-faq/csv-transfer';

export function historyExportUrl(botId: string, query: string, language: Language): string {
  const params = new URLSearchParams(query);
  params.set('language', language);
  return `/downloads/history/${encodeURIComponent(botId)}.csv?${params.toString()}`;
}

/** history-<bot name>-<Taipei day>.csv */
export function historyFileName(botName: string, now = new Date()): string {
  return `history-${fileNamePart(botName)}-${formatTaipeiTime(now.toISOString()).slice(0, 10)}.csv`;
}

export function useHistoryExport(botId: string, botName: string, query: string) {
  return useCsvDownload(historyExportUrl(botId, query, currentLanguage()), () => historyFileName(botName));
}

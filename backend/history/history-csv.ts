// The history export: the filtered exchanges as CSV, written page by page as they are read, so a long history is
// never held in memory. UTF-8 with a byte-order mark, CRLF line ends, cells quoted and formula-defused as the Q&A
// export does them.
import { once } from 'node:events';
import type { Response } from 'express';
import type { HistoryFilter } from '../../schema/rules/history';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { csvField } from '../qa/qa-csv';
import { allExchanges, toHistoryExchangeDTO } from './history.service';

export const HISTORY_CSV_COLUMNS = ['datetime', 'platform', 'user_id', 'sid', 'question', 'reply', 'answer_status', 'feedback', 'group_key', 'group_question'] as const;

const line = (cells: (string | number | null)[]) => `${cells.map((cell) => csvField(cell === null ? '' : String(cell))).join(',')}\r\n`;

/**
 * Writes `chunk`, waiting while the client's buffer is full (or until the client has gone). The listener that did not
 * fire is removed, so a long export leaves none behind.
 */
async function send(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return;
  const done = new AbortController();
  const waits = [once(res, 'drain', { signal: done.signal }), once(res, 'close', { signal: done.signal })];
  try {
    await Promise.race(waits);
  } finally {
    done.abort();
    await Promise.allSettled(waits);
  }
}

export async function streamHistoryCsv(ctx: BackendContext, bot: ChatbotRow, filter: HistoryFilter, res: Response): Promise<void> {
  res.status(200).set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="history-${bot.chatbot_id.replace(/[^A-Za-z0-9_-]/g, '')}.csv"` });
  await send(res, `\ufeff${line([...HISTORY_CSV_COLUMNS])}`);
  for await (const rows of allExchanges(ctx, bot, filter)) {
    if (res.destroyed) return;
    const text = rows
      .map(toHistoryExchangeDTO)
      .map((item) => line([item.datetime, item.platform, item.user_id, item.sid, item.question, item.reply, item.answer_status, item.feedback, item.matched_group?.key ?? '', item.matched_group?.question ?? '']))
      .join('');
    await send(res, text);
  }
  res.end();
}

// The history export: the filtered exchanges as CSV, newest first, streamed as they are read (backend/http/csv-stream.ts).
import type { Response } from 'express';
import type { HistoryFilter } from '../../schema/rules/history';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { fileNamePart, streamCsv } from '../http/csv-stream';
import { allExchanges, toHistoryExchangeDTO } from './history.service';

export const HISTORY_CSV_COLUMNS = ['datetime', 'platform', 'user_id', 'sid', 'question', 'reply', 'answer_status', 'source', 'feedback', 'group_key', 'group_question'] as const;

export async function streamHistoryCsv(ctx: BackendContext, bot: ChatbotRow, filter: HistoryFilter, res: Response): Promise<void> {
  await streamCsv(res, `history-${fileNamePart(bot.chatbot_id)}.csv`, HISTORY_CSV_COLUMNS, allExchanges(ctx, bot, filter), (row) => {
    const item = toHistoryExchangeDTO(row);
    return [item.datetime, item.platform, item.user_id, item.sid, item.question, item.reply, item.answer_status, item.source ?? '', item.feedback, item.matched_group?.key ?? '', item.matched_group?.question ?? ''];
  });
}

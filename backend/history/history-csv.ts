// The history export: the filtered exchanges as CSV, newest first, streamed as they are read (backend/http/csv-stream.ts).
import type { Response } from 'express';
import type { HistoryExportQuery } from '../../schema/rules/history';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { csvHeader, fileNamePart, streamCsv, type CsvHeaderWords } from '../http/csv-stream';
import { allExchanges, toHistoryExchangeDTO } from './history.service';

export const HISTORY_CSV_COLUMNS = ['datetime', 'platform', 'user_id', 'sid', 'question', 'reply', 'answer_status', 'source', 'feedback', 'group_key', 'group_question'] as const;

/**
 * The header row in the console's language, in the console's words (the history page's filters and cards, the Q&A
 * list's 組名 for a group key). English keeps the columns' names, which the export always wrote.
 */
export const HISTORY_CSV_HEADERS: CsvHeaderWords<(typeof HISTORY_CSV_COLUMNS)[number]> = {
  tw: { datetime: '時間', platform: '平台', user_id: '使用者 ID', sid: '對話 ID', question: '問題', reply: '回覆', answer_status: '回答狀態', source: '回答來源', feedback: '回饋', group_key: '組名', group_question: '問答組問題' },
  cn: { datetime: '时间', platform: '平台', user_id: '用户 ID', sid: '对话 ID', question: '问题', reply: '回复', answer_status: '回答状态', source: '回答来源', feedback: '反馈', group_key: '组名', group_question: '问答组问题' },
  jp: { datetime: '日時', platform: 'プラットフォーム', user_id: 'ユーザー ID', sid: '会話 ID', question: '質問', reply: '返答', answer_status: '回答状況', source: '回答元', feedback: 'フィードバック', group_key: 'グループ名', group_question: 'Q&A グループの質問' },
};

/** The filtered exchanges with the header row in `language`; the values are the same in every language. */
export async function streamHistoryCsv(ctx: BackendContext, bot: ChatbotRow, query: HistoryExportQuery, res: Response): Promise<void> {
  const { language, ...filter } = query;
  await streamCsv(res, `history-${fileNamePart(bot.chatbot_id)}.csv`, csvHeader(HISTORY_CSV_COLUMNS, HISTORY_CSV_HEADERS, language), allExchanges(ctx, bot, filter), (row) => {
    const item = toHistoryExchangeDTO(row);
    return [item.datetime, item.platform, item.user_id, item.sid, item.question, item.reply, item.answer_status, item.source ?? '', item.feedback, item.matched_group?.key ?? '', item.matched_group?.question ?? ''];
  });
}

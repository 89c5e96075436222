// The owner's history pages for a bot the route already loaded as the account's: exchanges and recommendations by
// keyset page, mapped to the REST shapes with Asia/Taipei times.
import type { HistoryExchangeDTO, HistoryExchangePageDTO, RecommendationDTO, RecommendationPageDTO } from '../../schema/rest';
import type { AnswerStatus } from '../../schema/rules/constants';
import { HISTORY_COUNT_MAX, type HistoryFilter, type HistoryPageQuery, type RecommendationPageQuery } from '../../schema/rules/history';
import { parseButtonId } from '../answering/pipeline/candidates';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { answeredSource } from './answered-source';
import { countExchanges, listExchanges, listRecommendations, type ExchangeFilter, type ExchangeRow, type RecommendationListRow } from './history.repository';
import { decodeCursor, encodeCursor } from './page-cursor';
import { dayEnd, dayStart, taipeiMinute } from './taipei-calendar';

/** The kind of LINE chat an exchange was in, from its recorded `group:<id>` or `room:<id>`. */
function lineChatOf(conversation: string | null): HistoryExchangeDTO['line_chat'] {
  if (conversation?.startsWith('group:')) return 'group';
  if (conversation?.startsWith('room:')) return 'room';
  return null;
}

export function toHistoryExchangeDTO(row: ExchangeRow): HistoryExchangeDTO {
  return {
    id: row.id,
    sid: row.sid,
    user_id: row.user_id,
    platform: row.platform,
    question: row.question ?? '',
    question_unsent: row.question_unsent === true,
    line_chat: lineChatOf(row.platform_conversation),
    line_chat_id: lineChatOf(row.platform_conversation) ? row.platform_conversation : null,
    reply: row.reply,
    datetime: taipeiMinute(row.created_at),
    answer_status: row.answer_status,
    feedback: row.feedback,
    matched_group: row.group_id && row.group_key !== null ? { id: row.group_id, key: row.group_key, question: row.group_question ?? '' } : null,
    source: answeredSource(row.answer_status, Boolean(row.group_id)),
  };
}

export function recommendationDTO(row: RecommendationListRow): RecommendationDTO {
  return {
    id: row.id,
    original_question: row.original_question,
    selected_question: row.selected_question,
    group: row.group_key !== null ? { id: row.group_id, key: row.group_key } : null,
    source: parseButtonId(row.group_id).source,
    platform: row.platform,
    user_id: row.user_id,
    datetime: taipeiMinute(row.created_at),
    saved: row.saved,
  };
}

/** The Asia/Taipei days `from`..`to` (both included) as instants. */
function dayBounds(range: { from?: string; to?: string }): { since?: Date; until?: Date } {
  return { since: range.from ? dayStart(range.from) : undefined, until: range.to ? dayEnd(range.to) : undefined };
}

export function exchangeFilter(query: HistoryFilter): ExchangeFilter {
  return {
    platform: query.platform,
    feedback: query.feedback,
    answerStatus: query.answer_status === -1 ? undefined : (query.answer_status as AnswerStatus),
    source: query.source,
    ...dayBounds(query),
    userId: query.user_id || undefined,
    sid: query.sid || undefined,
    lineChatId: query.line_chat_id || undefined,
    search: query.q || undefined,
  };
}

/** One more row than the page is read: whether it exists says if there is a next page. */
function paged<R extends { micros: string; id: string }, T>(rows: R[], limit: number, toDTO: (row: R) => T): { items: T[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(toDTO), next_cursor: rows.length > limit && last ? encodeCursor({ micros: last.micros, id: last.id }) : null };
}

/** A page of exchanges, with how many the filters match on every page (counted again each page: new ones arrive). */
export async function exchangePage(ctx: BackendContext, bot: ChatbotRow, query: HistoryPageQuery): Promise<HistoryExchangePageDTO> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filter = exchangeFilter(query);
  const [rows, matched] = await Promise.all([
    listExchanges(ctx.db, bot.chatbot_id, filter, after, query.limit + 1),
    countExchanges(ctx.db, bot.chatbot_id, filter, HISTORY_COUNT_MAX),
  ]);
  return { ...paged(rows, query.limit, toHistoryExchangeDTO), total: Math.min(matched, HISTORY_COUNT_MAX), more_than_total: matched > HISTORY_COUNT_MAX };
}

export async function recommendationPage(ctx: BackendContext, bot: ChatbotRow, query: RecommendationPageQuery): Promise<RecommendationPageDTO> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filter = { saved: query.saved, platform: query.platform, ...dayBounds(query) };
  const rows = await listRecommendations(ctx.db, bot.chatbot_id, filter, after, query.limit + 1);
  return paged(rows, query.limit, recommendationDTO);
}

/** Every exchange the filter matches, newest first, a page at a time: an export never holds the whole history. */
export async function* allExchanges(ctx: BackendContext, bot: ChatbotRow, query: HistoryFilter, pageSize = 500): AsyncGenerator<ExchangeRow[]> {
  const filter = exchangeFilter(query);
  let after: { micros: string; id: string } | undefined;
  for (;;) {
    const rows = await listExchanges(ctx.db, bot.chatbot_id, filter, after, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1];
    after = { micros: last.micros, id: last.id };
  }
}

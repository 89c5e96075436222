// The owner's conversation history and recommendations log (PRODUCT.md §2, §3, §4): list filters, paging and the
// bodies that add a history question to the Q&A set. Shared by backend, BFF and web.
import { z } from 'zod';
import { ANSWER_SOURCES, ANSWER_STATUS, MESSAGE_MAX_CHARS, PLATFORMS } from './constants';
import { csvHeaderLanguageSchema, MSG, text } from './validation';

export const HISTORY_PAGE_SIZE_DEFAULT = 20;
export const HISTORY_PAGE_SIZE_MAX = 100;
/** The history list counts the exchanges its filters match up to this many; past it, it says "more than". */
export const HISTORY_COUNT_MAX = 10_000;
/** Groups the add-to-Q&A picker proposes. */
export const LIKELY_GROUPS_MAX = 10;

/** §4 history answer-status filter: -1 all, else one §4 answer status. */
export const ANSWER_STATUS_FILTERS = [-1, ...Object.values(ANSWER_STATUS)] as const;
/** §3 recommendation saved status: 0 not saved, 1 saved, 2 no Q&A group. */
export const RECOMMENDATION_SAVED_STATUSES = [0, 1, 2] as const;

/** A query-string number that must be one of `values`. */
const oneOf = <T extends number>(values: readonly T[]) =>
  z
    .string()
    .trim()
    .regex(/^-?[0-9]+$/, MSG.invalidValue)
    .transform(Number)
    .refine((value): value is T => (values as readonly number[]).includes(value), MSG.invalidValue);

/**
 * A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not), from 1900 on: nothing here is older, and a day near
 * year 1 moved to Taipei time falls before what PostgreSQL's timestamps hold.
 */
export const calendarDay = z
  .string()
  .trim()
  .regex(/^(19|[2-9][0-9])[0-9]{2}-[0-9]{2}-[0-9]{2}$/, MSG.date)
  .refine((day) => {
    const at = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
  }, MSG.date);

const pageLimit = z.coerce.number({ message: MSG.invalidValue }).int(MSG.invalidValue).min(1, MSG.invalidValue).max(HISTORY_PAGE_SIZE_MAX, MSG.invalidValue).default(HISTORY_PAGE_SIZE_DEFAULT);

/** Asia/Taipei days, both ends included; `from` may not come after `to`. */
export const dayRange = {
  from: calendarDay.optional(),
  to: calendarDay.optional(),
};
export const orderedDays = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;

const historyFilterFields = {
  platform: z.enum(PLATFORMS, { message: MSG.invalidValue }).optional(),
  feedback: oneOf([0, 1, 2] as const).optional(),
  answer_status: oneOf(ANSWER_STATUS_FILTERS).default(-1),
  /** The source that answered: the Q&A list, an AutoFAQ answer or a knowledge file. */
  source: z.enum(ANSWER_SOURCES, { message: MSG.invalidValue }).optional(),
  ...dayRange,
  user_id: text().trim().max(200, MSG.tooLong).optional(),
  /** One conversation: the history page opens a whole conversation by its sid. */
  sid: text().trim().max(200, MSG.tooLong).optional(),
  /** One LINE group or multi-person chat, every member's exchanges: an exchange's `line_chat_id`. */
  line_chat_id: text().trim().max(200, MSG.tooLong).optional(),
  q: text().trim().max(200, MSG.tooLong).default(''),
};
const cursor = z.string().max(200, MSG.invalidValue).optional();

/** The history list's filters. */
export const historyFilterSchema = z.object(historyFilterFields).refine(orderedDays, { path: ['from'], message: MSG.dateOrder });
export type HistoryFilter = z.output<typeof historyFilterSchema>;

/**
 * GET /history/{botId}/messages.csv: the list's filters, every page; the header row in `language`, the console's
 * (English, the columns' names, without it).
 */
export const historyExportSchema = z.object({ ...historyFilterFields, language: csvHeaderLanguageSchema }).refine(orderedDays, { path: ['from'], message: MSG.dateOrder });
export type HistoryExportQuery = z.output<typeof historyExportSchema>;

/** GET /history/{botId}/messages: filters; `cursor` is the `next_cursor` of the page before. */
export const historyPageSchema = z.object({ ...historyFilterFields, cursor, limit: pageLimit }).refine(orderedDays, { path: ['from'], message: MSG.dateOrder });
export type HistoryPageQuery = z.output<typeof historyPageSchema>;

/** GET /history/{botId}/recommendations. */
export const recommendationPageSchema = z
  .object({
    saved: oneOf(RECOMMENDATION_SAVED_STATUSES).optional(),
    platform: z.enum(PLATFORMS, { message: MSG.invalidValue }).optional(),
    ...dayRange,
    cursor,
    limit: pageLimit,
  })
  .refine(orderedDays, { path: ['from'], message: MSG.dateOrder });
export type RecommendationPageQuery = z.output<typeof recommendationPageSchema>;

/**
 * POST /history/{botId}/messages/{id}/add-to-qa: with `group_id`, the question becomes a new phrasing of that group;
 * without it, a new group of the question and `answer` (then required).
 */
export const addToQaSchema = z
  .object({
    group_id: z.string().trim().min(1, MSG.required).max(100, MSG.tooLong).optional(),
    answer: text().trim().max(5000, MSG.tooLong).optional(),
  })
  .refine((body) => body.group_id !== undefined || (body.answer ?? '') !== '', { path: ['answer'], message: MSG.required });
export type AddToQaBody = z.output<typeof addToQaSchema>;

/** GET /history/{botId}/messages/{id}/likely-groups: `q` replaces the exchange's question when given. */
export const likelyGroupsSchema = z.object({ q: text().trim().max(MESSAGE_MAX_CHARS, MSG.tooLong).optional() });

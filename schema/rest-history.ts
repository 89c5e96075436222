// Backend REST answers of the owner's view of a bot: its conversation history, the recommendations log and the
// overview statistics. Re-exported by schema/rest.ts, so every layer imports them from there.
import type { AnswerOutcome, AnswerSource, AnswerStatus, Platform } from './rules/constants';

/** The Q&A group a history line or recommendation names: its id, key and first question. */
export interface HistoryGroupRefDTO {
  id: string;
  key: string;
  question: string;
}

/** GET /history/{botId}/messages — one exchange: the user's message and the bot's reply. */
export interface HistoryExchangeDTO {
  /** The bot line's id: the reply's `mid`. */
  id: string;
  sid: string;
  user_id: string;
  platform: Platform;
  question: string;
  /** The user unsent the question (LINE): its text is gone, `question` is empty. */
  question_unsent: boolean;
  /** Said in a LINE group or multi-person chat (the reply went to everyone there); null in a user's own chat. */
  line_chat: 'group' | 'room' | null;
  /** Which LINE group or chat (`group:<id>`, `room:<id>`): the `line_chat_id` filter shows all of it; null with `line_chat`. */
  line_chat_id: string | null;
  reply: string;
  /** `YYYY-MM-DD HH:mm`, Asia/Taipei. */
  datetime: string;
  answer_status: AnswerStatus | null;
  /** 0 none, 1 useful, 2 not useful. */
  feedback: 0 | 1 | 2;
  /** The group that answered; null when none did or it was deleted since. */
  matched_group: HistoryGroupRefDTO | null;
  /**
   * The source that answered: the Q&A list, an AutoFAQ answer or a knowledge file. Null when nothing answered (buttons,
   * the failed message, a questionnaire, a message left unanswered: not text, or said while a person has the chat).
   */
  source: AnswerSource | null;
}

export interface HistoryExchangePageDTO {
  items: HistoryExchangeDTO[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
  /** How many exchanges the filters match on all pages, at most HISTORY_COUNT_MAX. */
  total: number;
  /** True when more than `total` (HISTORY_COUNT_MAX) match. */
  more_than_total: boolean;
}

/** GET /history/{botId}/messages/{id}/likely-groups — the bot's groups most like the question, best first. */
export interface LikelyGroupsDTO {
  question: string;
  groups: HistoryGroupRefDTO[];
}

/** A Q&A group by id and key. */
export interface QaGroupKeyDTO {
  id: string;
  key: string;
}

/** GET /history/{botId}/recommendations — one tapped suggestion. */
export interface RecommendationDTO {
  id: string;
  original_question: string;
  selected_question: string;
  /** The selected group; null when it was deleted since, or when the button named another source. */
  group: QaGroupKeyDTO | null;
  /** The source of what the tapped button named: a Q&A group, an AutoFAQ answer or a knowledge passage. */
  source: AnswerSource;
  platform: Platform;
  user_id: string;
  /** `YYYY-MM-DD HH:mm`, Asia/Taipei. */
  datetime: string;
  /** 0 not saved, 1 saved, 2 nothing to save into: the tapped group was deleted, or the AutoFAQ answer or passage was gone at the save. */
  saved: 0 | 1 | 2;
}

export interface RecommendationPageDTO {
  items: RecommendationDTO[];
  next_cursor: string | null;
}

export interface UnhandledQuestionDTO {
  question: string;
  count: number;
  /** ISO 8601 instant of the last ask. */
  last_asked_at: string;
  /** The last ask's exchange id (its reply's history id), for adding the question to the Q&A set. */
  exchange_id: string | null;
}

export interface TopQuestionDTO {
  group_id: string;
  key: string;
  question: string;
  count: number;
}

/** How a period's question count moved against the period before it. */
export interface UsageTileDTO {
  /** Questions (one per user message) in the period, Asia/Taipei. */
  count: number;
  /** The previous period's count: the day before, the week before (weeks start on Monday), the month before. */
  previous: number;
  /** (count − previous) ÷ previous, e.g. 0.25 for +25 %; null when the previous period had no question. */
  change: number | null;
}

/** GET /history/{id}/get-user-stats-fast/?days=7|14|30 */
export interface UserStatsDTO {
  days: 7 | 14 | 30;
  /** The range's first and last Asia/Taipei day (YYYY-MM-DD); the last is today. */
  from: string;
  to: string;
  /** Every day of the range, oldest first, zeros included. */
  daily: { date: string; questions: number }[];
  /** The range's questions no group answered (answer status 2): the most recently asked first, with how often each was asked. */
  unhandled: UnhandledQuestionDTO[];
  /** The five groups most often matched in the range. */
  top_questions: TopQuestionDTO[];
  /** Questions per tag of the matched groups in the range (a group with two tags counts for both), most first. */
  tags: { tag: string; count: number }[];
  /**
   * The range's questions by how they were met: answered from the Q&A list, an AutoFAQ answer or a knowledge file,
   * offered similar-question buttons, given the failed message, taken into a questionnaire, or other (not text, or
   * said while a person has the conversation). They add up to the range's questions.
   */
  answers: AnswerOutcomesDTO;
  tiles: UsageTilesDTO;
}

/** Questions by how they were met, one count per outcome. */
export type AnswerOutcomesDTO = Record<AnswerOutcome, number>;

export interface UsageTilesDTO {
  today: UsageTileDTO;
  yesterday: UsageTileDTO;
  this_week: UsageTileDTO;
  last_week: UsageTileDTO;
  this_month: UsageTileDTO;
  last_month: UsageTileDTO;
}

/** GET /history/weekly-questions: the dashboard bot list's "questions this week", every bot of the account. */
export interface WeeklyQuestionsDTO {
  /** This week's Monday, Asia/Taipei (YYYY-MM-DD). */
  week_start: string;
  bots: { chatbot_id: string; questions: number }[];
}

/** GET /history/{id}/get-user-stats-llm/?days=7|14|30: the range's unhandled questions grouped into themes. */
export interface UnhandledThemesDTO {
  days: 7 | 14 | 30;
  from: string;
  to: string;
  /** The most asked first. */
  themes: UnhandledThemeDTO[];
}

export interface UnhandledThemeDTO {
  /** How often the theme's questions were asked in the range. */
  count: number;
  /** Up to 3 of its questions: the most central first, then the most asked. */
  examples: { question: string; count: number }[];
  /** A new Q&A group that would answer the theme: its most central question and the other examples. */
  suggested_group: SuggestedGroupDTO;
  /** A sentence on what the askers want, when a language model is configured and answered in time; else null. */
  summary: string | null;
}

export interface SuggestedGroupDTO {
  question: string;
  similar_questions: string[];
}

// The history list's filters: their URL keys (those of the REST list and the CSV export) and their reading as the
// GraphQL HistoryFilterInput.
import type { HistoryFilter } from '../../../../schema/rules';
import type { AnswerSource, AnswerStatus, Feedback, HistoryFilterInput } from '../../__generated__/graphql';

export const HISTORY_FILTER_KEYS = ['platform', 'feedback', 'answer_status', 'source', 'from', 'to', 'user_id', 'q'] as const;
export type HistoryFilterKey = (typeof HISTORY_FILTER_KEYS)[number];

/** §3 feedback codes 0, 1, 2 and §4 answer-status codes 0–5, in code order. */
export const FEEDBACKS: readonly Feedback[] = ['NONE', 'USEFUL', 'NOT_USEFUL'];
export const ANSWER_STATUSES: readonly AnswerStatus[] = ['OTHER', 'ANSWERED', 'NO_ANSWER', 'OPTIONS', 'QUESTIONNAIRE', 'AUTOQA'];
/** The sources that answer, by their REST code (the URL's `source`). */
export const ANSWER_SOURCES: Record<NonNullable<HistoryFilter['source']>, AnswerSource> = { qa: 'QA', autofaq: 'AUTOFAQ', knowledge: 'KNOWLEDGE' };

/** Only the filters that are set (an absent one matches all). */
export function historyFilterInput(filter: HistoryFilter): HistoryFilterInput {
  const input: HistoryFilterInput = {};
  if (filter.platform) input.platform = filter.platform;
  if (filter.feedback !== undefined) input.feedback = FEEDBACKS[filter.feedback];
  if (filter.answer_status !== -1) input.answerStatus = ANSWER_STATUSES[filter.answer_status];
  if (filter.source) input.source = ANSWER_SOURCES[filter.source];
  if (filter.from) input.from = filter.from;
  if (filter.to) input.to = filter.to;
  if (filter.user_id) input.userId = filter.user_id;
  if (filter.q) input.search = filter.q;
  return input;
}

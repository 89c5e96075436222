// The owner's-view GraphQL arguments as the backend's query strings, checked first with the same shared rules
// (schema/rules/history.ts), so a bad day or page size is VALIDATION_FAILED naming the GraphQL field.
import type { HistoryFilterInput, RecommendationFilterInput } from './__generated__/resolvers-types';
import { historyPageSchema, recommendationPageSchema } from '../schema/rules/history';
import type { QueryParams } from './datasources/HistoryAPI';
import { answerSourceCode, answerStatusCode, feedbackCode, recommendationSavedCode } from './enums';
import { MSG } from '../schema/rules/validation';
import { validationFailed } from './errors';
import { parseInput } from './validation';

/** The entries that were given, as strings. */
function given(entries: Record<string, string | number | null | undefined>): QueryParams {
  const params: QueryParams = {};
  for (const [name, value] of Object.entries(entries)) if (value !== null && value !== undefined) params[name] = String(value);
  return params;
}

interface Paging {
  cursor?: string | null;
  limit?: number | null;
}

export function historyParams(filter: HistoryFilterInput | null | undefined, paging: Paging): QueryParams {
  const params = given({
    platform: filter?.platform,
    feedback: filter?.feedback ? feedbackCode(filter.feedback) : undefined,
    answer_status: filter?.answerStatus ? answerStatusCode(filter.answerStatus) : undefined,
    source: filter?.source ? answerSourceCode(filter.source) : undefined,
    from: filter?.from,
    to: filter?.to,
    user_id: filter?.userId,
    sid: filter?.sid,
    line_chat_id: filter?.lineChatId,
    q: filter?.search,
    cursor: paging.cursor,
    limit: paging.limit,
  });
  parseInput(historyPageSchema, params);
  return params;
}

export function recommendationParams(filter: RecommendationFilterInput | null | undefined, paging: Paging): QueryParams {
  const params = given({
    saved: filter?.saved ? recommendationSavedCode(filter.saved) : undefined,
    platform: filter?.platform,
    from: filter?.from,
    to: filter?.to,
    cursor: paging.cursor,
    limit: paging.limit,
  });
  parseInput(recommendationPageSchema, params);
  return params;
}

/** §9 overview ranges. */
export function statsDays(days: number | null | undefined): 7 | 14 | 30 {
  const value = days ?? 7;
  if (value === 7 || value === 14 || value === 30) return value;
  throw validationFailed([{ field: 'days', message: MSG.invalidValue }]);
}

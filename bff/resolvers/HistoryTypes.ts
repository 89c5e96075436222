// The owner's-view types from the backend's history and statistics DTOs: snake_case fields renamed, §3/§4 codes
// turned into their enums.
import type {
  AnswerOutcomesResolvers,
  HistoryExchangePageResolvers,
  HistoryExchangeResolvers,
  RecommendationPageResolvers,
  RecommendationResolvers,
  SuggestedGroupResolvers,
  TopQuestionResolvers,
  UnhandledQuestionResolvers,
  UnhandledThemeResolvers,
  UsageTilesResolvers,
  UserStatsResolvers,
} from '../__generated__/resolvers-types';
import { answerSourceOf, answerStatusOf, feedbackOf, recommendationSavedOf } from '../enums';

export const HistoryExchange: HistoryExchangeResolvers = {
  userId: (exchange) => exchange.user_id,
  questionUnsent: (exchange) => exchange.question_unsent,
  lineChat: (exchange) => (exchange.line_chat === null ? null : exchange.line_chat === 'group' ? 'GROUP' : 'ROOM'),
  lineChatId: (exchange) => exchange.line_chat_id,
  answerStatus: (exchange) => (exchange.answer_status === null ? null : answerStatusOf(exchange.answer_status)),
  feedback: (exchange) => feedbackOf(exchange.feedback),
  matchedGroup: (exchange) => exchange.matched_group,
  source: (exchange) => (exchange.source === null ? null : answerSourceOf(exchange.source)),
};

export const HistoryExchangePage: HistoryExchangePageResolvers = {
  nextCursor: (page) => page.next_cursor,
  moreThanTotal: (page) => page.more_than_total,
};

export const Recommendation: RecommendationResolvers = {
  originalQuestion: (record) => record.original_question,
  selectedQuestion: (record) => record.selected_question,
  userId: (record) => record.user_id,
  source: (record) => answerSourceOf(record.source),
  saved: (record) => recommendationSavedOf(record.saved),
};

export const RecommendationPage: RecommendationPageResolvers = {
  nextCursor: (page) => page.next_cursor,
};

export const UserStats: UserStatsResolvers = {
  topQuestions: (stats) => stats.top_questions,
};

export const AnswerOutcomes: AnswerOutcomesResolvers = {
  noAnswer: (outcomes) => outcomes.no_answer,
};

export const UsageTiles: UsageTilesResolvers = {
  thisWeek: (tiles) => tiles.this_week,
  lastWeek: (tiles) => tiles.last_week,
  thisMonth: (tiles) => tiles.this_month,
  lastMonth: (tiles) => tiles.last_month,
};

export const UnhandledQuestion: UnhandledQuestionResolvers = {
  lastAskedAt: (question) => question.last_asked_at,
  exchangeId: (question) => question.exchange_id,
};

export const TopQuestion: TopQuestionResolvers = {
  groupId: (question) => question.group_id,
};

export const UnhandledTheme: UnhandledThemeResolvers = {
  suggestedGroup: (theme) => theme.suggested_group,
};

export const SuggestedGroup: SuggestedGroupResolvers = {
  similarQuestions: (group) => group.similar_questions,
};

// The answer engine's matching core: normalise, tokenise, build a bot's index from Q&A groups, match a message.
export { normalise } from './normalise';
export { tokenise, type Term, type TermKind } from './tokenise';
export { buildIndex, mergeIndexes, type AnswerIndex, type BuildOptions, type FieldIndex, type QaGroupSource } from './answer-index';
export {
  DEFAULT_MATCH_OPTIONS,
  decide,
  loadIndex,
  match,
  nearestOffTopicMessage,
  type OffTopicLikeness,
  type Candidate,
  type Decision,
  type MatchResult,
} from './match';
export type { DecisionOptions, MatchOptions, RankingOptions } from './options';
export { CsvSyntaxError, parseCsv, parseQaCsv, type CsvRecord, type CsvRowError, type QaCsvResult, type QaGroupInput } from './csv';
export { evaluate, percentile, repliedGroup, type EvaluatedResult, type EvaluationReport, type LabelledQuery } from './evaluation';

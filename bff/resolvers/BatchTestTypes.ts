// The batch test types from the backend's DTOs: snake_case fields renamed, answer sources and §4 answer statuses
// turned into their enums; states and outcomes are already the enums' words.
import type {
  BatchTestComparisonResolvers,
  BatchTestProgressResolvers,
  BatchTestRowChangeResolvers,
  BatchTestRowOutcomeResolvers,
  BatchTestRowResolvers,
  BatchTestRunListResolvers,
  BatchTestRunResolvers,
  BatchTestSummaryResolvers,
  BatchTestWrongMatchResolvers,
} from '../__generated__/resolvers-types';
import type { AnswerStatus as AnswerStatusCode } from '../../schema/rules/constants';
import { answerSourceOf, answerStatusOf } from '../enums';

const statusOf = (code: AnswerStatusCode | null) => (code === null ? null : answerStatusOf(code));

export const BatchTestRun: BatchTestRunResolvers = {
  id: (run) => run.run_id,
  botId: (run) => run.chatbot_id,
  fileName: (run) => run.file_name,
  createdAt: (run) => run.created_at,
  finishedAt: (run) => run.finished_at,
  previousRunId: (run) => run.previous_run_id,
};

export const BatchTestSummary: BatchTestSummaryResolvers = {
  passRate: (summary) => summary.pass_rate,
  answeredShare: (summary) => summary.answered_share,
  optionsShare: (summary) => summary.options_share,
  noAnswerShare: (summary) => summary.no_answer_share,
  wrongMatches: (summary) => summary.wrong_matches,
};

export const BatchTestWrongMatch: BatchTestWrongMatchResolvers = {
  groupId: (match) => match.group_id,
};

export const BatchTestRunList: BatchTestRunListResolvers = {
  rowLimit: (list) => list.row_limit,
};

export const BatchTestRow: BatchTestRowResolvers = {
  expectedAnswer: (row) => row.expected_answer,
  source: (row) => (row.source === null ? null : answerSourceOf(row.source)),
  answerStatus: (row) => statusOf(row.answer_status),
};

export const BatchTestComparison: BatchTestComparisonResolvers = {
  runId: (comparison) => comparison.run_id,
  otherRunId: (comparison) => comparison.other_run_id,
};

export const BatchTestRowChange: BatchTestRowChangeResolvers = {
  expectedAnswer: (change) => change.expected_answer,
};

export const BatchTestRowOutcome: BatchTestRowOutcomeResolvers = {
  answerStatus: (outcome) => statusOf(outcome.answer_status),
};

export const BatchTestProgress: BatchTestProgressResolvers = {
  runId: (event) => event.run_id,
  botId: (event) => event.chatbot_id,
};

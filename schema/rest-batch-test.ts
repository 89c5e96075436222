// Backend REST answers of the batch test (§2 advanced test). Re-exported by schema/rest.ts.
import type { BatchTestState } from './rules/batch-test';
import type { AnswerStatus } from './rules/constants';

export interface BatchTestSummaryDTO {
  /** Rows with an expected answer whose reply carries it, and those whose reply does not. */
  passed: number;
  failed: number;
  /** passed ÷ (passed + failed); null when no row has an expected answer (or none is answered yet). */
  pass_rate: number | null;
  /** Shares of the answered rows (0..1): an answer (status 1 or 5), similar-question options (3), the failed message (2). */
  answered_share: number;
  options_share: number;
  no_answer_share: number;
  /** The groups that answered failed rows most often, most first (at most 5). */
  wrong_matches: { group_id: string; key: string | null; count: number }[];
}

/** GET /batch-test/{botId}/runs/events: a run's state as it moves (SSE event `batch_test`). */
export interface BatchTestRunEventDTO {
  run_id: string;
  chatbot_id: string;
  state: BatchTestState;
  done: number;
  total: number;
  progress: number;
  message: string;
}

/** POST /batch-test/{botId}/runs → 201; GET …/runs/{runId}. */
export interface BatchTestRunDTO {
  run_id: string;
  chatbot_id: string;
  file_name: string;
  state: BatchTestState;
  done: number;
  total: number;
  /** done ÷ total. */
  progress: number;
  /** Why it failed; empty otherwise. */
  message: string;
  created_at: string;
  finished_at: string | null;
  summary: BatchTestSummaryDTO;
  /** The newest earlier run of the same file (same rows), to compare with; null when there is none. */
  previous_run_id: string | null;
}

export interface BatchTestRunListDTO {
  runs: BatchTestRunDTO[];
  /** The plan's limit on the rows of one run. */
  row_limit: number;
}

/** One question of a run and how the bot answered it. */
export interface BatchTestRowDTO {
  position: number;
  /** The file line it came from. */
  line: number;
  question: string;
  expected_answer: string | null;
  answered: boolean;
  reply: string | null;
  source: 'qa' | 'autofaq' | 'knowledge' | null;
  answer_status: AnswerStatus | null;
  group: { id: string; key: string } | null;
  confidence: number | null;
  /** Whether the reply carries the expected answer; null without one or before the row is answered. */
  passed: boolean | null;
}

export interface BatchTestRowPageDTO {
  rows: BatchTestRowDTO[];
  /** Rows matching the outcome filter. */
  total: number;
}

/** GET …/runs/{runId}/compare/{otherRunId}: how the rows moved since the earlier run of the same file. */
export interface BatchTestComparisonDTO {
  run_id: string;
  other_run_id: string;
  /** Rows good now that were not then, and the reverse. A row is good when it passed, or without an expected answer, when it was answered. */
  fixed: BatchTestRowChangeDTO[];
  broken: BatchTestRowChangeDTO[];
}

export interface BatchTestRowChangeDTO {
  position: number;
  question: string;
  /** The row's expected answer (both runs hold the same file's rows), or null when the file gave none. */
  expected_answer: string | null;
  before: { reply: string | null; answer_status: AnswerStatus | null; passed: boolean | null };
  after: { reply: string | null; answer_status: AnswerStatus | null; passed: boolean | null };
}

/** One of the summary's wrong matches, named for the BFF's mapper. */
export type BatchTestWrongMatchDTO = BatchTestSummaryDTO['wrong_matches'][number];
/** A row's side of a comparison, named for the BFF's mapper. */
export type BatchTestRowOutcomeDTO = BatchTestRowChangeDTO['before'];

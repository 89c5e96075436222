// Batch-test runs and their rows: a run is a job of the framework (claimed, beating, resumable); its rows are the
// file's questions, each filled with the pipeline's reply once answered.
import type { ColumnType, Selectable } from 'kysely';
import type { AnswerStatus } from '../../schema/rules/constants';
import type { BatchTestState } from '../../schema/rules/batch-test';

type Optional<T> = ColumnType<T, T | undefined, T>;

export interface BatchTestRunTable {
  run_id: string;
  chatbot_id: string;
  file_name: string;
  file_hash: string;
  state: BatchTestState;
  total: number;
  done: Optional<number>;
  /** done ÷ total, 0..1. */
  progress: Optional<number>;
  /** The failure reason, when it failed. */
  message: Optional<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  started_at: Optional<Date | null>;
  finished_at: Optional<Date | null>;
  claimed_by: Optional<string | null>;
  claimed_at: Optional<Date | null>;
}
export type BatchTestRunRow = Selectable<BatchTestRunTable>;

export interface BatchTestRowTable {
  run_id: string;
  position: number;
  line: number;
  question: string;
  expected_answer: string | null;
  answered: Optional<boolean>;
  reply: Optional<string | null>;
  /** qa, autofaq or knowledge: the source that answered; null for options and the failed message. */
  source: Optional<string | null>;
  answer_status: Optional<AnswerStatus | null>;
  group_id: Optional<string | null>;
  /** The best candidate's confidence (0..1), whichever source proposed it. */
  confidence: Optional<number | null>;
  /** Whether the reply carries the expected answer; null without one. */
  passed: Optional<boolean | null>;
}
export type BatchTestRowRow = Selectable<BatchTestRowTable>;

// Prompt-optimisation jobs (§4): one row per run, claimed by any replica's worker with FOR UPDATE SKIP LOCKED.
import type { ColumnType, Selectable } from 'kysely';
import type { OptimizationState } from '../../schema/rest';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** One row of the uploaded file: a question and the answer the owner expects. */
export interface OptimizationRow {
  question: string;
  answer: string;
}

export type OptimizationDecision = 'pending' | 'applied' | 'discarded';

export interface PromptOptimizationTable {
  job_id: string;
  chatbot_id: string;
  state: OptimizationState;
  /** queued, baseline, proposing, measuring, done. */
  step: Optional<string>;
  /** 0..1 */
  progress: Optional<number>;
  /** Failure reason or a short progress note. */
  message: Optional<string>;
  /** jsonb array of OptimizationRow; written as a JSON string. */
  rows: ColumnType<OptimizationRow[], string, string>;
  row_count: number;
  before_score: Optional<number | null>;
  after_score: Optional<number | null>;
  /** The bot-level prompt the job measured against. */
  base_prompt: Optional<string | null>;
  proposed_prompt: Optional<string | null>;
  decision: Optional<OptimizationDecision>;
  created_at: ColumnType<Date, Date | undefined, never>;
  started_at: Optional<Date | null>;
  finished_at: Optional<Date | null>;
  claimed_by: Optional<string | null>;
  claimed_at: Optional<Date | null>;
}
export type PromptOptimizationRow = Selectable<PromptOptimizationTable>;

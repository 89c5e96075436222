// The jobs table: training jobs, claimed by any backend replica with FOR UPDATE SKIP LOCKED (backend/jobs/job-store.ts).
import type { ColumnType, Selectable } from 'kysely';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** The kinds whose jobs this table holds (ingestion and optimisation keep theirs in their own tables: job-store.ts). */
export type JobsTableKind = 'training';
export type JobState = 'training' | 'success' | 'failure';

export interface JobTable {
  job_id: string;
  chatbot_id: string;
  kind: JobsTableKind;
  state: JobState;
  /** 0..1 */
  progress: Optional<number>;
  /** Failure reason or the current step. */
  message: Optional<string>;
  group_count: Optional<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  started_at: Optional<Date | null>;
  finished_at: Optional<Date | null>;
  /** The worker that holds the job; a claim older than the stale limit may be taken over. */
  claimed_by: Optional<string | null>;
  claimed_at: Optional<Date | null>;
}
export type JobRow = Selectable<JobTable>;

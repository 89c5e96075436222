// The background worker of one backend process: looks for claimable training jobs every poll interval and at once
// when woken by NOTIFY, and runs them one at a time. Any number of replicas may run one each.
import type { BotChanges } from '../caching/bot-changes';
import type { BackendDatabase } from '../db/database';
import { runTrainingJob } from '../qa/training.job';
import { JOBS_WAKE_CHANNEL } from './channels';
import { claimNextTrainingJob, refreshTrainingClaim, releaseEarlierTrainingClaims } from './job.repository';
import { startPollingWorker, type PollingWorker } from './polling-worker';
import type { WorkerIdentity } from './replica';

export interface JobWorkerOptions {
  identity: WorkerIdentity;
  /** How often to look for work without a wake-up (new jobs wake it; abandoned ones are only found so). */
  pollMs?: number;
  /** Receives errors of the loop itself (e.g. the database is unreachable); job failures go to the job row. */
  report?: (error: unknown) => void;
}

export type JobWorker = PollingWorker;

export function startJobWorker(database: BackendDatabase, botChanges: BotChanges, options: JobWorkerOptions): Promise<JobWorker> {
  return startPollingWorker(database, {
    wakeChannel: JOBS_WAKE_CHANNEL,
    identity: options.identity,
    releaseEarlierClaims: (identity) => releaseEarlierTrainingClaims(database.db, identity),
    claim: (workerId) => claimNextTrainingJob(database.db, workerId),
    heartbeat: (job, workerId) => refreshTrainingClaim(database.db, job.job_id, workerId),
    // A claimed job is always run to its end (training takes seconds), so stopping never strands one.
    run: (job, workerId) => runTrainingJob(database, botChanges, job, workerId),
    pollMs: options.pollMs,
    report: options.report,
  });
}

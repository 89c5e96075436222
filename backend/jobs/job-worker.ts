// The background worker of one backend process: looks for claimable jobs every poll interval and at once
// when woken by NOTIFY, and runs them one at a time. Any number of replicas may run one each.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { BackendDatabase } from '../db/database';
import { runTrainingJob } from '../qa/training.job';
import { JOBS_WAKE_CHANNEL } from './channels';
import { claimNextTrainingJob } from './job.repository';

export interface JobWorkerOptions {
  /** How often to look for work without a wake-up (new jobs wake it; abandoned ones are only found so). */
  pollMs?: number;
  /** Receives errors of the loop itself (e.g. the database is unreachable); job failures go to the job row. */
  report?: (error: unknown) => void;
}

export interface JobWorker {
  readonly workerId: string;
  /** Stops looking for work and resolves once the job in hand (if any) has finished. */
  stop(): Promise<void>;
}

export async function startJobWorker(database: BackendDatabase, options: JobWorkerOptions = {}): Promise<JobWorker> {
  const workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const report = options.report ?? (() => undefined);
  let stopped = false;
  let running: Promise<void> | undefined;
  // A wake-up that arrives while we drain must not be lost: drain once more afterwards.
  let wokenWhileRunning = false;

  const drain = async () => {
    do {
      wokenWhileRunning = false;
      // A claimed job is always run to its end (training takes seconds), so stopping never strands one.
      while (!stopped) {
        const job = await claimNextTrainingJob(database.db, workerId);
        if (!job) break;
        await runTrainingJob(database, job, workerId);
      }
    } while (wokenWhileRunning && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = drain()
      .catch(report)
      .finally(() => {
        running = undefined;
      });
  };

  const unlisten = await database.listen(JOBS_WAKE_CHANNEL, wake);
  const timer = setInterval(wake, options.pollMs ?? 1000);
  wake();
  return {
    workerId,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten().catch(report);
      await running;
    },
  };
}

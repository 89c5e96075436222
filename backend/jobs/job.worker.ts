// The worker of one job kind in one backend process: claims the kind's jobs every poll interval and at once when
// woken by NOTIFY, and runs them one at a time (or resumes one a dead worker left), refreshing the claim every
// heartbeat. Any number of replicas may run one each. A job that throws ends in failure with the kind's reason; a lost
// claim or a stop (shutdown) leaves the row to whichever worker holds it or takes it over.
import type { BackendContext } from '../context';
import { jobWakeChannel } from './channels';
import { announceJob, ClaimLost, failureCode, type ClaimedJob, type JobEvent, type JobKind } from './job-kind';
import { claimNextJob, refreshJobClaim, releaseEarlierJobClaims, writeClaimedJob, type ClaimedRow, type JobTableName } from './job-store';
import { startPollingWorker, type PollingWorker } from './polling-worker';
import type { WorkerIdentity } from './replica';

export interface JobWorkerOptions {
  identity: WorkerIdentity;
  /** How often to look for work without a wake-up (new jobs wake it; abandoned ones are only found so). */
  pollMs?: number;
  /** Receives errors of the loop itself (e.g. the database is unreachable) and unexpected job errors. */
  report?: (error: unknown) => void;
}

/** Runs (or resumes) one claimed job to its end; its failure goes to its row. */
export async function runClaimedJob<T extends JobTableName, Event extends JobEvent>(
  ctx: BackendContext,
  kind: JobKind<T, Event>,
  claimed: ClaimedRow<T>,
  workerId: string,
  signal: AbortSignal,
  report: (error: unknown) => void = () => undefined,
): Promise<void> {
  const job: ClaimedJob<T> = {
    row: claimed.row,
    workerId,
    signal,
    async step(changes, via = ctx.db) {
      const row = await writeClaimedJob(via, kind.store, claimed.id, workerId, changes);
      if (!row) throw new ClaimLost();
      await announceJob(ctx.database, kind.store.kind, kind.progress.toEvent(row), via);
      return row;
    },
  };
  try {
    await (claimed.resumed ? kind.resume(ctx, job) : kind.run(ctx, job));
  } catch (error) {
    if (error instanceof ClaimLost || signal.aborted) return;
    const failure = (kind.failureOf ?? failureCode)(error);
    if (failure.unexpected) report(error);
    await job.step(kind.failed(failure.reason.slice(0, 500), ctx)).catch(() => undefined);
  }
}

export function startJobWorker<T extends JobTableName, Event extends JobEvent>(ctx: BackendContext, kind: JobKind<T, Event>, options: JobWorkerOptions): Promise<PollingWorker> {
  const { store } = kind;
  const report = options.report ?? (() => undefined);
  return startPollingWorker(ctx.database, {
    wakeChannel: jobWakeChannel(store.kind),
    identity: options.identity,
    releaseEarlierClaims: (identity) => releaseEarlierJobClaims(ctx.db, store, identity),
    claim: async (workerId) => {
      const job = await claimNextJob(ctx.db, store, workerId);
      return job ? [job] : [];
    },
    heartbeat: (claimed, workerId) => refreshJobClaim(ctx.db, store, claimed.id, workerId),
    run: (claimed, workerId, signal) => runClaimedJob(ctx, kind, claimed, workerId, signal, report),
    pollMs: options.pollMs,
    report,
  });
}

// The prompt-optimisation worker of one backend process: looks for claimable jobs every poll interval and at once
// when woken by NOTIFY, and runs them one at a time. Any number of replicas may run one each. Stopping aborts the
// model call in hand; the job's row is then left claimed, and this replica's next process takes it over at start (another
// replica once the claim is stale).
import type { BackendContext } from '../context';
import { startPollingWorker, type PollingWorker } from '../jobs/polling-worker';
import type { WorkerIdentity } from '../jobs/replica';
import type { LanguageModel } from '../llm/provider';
import { OPTIMIZATION_WAKE_CHANNEL } from './channels';
import { runOptimizationJob } from './optimization.job';
import { claimNextOptimization, refreshOptimizationClaim, releaseEarlierOptimizationClaims } from './optimization.repository';

export interface OptimizationWorkerOptions {
  identity: WorkerIdentity;
  pollMs?: number;
  /** Receives errors of the loop itself and unexpected job errors; expected failures go to the job row. */
  report?: (error: unknown) => void;
}

/** Stopping it aborts the job in hand and resolves once it has let go. */
export type OptimizationWorker = PollingWorker;

export function startOptimizationWorker(ctx: BackendContext, model: LanguageModel | undefined, options: OptimizationWorkerOptions): Promise<OptimizationWorker> {
  const report = options.report ?? (() => undefined);
  return startPollingWorker(ctx.database, {
    wakeChannel: OPTIMIZATION_WAKE_CHANNEL,
    identity: options.identity,
    releaseEarlierClaims: (identity) => releaseEarlierOptimizationClaims(ctx.db, identity),
    claim: (workerId) => claimNextOptimization(ctx.db, workerId),
    heartbeat: (job, workerId) => refreshOptimizationClaim(ctx.db, job.job_id, workerId),
    run: (job, workerId, signal) => runOptimizationJob({ ctx, model, workerId, signal }, job, report),
    pollMs: options.pollMs,
    report,
  });
}

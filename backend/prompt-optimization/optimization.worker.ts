// The prompt-optimisation worker of one backend process: looks for claimable jobs every poll interval and at once
// when woken by NOTIFY, and runs them one at a time. Any number of replicas may run one each. Stopping aborts the
// model call in hand; the job's row is then left claimed and another replica takes it over once the claim is stale.
import type { BackendContext } from '../context';
import { startPollingWorker, type PollingWorker } from '../jobs/polling-worker';
import type { LanguageModel } from '../llm/provider';
import { OPTIMIZATION_WAKE_CHANNEL } from './channels';
import { runOptimizationJob } from './optimization.job';
import { claimNextOptimization } from './optimization.repository';

export interface OptimizationWorkerOptions {
  pollMs?: number;
  /** Receives errors of the loop itself and unexpected job errors; expected failures go to the job row. */
  report?: (error: unknown) => void;
}

/** Stopping it aborts the job in hand and resolves once it has let go. */
export type OptimizationWorker = PollingWorker;

export function startOptimizationWorker(ctx: BackendContext, model: LanguageModel | undefined, options: OptimizationWorkerOptions = {}): Promise<OptimizationWorker> {
  const report = options.report ?? (() => undefined);
  return startPollingWorker(ctx.database, {
    wakeChannel: OPTIMIZATION_WAKE_CHANNEL,
    claim: (workerId) => claimNextOptimization(ctx.db, workerId),
    run: (job, workerId, signal) => runOptimizationJob({ ctx, model, workerId, signal }, job, report),
    pollMs: options.pollMs,
    report,
  });
}

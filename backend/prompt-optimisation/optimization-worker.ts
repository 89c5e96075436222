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
    // Never what keeps a process alive: an app built without server.ts (tests) may be dropped without close().
    unref: true,
    report,
  });
}

const workers = new WeakMap<BackendContext, Promise<OptimizationWorker>>();

/**
 * Starts this backend's worker once (the router calls it when mounted) and stops it when the backend ends its
 * streams on close. Starting it in backend/server.ts beside the other workers would let close() await the stop.
 */
export function ensureOptimizationWorker(ctx: BackendContext, model: LanguageModel | undefined, options: OptimizationWorkerOptions = {}): void {
  if (workers.has(ctx)) return;
  const worker = startOptimizationWorker(ctx, model, options);
  workers.set(ctx, worker);
  worker.catch(options.report ?? (() => undefined));
  ctx.openStreams.add(() => {
    void stopOptimizationWorker(ctx);
  });
}

/** Stops this backend's worker, if one was started, and resolves once it has let go of its job. */
export async function stopOptimizationWorker(ctx: BackendContext): Promise<void> {
  const worker = workers.get(ctx);
  if (!worker) return;
  await (await worker.catch(() => undefined))?.stop();
}

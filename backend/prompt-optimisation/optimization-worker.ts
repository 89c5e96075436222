// The prompt-optimisation worker of one backend process: looks for claimable jobs every poll interval and at once
// when woken by NOTIFY, and runs them one at a time. Any number of replicas may run one each. Stopping aborts the
// model call in hand; the job's row is then left claimed and another replica takes it over once the claim is stale.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { BackendContext } from '../context';
import type { LanguageModel } from '../llm/provider';
import { OPTIMIZATION_WAKE_CHANNEL } from './channels';
import { runOptimizationJob } from './optimization.job';
import { claimNextOptimization } from './optimization.repository';

export interface OptimizationWorkerOptions {
  pollMs?: number;
  /** Receives errors of the loop itself and unexpected job errors; expected failures go to the job row. */
  report?: (error: unknown) => void;
}

export interface OptimizationWorker {
  readonly workerId: string;
  /** Stops looking for work, aborts the job in hand and resolves once it has let go. */
  stop(): Promise<void>;
}

export async function startOptimizationWorker(ctx: BackendContext, model: LanguageModel | undefined, options: OptimizationWorkerOptions = {}): Promise<OptimizationWorker> {
  const workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const report = options.report ?? (() => undefined);
  const abort = new AbortController();
  let stopped = false;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let stopping: Promise<void> | undefined;

  const drain = async () => {
    do {
      wokenWhileRunning = false;
      while (!stopped) {
        const job = await claimNextOptimization(ctx.db, workerId);
        if (!job) break;
        await runOptimizationJob({ ctx, model, workerId, signal: abort.signal }, job, report);
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

  const unlisten = await ctx.database.listen(OPTIMIZATION_WAKE_CHANNEL, wake);
  const timer = setInterval(wake, options.pollMs ?? 1000);
  // Never what keeps a process alive: an app built without server.ts (tests) may be dropped without close().
  timer.unref();
  wake();
  return {
    workerId,
    stop() {
      stopping ??= (async () => {
        stopped = true;
        clearInterval(timer);
        abort.abort(new Error('The backend is shutting down'));
        await unlisten().catch(report);
        await running;
      })();
      return stopping;
    },
  };
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

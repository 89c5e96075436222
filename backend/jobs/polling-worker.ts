// The loop every background worker of a backend process shares: claim work every poll interval and at once when
// woken by NOTIFY, and run the claimed items one at a time. Any number of replicas may run one each. The claim of the
// item in hand is refreshed every heartbeat; on start, the claims an earlier process of this replica left are let go.
import type { BackendDatabase } from '../db/database';
import type { WorkerIdentity } from './replica';
import { CLAIM_HEARTBEAT_MS } from './stale-claim';

export interface PollingWorkerOptions<Item> {
  /** The NOTIFY channel whose notifications mean "look for work now" (the payload is ignored). */
  wakeChannel: string;
  /** This process's identity; claimed rows record its claimant as the worker id. */
  identity: WorkerIdentity;
  /** Lets go of the rows an earlier process of this replica held when it died, so they are claimed again at once. */
  releaseEarlierClaims(identity: WorkerIdentity): Promise<unknown>;
  /** Claims the next item for this worker, or resolves to undefined when there is none. */
  claim(workerId: string): Promise<Item | undefined>;
  /** Refreshes the claim of the item in hand, so no other replica thinks its worker dead during a long step. */
  heartbeat(item: Item, workerId: string): Promise<unknown>;
  /** Runs one claimed item to its end; the signal aborts when the worker is stopped. */
  run(item: Item, workerId: string, signal: AbortSignal): Promise<void>;
  /** How often to look for work without a wake-up (abandoned work is only found so). */
  pollMs?: number;
  /** How often the claim of the item in hand is refreshed; CLAIM_HEARTBEAT_MS by default. */
  heartbeatMs?: number;
  /** Lets the process exit while the worker waits (for workers started by the app rather than server.ts). */
  unref?: boolean;
  /** Receives errors of the loop itself (e.g. the database is unreachable). */
  report?: (error: unknown) => void;
}

export interface PollingWorker {
  readonly workerId: string;
  /** Stops looking for work, aborts the signal given to the item in hand and resolves once it has finished. */
  stop(): Promise<void>;
}

export async function startPollingWorker<Item>(database: BackendDatabase, options: PollingWorkerOptions<Item>): Promise<PollingWorker> {
  const workerId = options.identity.claimant;
  const report = options.report ?? (() => undefined);
  const abort = new AbortController();
  let stopped = false;
  let running: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;
  // A wake-up that arrives while we drain must not be lost: drain once more afterwards.
  let wokenWhileRunning = false;

  const drain = async () => {
    do {
      wokenWhileRunning = false;
      while (!stopped) {
        const item = await options.claim(workerId);
        if (item === undefined) break;
        const beat = setInterval(() => {
          options.heartbeat(item, workerId).catch(report);
        }, options.heartbeatMs ?? CLAIM_HEARTBEAT_MS);
        try {
          await options.run(item, workerId, abort.signal);
        } finally {
          clearInterval(beat);
        }
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

  // Should this fail (the database is away), the earlier claims still go stale and are taken over then.
  await options.releaseEarlierClaims(options.identity).catch(report);
  const unlisten = await database.listen(options.wakeChannel, wake);
  const timer = setInterval(wake, options.pollMs ?? 1000);
  if (options.unref) timer.unref();
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

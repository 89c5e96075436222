// The loop every background worker of a backend process shares: claim work every poll interval, at once when woken by
// NOTIFY and whenever an item ends, and run up to `concurrency` claimed items at a time (one by default), each on its
// own: a slow item holds only its own place. Any number of replicas may run one each. The claim of each item in hand
// is refreshed every heartbeat; on start, the claims an earlier process of this replica left are let go.
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
  /** Claims at most `room` items for this worker (none when there is no work). */
  claim(workerId: string, room: number): Promise<Item[]>;
  /** Refreshes the claim of an item in hand, so no other replica thinks its worker dead during a long step. */
  heartbeat(item: Item, workerId: string): Promise<unknown>;
  /** Runs one claimed item to its end; the signal aborts when the worker is stopped. */
  run(item: Item, workerId: string, signal: AbortSignal): Promise<void>;
  /** How many claimed items may run at once; 1 by default. */
  concurrency?: number;
  /** How often to look for work without a wake-up (abandoned work is only found so). */
  pollMs?: number;
  /** How often the claim of the item in hand is refreshed; CLAIM_HEARTBEAT_MS by default. */
  heartbeatMs?: number;
  /** Lets the process exit while the worker waits (for workers started by the app rather than server.ts). */
  unref?: boolean;
  /** Receives errors of the loop itself (e.g. the database is unreachable) and those an item's run throws. */
  report?: (error: unknown) => void;
}

export interface PollingWorker {
  readonly workerId: string;
  /** Stops looking for work, aborts the signal given to the items in hand and resolves once they have finished. */
  stop(): Promise<void>;
}

export async function startPollingWorker<Item>(database: BackendDatabase, options: PollingWorkerOptions<Item>): Promise<PollingWorker> {
  const workerId = options.identity.claimant;
  const report = options.report ?? (() => undefined);
  const concurrency = options.concurrency ?? 1;
  const abort = new AbortController();
  let stopped = false;
  let running: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;
  // A wake-up that arrives while we claim must not be lost: claim once more afterwards.
  let wokenWhileRunning = false;
  const inHand = new Set<Promise<void>>();

  const start = (item: Item) => {
    const beat = setInterval(() => {
      options.heartbeat(item, workerId).catch(report);
    }, options.heartbeatMs ?? CLAIM_HEARTBEAT_MS);
    const ran: Promise<void> = options
      .run(item, workerId, abort.signal)
      .catch(report)
      .finally(() => {
        clearInterval(beat);
        inHand.delete(ran);
        // Its place is free (and the next event of its chat may now be claimable).
        wake();
      });
    inHand.add(ran);
  };
  const drain = async () => {
    do {
      wokenWhileRunning = false;
      while (!stopped && inHand.size < concurrency) {
        const items = await options.claim(workerId, concurrency - inHand.size);
        if (items.length === 0) break;
        items.forEach(start);
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
        await Promise.all(inHand);
      })();
      return stopping;
    },
  };
}

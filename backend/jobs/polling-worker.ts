// The loop every background worker of a backend process shares: claim work every poll interval and at once when
// woken by NOTIFY, and run the claimed items one at a time. Any number of replicas may run one each.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { BackendDatabase } from '../db/database';

export interface PollingWorkerOptions<Item> {
  /** The NOTIFY channel whose notifications mean "look for work now" (the payload is ignored). */
  wakeChannel: string;
  /** Part of the worker id that tells this kind of worker apart in claimed rows (e.g. `ingest`). */
  kind?: string;
  /** Claims the next item for this worker, or resolves to undefined when there is none. */
  claim(workerId: string): Promise<Item | undefined>;
  /** Runs one claimed item to its end; the signal aborts when the worker is stopped. */
  run(item: Item, workerId: string, signal: AbortSignal): Promise<void>;
  /** How often to look for work without a wake-up (abandoned work is only found so). */
  pollMs?: number;
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
  const suffix = randomBytes(4).toString('hex');
  const workerId = [os.hostname(), process.pid, options.kind, suffix].filter((part) => part !== undefined).join(':');
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
        await options.run(item, workerId, abort.signal);
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

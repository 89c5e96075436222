// Shares the public channels' rate limits between replicas. Each replica decides in memory (token-bucket.ts); once a
// second it writes what it allowed per key and reads what the others allowed, and spends that from its own buckets.
// All replicas together then allow about the limit, give or take one second of traffic: the price of never making
// a reply wait on the database. The embedded database has one process only, so there is nothing to share there.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { BackendDatabase } from '../../db/database';
import type { PublicLimits } from '../../context';
import { deleteSpentBefore, insertSpent, spentElsewhereSince } from './public-limit.repository';

/** Rows are read again for this long, so a row committed a little after the previous read is still seen. */
const READ_WINDOW_SECONDS = 5;
/** Rows older than this are deleted (by whichever replica's sync comes by). */
const KEEP_SECONDS = 120;

export interface LimitSync {
  /** One exchange with the other replicas (the timer calls it; tests may too). */
  syncNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startLimitSync(
  database: BackendDatabase,
  limits: PublicLimits,
  options: { intervalMs?: number; replica?: string; report?: (error: unknown) => void } = {},
): LimitSync {
  const replica = options.replica ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const families = Object.entries(limits);
  // Ids of the other replicas' rows already spent here, with when they were first seen.
  const applied = new Map<string, number>();
  let syncs = 0;
  let running: Promise<void> | undefined;

  const exchange = async () => {
    const mine = families.flatMap(([family, buckets]) => [...buckets.takeSpentHere()].map(([key, spent]) => ({ key: `${family}:${key}`, spent })));
    await insertSpent(database.db, replica, mine);
    const now = Date.now();
    for (const row of await spentElsewhereSince(database.db, replica, READ_WINDOW_SECONDS)) {
      if (applied.has(row.id)) continue;
      applied.set(row.id, now);
      const separator = row.key.indexOf(':');
      const buckets = limits[row.key.slice(0, separator) as keyof PublicLimits];
      buckets?.spentElsewhere(row.key.slice(separator + 1), row.spent);
    }
    for (const [id, seenAt] of applied) if (now - seenAt > 2 * READ_WINDOW_SECONDS * 1000) applied.delete(id);
    if (++syncs % 30 === 0) await deleteSpentBefore(database.db, KEEP_SECONDS);
  };
  const syncNow = () => {
    running ??= exchange().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = database.soleWriter
    ? undefined
    : setInterval(() => {
        syncNow().catch((error: unknown) => options.report?.(error));
      }, options.intervalMs ?? 1000);
  timer?.unref();
  return {
    syncNow,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

// Rate-limit counters: one row per counter key and fixed window, shared by every replica.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Counts one hit in the window and answers the window's count so far. */
export async function countHit(db: Kysely<Database>, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Drops the key's counters of windows before this one. */
export async function deleteEarlierWindows(db: Kysely<Database>, key: string, windowStart: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).where('window_start', '<', windowStart).execute();
}

/** Takes one hit back from the window's count. */
export async function refundHit(db: Kysely<Database>, key: string, windowStart: Date): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql`greatest(count - 1, 0)` })
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .execute();
}

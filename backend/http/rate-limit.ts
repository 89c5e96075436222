// Fixed-window rate limiting counted in the database, so all replicas share the counters.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { rateLimited } from './errors';

export interface RateLimitRule {
  /** Names the counter family, e.g. 'login:email'. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one attempt for key under the rule; throws 429 RATE_LIMITED with Retry-After once over the limit.
 * Resolves with a refund, for callers that only count attempts that turn out to fail: counting first
 * and refunding later means concurrent attempts cannot all slip under the limit.
 */
export async function hitRateLimit(db: Kysely<Database>, rule: RateLimitRule, key: string, now = new Date()): Promise<() => Promise<void>> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const counterKey = `${rule.name}:${key}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key: counterKey, window_start: windowStart, count: 1 })
    .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (row.count === 1) {
    // First hit of a new window: the counters of earlier windows are no longer needed.
    await db.deleteFrom('rate_limits').where('key', '=', counterKey).where('window_start', '<', windowStart).execute();
  }
  if (row.count > rule.limit) {
    const retryAfterMs = windowStart.getTime() + rule.windowMs - now.getTime();
    throw rateLimited(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }
  return async () => {
    await db
      .updateTable('rate_limits')
      .set({ count: sql`greatest(count - 1, 0)` })
      .where('key', '=', counterKey)
      .where('window_start', '=', windowStart)
      .execute();
  };
}

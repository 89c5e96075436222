// Fixed-window rate limiting counted in the database, so all replicas share the counters.
import type { Kysely } from 'kysely';
import type { Request, RequestHandler, Response } from 'express';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import { rateLimited } from './errors';
import { countHit, deleteEarlierWindows, refundHit } from './rate-limit.repository';

export interface RateLimitRule {
  /** Names the counter family, e.g. 'login:email'. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one attempt for key under the rule; throws 429 RATE_LIMITED with Retry-After once over the limit (and then
 * does not count it).
 * Resolves with a refund, for callers that only count attempts that turn out to fail: counting first
 * and refunding later means concurrent attempts cannot all slip under the limit.
 */
export async function hitRateLimit(db: Kysely<Database>, rule: RateLimitRule, key: string, now = new Date()): Promise<() => Promise<void>> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const counterKey = `${rule.name}:${key}`;
  const count = await countHit(db, counterKey, windowStart);
  // First hit of a new window: the counters of earlier windows are no longer needed.
  if (count === 1) await deleteEarlierWindows(db, counterKey, windowStart);
  if (count > rule.limit) {
    // A refused attempt did nothing, so it is not counted: the counter stays at the limit, and correct attempts
    // that raced past it are still taken back as they succeed.
    await refundHit(db, counterKey, windowStart);
    const retryAfterMs = windowStart.getTime() + rule.windowMs - now.getTime();
    throw rateLimited(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }
  return () => refundHit(db, counterKey, windowStart);
}

export interface CountedAttempt {
  rule: RateLimitRule;
  /** The counter's key for this request (res carries what earlier guards found); undefined leaves it out of this counter. */
  key(req: Request, res: Response): string | undefined | Promise<string | undefined>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      refundAttempt?: () => Promise<void>;
    }
  }
}

/**
 * Route middleware, first in the chain (or right after the session guard): counts the request under every rule (429 RATE_LIMITED once one is over its
 * limit). A handler that only counts failures takes the attempt back with refundAttempt(res) once it succeeded.
 */
export function countAttempts(ctx: BackendContext, attempts: CountedAttempt[]): RequestHandler {
  return async (req, res, next) => {
    const refunds: (() => Promise<void>)[] = [];
    try {
      for (const { rule, key } of attempts) {
        const counterKey = await key(req, res);
        if (counterKey !== undefined) refunds.push(await hitRateLimit(ctx.db, rule, counterKey, ctx.now()));
      }
    } catch (error) {
      // Refused by a later rule: the counts this request added under the earlier ones are taken back too.
      for (const refund of refunds) await refund();
      throw error;
    }
    res.locals.refundAttempt = async () => {
      for (const refund of refunds) await refund();
    };
    next();
  };
}

/** Takes back the attempt countAttempts counted for this request. */
export async function refundAttempt(res: Response): Promise<void> {
  await res.locals.refundAttempt?.();
}

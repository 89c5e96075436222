// In-memory token buckets: each key may spend `perMinute` requests a minute, refilled continuously. Decided in memory,
// so the hot path never waits on the database; replicas share what they spent through a sync every second
// (limit-sync.ts), which drains each replica's buckets by what the others spent.

export interface BucketVerdict {
  allowed: boolean;
  /** Whole seconds until one request would be allowed again (0 when allowed). */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

// Full buckets are forgotten once this many keys are held, so idle end users do not pile up in memory.
const SWEEP_AT_KEYS = 50_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  /** What this replica spent per key since the last sync took it. */
  private spentHere = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.perMs = perMinute / 60_000;
  }

  take(key: string): BucketVerdict {
    const bucket = this.refilled(key);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.spentHere.set(key, (this.spentHere.get(key) ?? 0) + 1);
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000)) };
  }

  /** Hands over (and forgets) what this replica spent per key since the last call. */
  takeSpentHere(): Map<string, number> {
    const spent = this.spentHere;
    this.spentHere = new Map();
    return spent;
  }

  /**
   * Spends what other replicas spent on the key. The bucket may go below empty (down to one minute's worth owed), so
   * that all replicas together allow the limit, not the limit once per replica.
   */
  spentElsewhere(key: string, count: number): void {
    const bucket = this.refilled(key);
    bucket.tokens = Math.max(-this.perMinute, bucket.tokens - count);
  }

  private refilled(key: string): Bucket {
    const now = this.clock();
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, updatedAt: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.updatedAt) * this.perMs);
    bucket.updatedAt = now;
    if (!this.buckets.has(key)) {
      if (this.buckets.size >= SWEEP_AT_KEYS) this.sweep(now);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) * this.perMs >= this.perMinute) this.buckets.delete(key);
    }
  }
}

export interface PublicApiLimits {
  vendorPerMinute: number;
  userPerMinute: number;
  /** Per client address (IPv4, or IPv6 /64), whatever the bot: one source flooding many bots or user ids. */
  addressPerMinute: number;
}

function positiveInteger(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} is not a positive integer: ${raw}`);
  return value;
}

export function readPublicApiLimits(env: NodeJS.ProcessEnv = process.env): PublicApiLimits {
  return {
    vendorPerMinute: positiveInteger(env.PUBLIC_API_VENDOR_PER_MINUTE, 60_000, 'PUBLIC_API_VENDOR_PER_MINUTE'),
    userPerMinute: positiveInteger(env.PUBLIC_API_USER_PER_MINUTE, 60, 'PUBLIC_API_USER_PER_MINUTE'),
    addressPerMinute: positiveInteger(env.PUBLIC_API_ADDRESS_PER_MINUTE, 600, 'PUBLIC_API_ADDRESS_PER_MINUTE'),
  };
}

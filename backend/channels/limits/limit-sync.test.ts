// Two replicas' public rate limits shared through the database: what one allowed, the other spends too.
import type { BackendDatabase } from '../../db/database';
import type { PublicLimits } from '../../context';
import { openTestDatabase } from '../../../tests/support/test-database';
import { startLimitSync, type LimitSync } from './limit-sync';
import { TokenBuckets } from './token-bucket';

let database: BackendDatabase;
let syncs: LimitSync[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await Promise.all(syncs.map((sync) => sync.stop()));
  syncs = [];
});
afterAll(() => database.close());

const frozen = () => 1_000_000;
function replica(name: string): { limits: PublicLimits; sync: LimitSync } {
  const limits = { vendor: new TokenBuckets(1000, frozen), user: new TokenBuckets(10, frozen), address: new TokenBuckets(1000, frozen) };
  const sync = startLimitSync(database, limits, { replica: name, intervalMs: 60_000 });
  syncs.push(sync);
  return { limits, sync };
}
const allowed = (buckets: TokenBuckets, key: string, times: number) => Array.from({ length: times }, () => buckets.take(key).allowed).filter(Boolean).length;

describe('the rate-limit sync between replicas', () => {
  it('makes two replicas allow one limit between them, not one each', async () => {
    const a = replica('replica-a');
    const b = replica('replica-b');
    expect(allowed(a.limits.user, 'vendor-1:alice', 6)).toBe(6);
    expect(allowed(b.limits.user, 'vendor-1:alice', 6)).toBe(6);
    await a.sync.syncNow();
    await b.sync.syncNow();
    await a.sync.syncNow();
    // Each has spent 6 of 10 itself; with the other's 6 the key is over its limit on both.
    const refusedOnA = a.limits.user.take('vendor-1:alice');
    expect(refusedOnA.allowed).toBe(false);
    expect(refusedOnA.retryAfterSeconds).toBeGreaterThan(6);
    expect(b.limits.user.take('vendor-1:alice').allowed).toBe(false);
    // Other keys and other families are untouched.
    expect(allowed(a.limits.user, 'vendor-1:bob', 10)).toBe(10);
    expect(allowed(b.limits.vendor, 'vendor-1', 5)).toBe(5);
  });

  it('spends what another replica allowed once, however often the rows are read again', async () => {
    const a = replica('replica-c');
    const b = replica('replica-d');
    expect(allowed(a.limits.user, 'vendor-2:carol', 4)).toBe(4);
    await a.sync.syncNow();
    for (let i = 0; i < 4; i++) await b.sync.syncNow();
    // 10 - 4 spent on the other replica: six left here, not fewer.
    expect(allowed(b.limits.user, 'vendor-2:carol', 10)).toBe(6);
  });

  it("does not count a replica's own spending twice", async () => {
    const a = replica('replica-e');
    expect(allowed(a.limits.user, 'vendor-3:dave', 5)).toBe(5);
    await a.sync.syncNow();
    await a.sync.syncNow();
    expect(allowed(a.limits.user, 'vendor-3:dave', 10)).toBe(5);
  });
});

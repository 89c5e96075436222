// The events channels' webhooks accept: a redelivery is stored once, each event is handled once by its channel's
// handler, a failing handler is tried again and then failed with its reason, and a dead process's events come back.
import os from 'node:os';
import { sql } from 'kysely';
import { createChatbotPayloadSchema } from '../../schema/rules/validation';
import { chatbotPayload } from '../../tests/support/factories';
import { openTestDatabase } from '../../tests/support/test-database';
import { createChatbot } from '../chatbots/chatbot.service';
import { composeBackend } from '../composition';
import type { BackendContext } from '../context';
import type { BackendDatabase } from '../db/database';
import type { PollingWorker } from '../jobs/polling-worker';
import { workerIdentity } from '../jobs/replica';
import { insertAccount } from '../members/account.repository';
import type { InboundEventRow } from './channel.table';
import { acceptInboundEvents, claimInboundEvents, releaseEarlierInboundClaims, saveInboundReply } from './inbound-events.repository';
import { inboundIntake } from './inbound-intake';
import { takeSignature } from './other/used-signatures.repository';
import { HANDLED_KEPT_DAYS, INBOUND_WAKE_CHANNEL, startInboundWorker, type InboundHandler } from './inbound.worker';

let database: BackendDatabase;
let ctx: BackendContext;
let botId: string;
let worker: PollingWorker | undefined;
beforeAll(async () => {
  database = await openTestDatabase();
  ctx = composeBackend(database, { dataDir: os.tmpdir(), env: {} });
  const account = await insertAccount(ctx.db, { email: 'inbound@example.com', nickname: 'n', passwordHash: 'x', planCode: 'free' });
  botId = (await createChatbot(ctx, account!, createChatbotPayloadSchema.parse(chatbotPayload()), [])).chatbot_id;
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});
afterAll(() => database.close());

const event = (eventId: string, text = 'hello') => ({ platform: 'line' as const, eventId, chatbotId: botId, payload: { text } });

async function stateOf(eventId: string) {
  return ctx.db.selectFrom('inbound_events').select(['state', 'attempts', 'last_error']).where('event_id', '=', eventId).executeTakeFirstOrThrow();
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('inbound events', () => {
  it('stores a redelivered event once, across batches', async () => {
    expect((await acceptInboundEvents(ctx.db, [event('e-1'), event('e-2')])).map((row) => row.event_id)).toEqual(['e-1', 'e-2']);
    expect((await acceptInboundEvents(ctx.db, [event('e-2'), event('e-3')])).map((row) => row.event_id)).toEqual(['e-3']);
    expect(await acceptInboundEvents(ctx.db, [event('e-1')])).toEqual([]);
  });

  it('stores the events of concurrent calls together, each call getting only its own first deliveries', async () => {
    const intake = inboundIntake(ctx.db);
    const [first, second, third] = await Promise.all([
      intake([event('b-1'), event('b-2')]),
      intake([event('b-2'), event('b-3')]),
      intake([event('b-1')]),
    ]);
    expect(first.map((row) => row.event_id)).toEqual(['b-1', 'b-2']);
    expect(second.map((row) => row.event_id)).toEqual(['b-3']);
    expect(third).toEqual([]);
    expect(await intake([event('b-3'), event('b-4')])).toEqual([expect.objectContaining({ event_id: 'b-4' })]);
  });

  it('deletes handled events once they are past the days a redelivery could come, and keeps the rest', async () => {
    await acceptInboundEvents(ctx.db, [event('sweep-old-done'), event('sweep-old-waiting'), event('sweep-new-done')]);
    // received_at is never updated by the product; a test moves it back with SQL.
    await sql`update inbound_events set received_at = now() - make_interval(days => ${HANDLED_KEPT_DAYS + 1}) where event_id in ('sweep-old-done', 'sweep-old-waiting')`.execute(ctx.db);
    await ctx.db.updateTable('inbound_events').set({ state: 'done' }).where('event_id', 'in', ['sweep-old-done', 'sweep-new-done']).execute();
    // The worker sweeps when it starts (and every hour); the old waiting event is still handled, not deleted unhandled.
    // Once handled it is old and done too, so a sweep running while it is handled may take it as well: both are right.
    const handled: string[] = [];
    worker = await startInboundWorker(ctx, { line: async (_ctx, row) => void handled.push(row.event_id) }, { identity: workerIdentity('inbound-sweep', 'one'), pollMs: 50 });
    const left = async () => (await ctx.db.selectFrom('inbound_events').select('event_id').where('event_id', 'like', 'sweep-%').orderBy('event_id').execute()).map((row) => row.event_id);
    await until(async () => !(await left()).includes('sweep-old-done') && handled.includes('sweep-old-waiting'));
    expect(handled).toContain('sweep-old-waiting');
    expect((await left()).filter((id) => id !== 'sweep-old-waiting')).toEqual(['sweep-new-done']);
  });

  it("forgets third-party signatures whose timestamp is past the tolerance, and keeps the others", async () => {
    const now = Date.now();
    expect(await takeSignature(ctx.db, botId, 'sha256=stale', new Date(now - 1000))).toBe(true);
    expect(await takeSignature(ctx.db, botId, 'sha256=fresh', new Date(now + 300_000))).toBe(true);
    worker = await startInboundWorker(ctx, {}, { identity: workerIdentity('inbound-signatures', 'one'), pollMs: 50 });
    const kept = async () => (await ctx.db.selectFrom('used_signatures').select('signature').where('chatbot_id', '=', botId).execute()).map((row) => row.signature);
    await until(async () => !(await kept()).includes('sha256=stale'));
    expect(await kept()).toEqual(['sha256=fresh']);
    // A signature still kept is taken once.
    expect(await takeSignature(ctx.db, botId, 'sha256=fresh', new Date(now + 300_000))).toBe(false);
  });

  it("hands each event to its channel's handler once, with its payload", async () => {
    const handled: InboundEventRow[] = [];
    const handler: InboundHandler = async (_ctx, row) => {
      handled.push(row);
    };
    await acceptInboundEvents(ctx.db, [event('h-1', 'first'), event('h-2', 'second')]);
    worker = await startInboundWorker(ctx, { line: handler }, { identity: workerIdentity('inbound-a', 'one'), pollMs: 50 });
    await database.notify(INBOUND_WAKE_CHANNEL, '');
    // Events of different chats are handled side by side: either may finish first.
    await until(async () => (await stateOf('h-1')).state === 'done' && (await stateOf('h-2')).state === 'done');
    const ours = handled.filter((row) => row.event_id.startsWith('h-')).sort((a, b) => a.event_id.localeCompare(b.event_id));
    expect(ours.map((row) => [row.event_id, row.payload])).toEqual([
      ['h-1', { text: 'first' }],
      ['h-2', { text: 'second' }],
    ]);
    expect(await stateOf('h-1')).toMatchObject({ state: 'done', attempts: 1 });
    expect(await stateOf('h-2')).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('handles the events of one chat one after another in the order they came, and chats side by side', async () => {
    const chatEvent = (eventId: string, conversation: string) => ({ ...event(eventId), conversation });
    await acceptInboundEvents(ctx.db, [chatEvent('o-1', 'user:amy'), chatEvent('o-2', 'user:ben'), chatEvent('o-3', 'user:amy')]);
    const log: string[] = [];
    worker = await startInboundWorker(
      ctx,
      {
        line: async (_ctx, row) => {
          if (!row.event_id.startsWith('o-')) return;
          log.push(`start ${row.event_id}`);
          // The first of amy's events is the slowest: handled side by side, her second would finish first.
          await new Promise((resolve) => setTimeout(resolve, row.event_id === 'o-1' ? 150 : 10));
          log.push(`end ${row.event_id}`);
        },
      },
      { identity: workerIdentity('inbound-o', 'one'), pollMs: 20 },
    );
    await until(async () => (await stateOf('o-3')).state === 'done');
    expect(log.indexOf('end o-1')).toBeLessThan(log.indexOf('start o-3'));
    expect(log.indexOf('start o-2')).toBeLessThan(log.indexOf('end o-1'));
  });

  it('lets a slow event hold only its own place: events that come while it runs are handled at once', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: string[] = [];
    await acceptInboundEvents(ctx.db, [{ ...event('s-1'), conversation: 'user:slow' }]);
    worker = await startInboundWorker(
      ctx,
      {
        line: async (_ctx, row) => {
          started.push(row.event_id);
          if (row.event_id === 's-1') await released;
        },
      },
      { identity: workerIdentity('inbound-s', 'one'), pollMs: 20 },
    );
    await until(async () => started.includes('s-1'));
    await acceptInboundEvents(ctx.db, [{ ...event('s-2'), conversation: 'user:quick' }, { ...event('s-3'), conversation: 'user:slow' }]);
    await database.notify(INBOUND_WAKE_CHANNEL, '');
    await until(async () => (await stateOf('s-2')).state === 'done');
    expect(await stateOf('s-2')).toMatchObject({ state: 'done' });
    // The slow chat's next event waits for the one in hand.
    expect(await stateOf('s-1')).toMatchObject({ state: 'handling' });
    expect(await stateOf('s-3')).toMatchObject({ state: 'received' });
    release();
    await until(async () => (await stateOf('s-3')).state === 'done');
    expect(started.filter((id) => id.startsWith('s-'))).toEqual(['s-1', 's-2', 's-3']);
  });

  it("never has two events of one chat in hand at once, on two replicas, and keeps the chat's order", async () => {
    const chat = (eventId: string) => ({ ...event(eventId), conversation: 'user:shared' });
    const log: string[] = [];
    let inHand = 0;
    let most = 0;
    const line: InboundHandler = async (_ctx, row) => {
      if (!row.event_id.startsWith('p-')) return;
      inHand += 1;
      most = Math.max(most, inHand);
      log.push(row.event_id);
      await new Promise((resolve) => setTimeout(resolve, 100));
      inHand -= 1;
    };
    worker = await startInboundWorker(ctx, { line }, { identity: workerIdentity('inbound-p1', 'one'), pollMs: 10 });
    const other = await startInboundWorker(ctx, { line }, { identity: workerIdentity('inbound-p2', 'one'), pollMs: 10 });
    try {
      await acceptInboundEvents(ctx.db, [chat('p-1')]);
      await until(async () => log.includes('p-1'));
      // The chat's next events come while its first is in hand on one replica; the other replica is idle.
      await acceptInboundEvents(ctx.db, [chat('p-2'), chat('p-3')]);
      await until(async () => (await stateOf('p-3')).state === 'done');
    } finally {
      await other.stop();
    }
    expect(log).toEqual(['p-1', 'p-2', 'p-3']);
    expect(most).toBe(1);
  });

  it('tries a failing event three times, then fails it with the reason', async () => {
    let calls = 0;
    await acceptInboundEvents(ctx.db, [event('f-1')]);
    worker = await startInboundWorker(
      ctx,
      {
        line: async (_ctx, row) => {
          if (row.event_id === 'f-1') {
            calls++;
            throw new Error('LINE answered 500');
          }
        },
      },
      { identity: workerIdentity('inbound-b', 'one'), pollMs: 20 },
    );
    await until(async () => (await stateOf('f-1')).state === 'failed');
    expect(calls).toBe(3);
    expect(await stateOf('f-1')).toEqual({ state: 'failed', attempts: 3, last_error: 'LINE answered 500' });
  });

  it('hands a retried event the reply its handler saved before failing, so it is not answered again', async () => {
    const seen: unknown[] = [];
    await acceptInboundEvents(ctx.db, [event('r-1')]);
    worker = await startInboundWorker(
      ctx,
      {
        line: async (_ctx, row, progress) => {
          if (row.event_id !== 'r-1') return;
          seen.push(row.reply);
          if (row.reply !== null) return;
          await progress.recorded({ messages: ['answered once'] });
          throw new Error('the delivery step failed');
        },
      },
      { identity: workerIdentity('inbound-r', 'one'), pollMs: 20 },
    );
    await until(async () => (await stateOf('r-1')).state === 'done');
    expect(seen).toEqual([null, { messages: ['answered once'] }]);
    expect(await stateOf('r-1')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('saves no reply for a worker whose claim another worker took over', async () => {
    await acceptInboundEvents(ctx.db, [event('t-1')]);
    const [claimed] = (await claimInboundEvents(ctx.db, 'worker-old', 100)).filter((row) => row.event_id === 't-1');
    await ctx.db.updateTable('inbound_events').set({ claimed_by: 'worker-new' }).where('id', '=', claimed.id).execute();
    expect(await saveInboundReply(ctx.db, claimed.id, 'worker-old', { messages: ['late'] })).toBe(false);
    expect(await saveInboundReply(ctx.db, claimed.id, 'worker-new', { messages: ['mine'] })).toBe(true);
    const row = await ctx.db.selectFrom('inbound_events').select('reply').where('id', '=', claimed.id).executeTakeFirstOrThrow();
    expect(row.reply).toEqual({ messages: ['mine'] });
  });

  it('gives the events a dead process was handling back to its restarted replica at once', async () => {
    await acceptInboundEvents(ctx.db, [event('d-1')]);
    const dead = workerIdentity('inbound-c', 'before');
    const claimed = await claimInboundEvents(ctx.db, dead.claimant, 100);
    expect(claimed.map((row) => row.event_id)).toContain('d-1');
    expect(await releaseEarlierInboundClaims(ctx.db, workerIdentity('inbound-c', 'after'))).toBeGreaterThanOrEqual(1);
    expect(await stateOf('d-1')).toMatchObject({ state: 'received' });
  });
});

// The third-party channel over real HTTP: its settings (the secret write-only and sealed, the callback URL), signed
// calls answered in the public API's reply shape with history platform other, and each reply posted to the owner's
// callback, signed, with the last delivery error recorded.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorBody, PublicHistoryReply, PublicMessageReply, ThirdPartySettingsDTO } from '../../../schema/rest';
import { startTestBackend, type TestBackend } from '../../../tests/support/backend';
import { channelBot, ownerCall, until, type ChannelBot, type GroupFixture } from '../../../tests/support/channel-bot';
import { signTimestamped, timestampedSignatureHeaders } from '../signature';
import { isPrivateAddress, postCallback, publicOnlyLookup } from './callback';

const SECRET = 'a-shared-secret-of-the-shop-1234';
const GROUPS: GroupFixture[] = [{ key: 'hours', questions: ['What are your opening hours?'], answers: ['08:00-20:00'] }];

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
}

/**
 * The owner's callback endpoint on loopback: records each call; answers the scripted statuses first, then 200, each
 * after the scripted delay if there is one.
 */
class CallbackReceiver {
  readonly received: Received[] = [];
  readonly statuses: number[] = [];
  readonly delays: number[] = [];
  private waiters: { count: number; resolve: () => void }[] = [];
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
      const status = this.statuses.shift() ?? 200;
      setTimeout(() => res.writeHead(status).end(), this.delays.shift() ?? 0);
      this.waiters = this.waiters.filter((waiter) => (this.received.length >= waiter.count ? (waiter.resolve(), false) : true));
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  calls(count: number): Promise<Received[]> {
    if (this.received.length >= count) return Promise.resolve(this.received);
    return new Promise((resolve) => this.waiters.push({ count, resolve: () => resolve(this.received) }));
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let backend: TestBackend;
let receiver: CallbackReceiver;
beforeAll(async () => {
  receiver = new CallbackReceiver();
  await receiver.start();
  // A callback may take 2 s here (10 s by default), so the slow-receiver test waits a little only.
  backend = await startTestBackend({ env: { PUBLIC_URL: 'https://bots.example.com', CALLBACK_ALLOW_PRIVATE_ADDRESSES: '1', CALLBACK_TIMEOUT_MS: '2000' } });
});
afterAll(async () => {
  await backend.close();
  await receiver.close();
});

async function thirdPartyBot(settings: Record<string, unknown> = { secret: SECRET }, options = { active: true }): Promise<ChannelBot> {
  const bot = await channelBot(backend, 'other', GROUPS, options);
  const saved = await ownerCall(backend, bot.token, 'PUT', `/third-party/${bot.chatbotId}/update-data`, settings);
  expect(saved.status).toBe(200);
  return bot;
}

/** Signed now with the bot's secret unless other signature headers are given. */
const signed = (payload: unknown, secret = SECRET, nowMs = Date.now()): Record<string, string> => timestampedSignatureHeaders(secret, JSON.stringify(payload), nowMs);

async function signedCall<T>(bot: ChannelBot, payload: unknown, signature: Record<string, string> = signed(payload), path = '') {
  const response = await fetch(`${backend.url}/webhook/other/${bot.vendorId}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...signature },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const settingsOf = async (bot: ChannelBot) => (await ownerCall<ThirdPartySettingsDTO>(backend, bot.token, 'GET', `/third-party/${bot.chatbotId}/settings`)).body;
const message = (userId: string, text: string) => ({ userId, type: 'message', message: { text } });

/** The user's call answered, the delivery error its copy to the callback left (on a channel that had none). */
async function deliveryErrorAfterCall(bot: ChannelBot, userId: string) {
  await signedCall(bot, message(userId, 'What are your opening hours?'));
  await until(async () => (await settingsOf(bot)).last_delivery_error !== null, 'the delivery error');
  return (await settingsOf(bot)).last_delivery_error;
}

describe('third-party settings', () => {
  it('shows the webhook URL, and the secret only as a hint once saved; the secret is sealed at rest', async () => {
    const bot = await channelBot(backend, 'other', GROUPS, { active: false });
    expect(await settingsOf(bot)).toEqual({
      chatbot_id: bot.chatbotId,
      webhook_url: `https://bots.example.com/webhook/other/${bot.vendorId}`,
      secret: { set: false, last_four: '' },
      callback_url: null,
      last_delivery_error: null,
    });
    const saved = await ownerCall<ThirdPartySettingsDTO>(backend, bot.token, 'PUT', `/third-party/${bot.chatbotId}/update-data`, { secret: SECRET, callback_url: ' https://shop.example.com/bot ' });
    expect(saved.body).toMatchObject({ secret: { set: true, last_four: '1234' }, callback_url: 'https://shop.example.com/bot' });
    expect(JSON.stringify(await settingsOf(bot))).not.toContain(SECRET);
    const row = await backend.db.selectFrom('channel_settings').selectAll().where('chatbot_id', '=', bot.chatbotId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(SECRET);

    const kept = await ownerCall<ThirdPartySettingsDTO>(backend, bot.token, 'PUT', `/third-party/${bot.chatbotId}/update-data`, {});
    expect(kept.body).toMatchObject({ secret: { set: true, last_four: '1234' }, callback_url: 'https://shop.example.com/bot' });
    const cleared = await ownerCall<ThirdPartySettingsDTO>(backend, bot.token, 'PUT', `/third-party/${bot.chatbotId}/update-data`, { callback_url: '' });
    expect(cleared.body.callback_url).toBeNull();
  });

  it('requires a secret of at least 16 characters and an http(s) callback URL', async () => {
    const bot = await channelBot(backend, 'other', GROUPS, { active: false });
    const put = (body: unknown) => ownerCall<ErrorBody>(backend, bot.token, 'PUT', `/third-party/${bot.chatbotId}/update-data`, body);
    expect((await put({ callback_url: null })).body.error.fields).toEqual([{ field: 'secret', message: 'validation.required' }]);
    expect((await put({ secret: 'short' })).body.error.fields).toEqual([{ field: 'secret', message: 'validation.secretTooShort' }]);
    expect((await put({ secret: SECRET, callback_url: 'ftp://shop.example.com/x' })).body.error.fields).toEqual([{ field: 'callback_url', message: 'validation.callbackUrl' }]);
    expect((await put({ secret: SECRET, callback_url: 'not a url' })).status).toBe(400);
  });
});

describe('POST /webhook/other/{vendorId}', () => {
  it('refuses an unsigned or wrongly signed call with 401 in the reply shape, and records nothing', async () => {
    const bot = await thirdPartyBot();
    const payload = message('caller-1', 'What are your opening hours?');
    const now = signed(payload);
    for (const signature of [{}, signed(payload, 'another-secret-of-16-chars'), { ...now, 'X-Signature-256': 'sha256=00' }, { 'X-Signature-256': now['X-Signature-256'] }]) {
      const refused = await signedCall<PublicMessageReply>(bot, payload, signature);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ sender: 'BOT', type: 'error', success: false, error: { code: 'UNAUTHENTICATED' } });
    }
    expect(await backend.db.selectFrom('conversation_messages').select('id').where('chatbot_id', '=', bot.chatbotId).execute()).toEqual([]);
  });

  it('refuses a call without a timestamp, or signed more than five minutes from now, saying what to do', async () => {
    const bot = await thirdPartyBot();
    const payload = message('caller-clock', 'What are your opening hours?');
    const refusal = async (signature: Record<string, string>) => {
      const refused = await signedCall<PublicMessageReply>(bot, payload, signature);
      expect(refused.status).toBe(401);
      return refused.body.error?.message;
    };
    const now = signed(payload);
    expect(await refusal({ 'X-Signature-256': now['X-Signature-256'] })).toMatch(/^Add X-Signature-Timestamp/);
    for (const offsetMs of [-301_000, 301_000]) {
      expect(await refusal(signed(payload, SECRET, Date.now() + offsetMs))).toMatch(/more than 5 minutes from this server's clock/);
    }
    // A timestamp that is not whole seconds is stale too; one signed for another timestamp does not match.
    expect(await refusal({ ...now, 'X-Signature-Timestamp': `${now['X-Signature-Timestamp']}.5` })).toMatch(/does not match/);
    expect(await refusal({ ...now, 'X-Signature-Timestamp': String(Number(now['X-Signature-Timestamp']) - 1) })).toMatch(/does not match/);
    expect(await backend.db.selectFrom('conversation_messages').select('id').where('chatbot_id', '=', bot.chatbotId).execute()).toEqual([]);
    // Within the tolerance either way, a call is answered.
    expect((await signedCall(bot, payload, signed(payload, SECRET, Date.now() - 240_000))).status).toBe(200);
  });

  it('answers a signed call once: the same call sent again is refused, and the exchange recorded once', async () => {
    const bot = await thirdPartyBot();
    const payload = message('caller-replay', 'What are your opening hours?');
    const signature = signed(payload);
    expect((await signedCall(bot, payload, signature)).status).toBe(200);
    const again = await signedCall<PublicMessageReply>(bot, payload, signature);
    expect(again.status).toBe(401);
    expect(again.body.error?.message).toBe('This signed call was received already: sign each call anew, with its own X-Signature-Timestamp.');
    const lines = await backend.db.selectFrom('conversation_messages').select('id').where('chatbot_id', '=', bot.chatbotId).execute();
    expect(lines).toHaveLength(2);
    // The same message signed anew is a new call.
    expect((await signedCall(bot, payload, signed(payload, SECRET, Date.now() + 1000))).status).toBe(200);
  });

  it("answers a signed message in the public API's reply shape and records it with platform other", async () => {
    const bot = await thirdPartyBot();
    const reply = await signedCall<PublicMessageReply>(bot, message('caller-2', 'What are your opening hours?'));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      sender: 'BOT',
      type: 'answer',
      state: 'start',
      success: true,
      uid: 'caller-2',
      sid: expect.any(String),
      mid: expect.stringMatching(/^[1-9][0-9]*$/),
      oriQue: 'What are your opening hours?',
      data: { text: '08:00-20:00', title: '', buttons: [] },
    });
    const history = await signedCall<PublicHistoryReply>(bot, { userId: 'caller-2' }, undefined, '/history');
    expect(history.body.messages.map((line) => [line.sender, line.text, line.platform])).toEqual([
      ['USER', 'What are your opening hours?', 'other'],
      ['BOT', '08:00-20:00', 'other'],
    ]);
  });

  it('refuses a signed call that is not sent as JSON with 400 saying so, not as a bad signature', async () => {
    const bot = await thirdPartyBot();
    const raw = JSON.stringify(message('caller-text', 'What are your opening hours?'));
    const response = await fetch(`${backend.url}/webhook/other/${bot.vendorId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...timestampedSignatureHeaders(SECRET, raw, Date.now()) },
      body: raw,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as PublicMessageReply).error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Send the call as JSON (Content-Type: application/json).' });
  });

  it('refuses a signed call while the channel is off', async () => {
    const bot = await thirdPartyBot({ secret: SECRET }, { active: false });
    const refused = await signedCall<PublicMessageReply>(bot, message('caller-3', 'What are your opening hours?'));
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('PLATFORM_INACTIVE');
  });

  it('posts the reply to the callback URL, signed with the shared secret', async () => {
    const bot = await thirdPartyBot({ secret: SECRET, callback_url: receiver.url });
    const before = receiver.received.length;
    const reply = await signedCall<PublicMessageReply>(bot, message('caller-4', 'What are your opening hours?'));
    const calls = await receiver.calls(before + 1);
    const call = calls[before];
    expect(JSON.parse(call.raw)).toEqual(reply.body);
    expect(call.headers['content-type']).toBe('application/json');
    // Signed as calls in are: over "<timestamp>.<body>", the timestamp the time of sending.
    const timestamp = call.headers['x-signature-timestamp'] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(call.headers['x-signature-256']).toBe(signTimestamped(SECRET, timestamp, call.raw));
    // Which bot it is (one URL may serve several) and which copy (the same on every attempt, so a repeat can be set aside).
    expect(call.headers['x-vendor-id']).toBe(bot.vendorId);
    const [queued] = await backend.db.selectFrom('inbound_events').select('event_id').where('chatbot_id', '=', bot.chatbotId).where('platform', '=', 'other').execute();
    expect(call.headers['x-delivery-id']).toBe(queued.event_id);
  });

  it('queues the copy with the reply, so a copy not yet delivered when its replica stops is delivered by the next', async () => {
    const bot = await thirdPartyBot({ secret: SECRET, callback_url: receiver.url });
    // The copy is stored before the caller has its answer: a restart between the two cannot lose it.
    const reply = await signedCall<PublicMessageReply>(bot, message('caller-5', 'What are your opening hours?'));
    const queued = await backend.db.selectFrom('inbound_events').select(['event_id', 'payload']).where('chatbot_id', '=', bot.chatbotId).where('platform', '=', 'other').execute();
    expect(queued).toHaveLength(1);
    expect(queued[0].event_id).toMatch(/^callback:/);
    expect(queued[0].payload).toEqual(reply.body);
    for (let i = 0; i < 200; i++) {
      const row = await backend.db.selectFrom('inbound_events').select('state').where('event_id', '=', queued[0].event_id).executeTakeFirstOrThrow();
      if (row.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const { state } = await backend.db.selectFrom('inbound_events').select('state').where('event_id', '=', queued[0].event_id).executeTakeFirstOrThrow();
    expect(state).toBe('done');
  });

  it('tries a failing callback again, records the last delivery error and how many in a row failed, and clears it once a callback is delivered', async () => {
    const bot = await thirdPartyBot({ secret: SECRET, callback_url: receiver.url });
    const before = receiver.received.length;
    receiver.statuses.push(500, 503, 500, 500);
    await signedCall(bot, message('caller-5', 'What are your opening hours?'));
    await receiver.calls(before + 4);
    await until(async () => (await settingsOf(bot)).last_delivery_error !== null, 'the delivery error');
    const first = (await settingsOf(bot)).last_delivery_error;
    expect(first).toEqual({ message: 'callback_status@status:500', detail: null, at: expect.any(String), count: 1, since: first?.at });

    receiver.statuses.push(502, 502, 502, 502);
    await signedCall(bot, message('caller-5', 'Do you deliver?'));
    await receiver.calls(before + 8);
    await until(async () => (await settingsOf(bot)).last_delivery_error?.count === 2, 'the second failure');
    const second = (await settingsOf(bot)).last_delivery_error;
    expect(second).toEqual({ message: 'callback_status@status:502', detail: null, at: expect.any(String), count: 2, since: first?.at });
    expect(Date.parse(second?.at ?? '')).toBeGreaterThan(Date.parse(first?.at ?? ''));

    await signedCall(bot, message('caller-5', 'What are your opening hours?'));
    await receiver.calls(before + 9);
    await until(async () => (await settingsOf(bot)).last_delivery_error === null, 'the delivery error to clear');
    // The next failure starts a new run.
    receiver.statuses.push(500, 500, 500, 500);
    await signedCall(bot, message('caller-5', 'Do you deliver?'));
    await receiver.calls(before + 13);
    await until(async () => (await settingsOf(bot)).last_delivery_error !== null, 'a new failure');
    expect((await settingsOf(bot)).last_delivery_error?.count).toBe(1);
  });
});

describe('callback delivery', () => {
  it("delivers one user's copies in the order of the replies, a refused one tried again before the next goes", async () => {
    const bot = await thirdPartyBot({ secret: SECRET, callback_url: receiver.url });
    const before = receiver.received.length;
    receiver.statuses.push(503);
    const first = await signedCall<PublicMessageReply>(bot, message('caller-order', 'What are your opening hours?'));
    const second = await signedCall<PublicMessageReply>(bot, message('caller-order', 'Anything else?'));
    const calls = (await receiver.calls(before + 3)).slice(before);
    expect(calls.map((call) => (JSON.parse(call.raw) as PublicMessageReply).mid)).toEqual([first.body.mid, first.body.mid, second.body.mid]);
  });

  it('does not send a copy again after a callback left it unanswered past its time limit (it may have taken it)', async () => {
    const bot = await thirdPartyBot({ secret: SECRET, callback_url: receiver.url });
    const before = receiver.received.length;
    receiver.delays.push(2_500);
    expect(await deliveryErrorAfterCall(bot, 'caller-slow')).toMatchObject({ message: 'callback_timeout@seconds:2', detail: null });
    // Past the backoff a second attempt would have come within.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.received.length - before).toBe(1);
  });

  it('notes a refusal as its status without trying again, and a callback that cannot be reached by the connection error alone, never its URL', async () => {
    const bot = await thirdPartyBot({ secret: SECRET, callback_url: receiver.url });
    const before = receiver.received.length;
    receiver.statuses.push(404);
    expect(await deliveryErrorAfterCall(bot, 'caller-refused')).toMatchObject({ message: 'callback_status@status:404', detail: null });
    expect(receiver.received.length - before).toBe(1);

    // A closed port, the receiver's key in the URL's path and query.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const key = 'receiver-key-5f3a9c';
    await ownerCall(backend, bot.token, 'PUT', `/third-party/${bot.chatbotId}/update-data`, { callback_url: `http://127.0.0.1:${port}/hooks/${key}?token=${key}` });
    await signedCall(bot, message('caller-refused', 'Do you deliver?'));
    await until(async () => (await settingsOf(bot)).last_delivery_error?.count === 2, 'the second failure');
    const unreachable = (await settingsOf(bot)).last_delivery_error;
    expect(unreachable).toMatchObject({ message: 'callback_unreachable', detail: 'ECONNREFUSED' });
    expect(JSON.stringify(unreachable)).not.toContain(key);
    const row = await backend.db.selectFrom('channel_settings').select(['last_delivery_error', 'last_delivery_detail']).where('chatbot_id', '=', bot.chatbotId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it('answers a failure recorded before the codes as its text, with no detail', async () => {
    const bot = await thirdPartyBot({ secret: SECRET, callback_url: receiver.url });
    const at = new Date('2026-11-25T01:00:00Z');
    await backend.db
      .updateTable('channel_settings')
      .set({ last_delivery_error: 'The callback answered 503.', last_delivery_error_at: at, failed_deliveries: 1, first_failed_delivery_at: at })
      .where('chatbot_id', '=', bot.chatbotId)
      .execute();
    expect((await settingsOf(bot)).last_delivery_error).toEqual({ message: 'The callback answered 503.', detail: null, at: at.toISOString(), count: 1, since: at.toISOString() });
  });
});

describe('rate limits', () => {
  let limited: TestBackend;
  beforeAll(async () => {
    limited = await startTestBackend({ env: { PUBLIC_API_ADDRESS_PER_MINUTE: '3', CALLBACK_ALLOW_PRIVATE_ADDRESSES: '1' } });
  });
  afterAll(() => limited.close());

  it("counts only refused calls against the caller's address: a third party's server speaks for all its users", async () => {
    const bot = await channelBot(limited, 'other', GROUPS);
    expect((await ownerCall(limited, bot.token, 'PUT', `/third-party/${bot.chatbotId}/update-data`, { secret: SECRET })).status).toBe(200);
    const call = (payload: unknown, signature = signed(payload)) =>
      fetch(`${limited.url}/webhook/other/${bot.vendorId}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...signature }, body: JSON.stringify(payload) });
    const answered = [];
    for (let user = 0; user < 6; user += 1) answered.push((await call(message(`shopper-${user}`, 'What are your opening hours?'))).status);
    expect(answered).toEqual([200, 200, 200, 200, 200, 200]);
    const forged = [];
    for (let attempt = 0; attempt < 5; attempt += 1) forged.push((await call(message('intruder', 'hi'), { ...signed(message('intruder', 'hi')), 'X-Signature-256': 'sha256=00' })).status);
    expect(forged).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('callback addresses', () => {
  it('counts loopback, private, link-local and unparsable addresses as private', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'nonsense']) {
      expect(isPrivateAddress(address)).toBe(true);
    }
    // Addresses that carry an IPv4 address inside (mapped, NAT64, 6to4), multicast and reserved ones.
    for (const address of ['::ffff:7f00:1', '64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe', '64:ff9b:1::a00:1', '2002:7f00:1::1', '224.0.0.1', '255.255.255.255', 'ff02::1']) {
      expect(isPrivateAddress(address)).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8']) expect(isPrivateAddress(address)).toBe(false);
  });

  it('notes a callback URL on a loopback address as callback_private_address, and calls nothing', async () => {
    // Without CALLBACK_ALLOW_PRIVATE_ADDRESSES, as in production.
    const guarded = await startTestBackend({ env: { PUBLIC_URL: 'https://bots.example.com' } });
    try {
      const bot = await channelBot(guarded, 'other', GROUPS);
      await ownerCall(guarded, bot.token, 'PUT', `/third-party/${bot.chatbotId}/update-data`, { secret: SECRET, callback_url: receiver.url });
      const before = receiver.received.length;
      const payload = message('caller-guarded', 'What are your opening hours?');
      await fetch(`${guarded.url}/webhook/other/${bot.vendorId}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...signed(payload) }, body: JSON.stringify(payload) });
      const settings = async () => (await ownerCall<ThirdPartySettingsDTO>(guarded, bot.token, 'GET', `/third-party/${bot.chatbotId}/settings`)).body;
      await until(async () => (await settings()).last_delivery_error !== null, 'the delivery error');
      expect((await settings()).last_delivery_error).toMatchObject({ message: 'callback_private_address', detail: null });
      expect(receiver.received.length).toBe(before);
    } finally {
      await guarded.close();
    }
  });

  it('checks the address each attempt connects to, so a host name that now resolves to loopback is refused', async () => {
    const port = new URL(receiver.url).port;
    const before = receiver.received.length;
    // What a rebinding host answers by the time the attempt connects: a loopback address.
    await expect(postCallback(`http://localhost:${port}/hook`, {}, '{}', publicOnlyLookup)).rejects.toThrow('The callback URL points at a private or loopback address (localhost).');
    expect(receiver.received).toHaveLength(before);
    // Without the guard (CALLBACK_ALLOW_PRIVATE_ADDRESSES=1) the same call goes through.
    expect((await postCallback(`http://localhost:${port}/hook`, {}, '{}', undefined)).status).toBe(200);
    expect(receiver.received).toHaveLength(before + 1);
  });
});

// Event streams opened under a session end with it: the bot's job streams (training, optimisation, batch test) end
// the moment the session is revoked by a login elsewhere or a logout, and one session may hold only so many streams
// open at once.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot, type TestAccount } from '../../tests/support/factories';
import { openEventStream } from '../../tests/support/event-stream';
import type { ErrorBody } from '../../schema/rest';
import { MAX_STREAMS_PER_SESSION } from './open-streams';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

/**
 * A bot's job streams that wait for a job, as a console page opens them (the ingest stream of a bot with no files
 * ends at once). None of the bot's jobs has started, so each waits.
 */
const JOB_STREAMS = ['qa/{bot}/training/events', 'graph-rag/{bot}/optimization/events', 'batch-test/{bot}/runs/events'];

async function ownerWithBot(): Promise<{ account: TestAccount; token: string; botId: string }> {
  const account = await newAccount(backend.url);
  const token = await loginToken(backend.url, account.email, account.password);
  const bot = await newChatbot(backend.url, token);
  return { account, token, botId: bot.chatbot_id };
}

/** Resolves true once the stream has ended, false if it is still open after `ms`. */
async function endsWithin<T>(events: Promise<T[]>, ms: number): Promise<boolean> {
  return Promise.race([events.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
}

async function openAll(token: string, botId: string) {
  return Promise.all(JOB_STREAMS.map((path) => openEventStream(`${backend.url}/${path.replace('{bot}', botId)}`, token, 'none')));
}

describe("a session's event streams", () => {
  it('end when the session is revoked by a login elsewhere, and stay open until then', async () => {
    const { account, token, botId } = await ownerWithBot();
    const streams = await openAll(token, botId);
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
    expect(await endsWithin(Promise.race(streams.map((stream) => stream.events)), 300)).toBe(false);

    await loginToken(backend.url, account.email, account.password, true);
    for (const stream of streams) expect(await endsWithin(stream.events, 5000)).toBe(true);
  });

  it('end when the session logs out', async () => {
    const { token, botId } = await ownerWithBot();
    const streams = await openAll(token, botId);
    const logout = await fetch(`${backend.url}/member/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(200);
    for (const stream of streams) expect(await endsWithin(stream.events, 5000)).toBe(true);
  });

  it('are refused with 429 past the limit for one session, and allowed again once one ends', async () => {
    const { token, botId } = await ownerWithBot();
    const url = `${backend.url}/graph-rag/${botId}/optimization/events`;
    const open = await Promise.all(Array.from({ length: MAX_STREAMS_PER_SESSION }, () => openEventStream(url, token, 'none')));
    expect(open.every((stream) => stream.status === 200)).toBe(true);

    const refused = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('RATE_LIMITED');
    // Another session is not affected.
    const other = await ownerWithBot();
    const theirs = await openEventStream(`${backend.url}/graph-rag/${other.botId}/optimization/events`, other.token, 'none');
    expect(theirs.status).toBe(200);
    theirs.close();

    open[0].close();
    await open[0].events;
    let again = 0;
    for (let attempt = 0; attempt < 40 && again !== 200; attempt++) {
      const retry = await openEventStream(url, token, 'none');
      again = retry.status;
      if (again === 200) retry.close();
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(again).toBe(200);
    open.slice(1).forEach((stream) => stream.close());
  });
});

// POST /member/login and /member/logout, sessions and their event stream, over real HTTP.
import { createHash } from 'node:crypto';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount } from '../../tests/support/factories';
import { openSessionStream } from '../../tests/support/session-stream';
import type { ErrorBody, LoginResponseDTO } from '../../schema/rest';
import { awayFromWindowEdge } from '../../tests/support/rate-windows';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());
// Attempts counted up to a limit must not straddle a rate-limit window's edge.
beforeEach(() => awayFromWindowEdge(), 60_000);

const login = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}/member/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const profileStatus = async (token: string) => {
  const response = await fetch(`${backend.url}/member/profile`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, code: response.ok ? undefined : ((await response.json()) as ErrorBody).error.code };
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('POST /member/login', () => {
  it('answers a token of 32 random bytes and stores only its SHA-256', async () => {
    const account = await newAccount(backend.url);
    const response = await login({ email: account.email, password: account.password });
    expect(response.status).toBe(200);
    const { status, token } = (await response.json()) as LoginResponseDTO;
    expect(status).toBe('success');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const sessions = await backend.db.selectFrom('sessions').selectAll().execute();
    expect(sessions.some((session) => session.token_hash === sha256(token))).toBe(true);
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it('gives the same 401 for a wrong password and for an unknown e-mail', async () => {
    const account = await newAccount(backend.url);
    const wrongPassword = await login({ email: account.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody-here@example.com', password: 'not-the-password' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const [first, second] = [await wrongPassword.json(), await unknownEmail.json()];
    expect(first).toEqual(second);
    expect(first).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password' } });
  });

  it('refuses a second login with 409 SESSION_ACTIVE while the first session lives', async () => {
    const account = await newAccount(backend.url);
    const firstToken = await loginToken(backend.url, account.email, account.password);
    const second = await login({ email: account.email, password: account.password });
    expect(second.status).toBe(409);
    expect(((await second.json()) as ErrorBody).error.code).toBe('SESSION_ACTIVE');
    expect(await profileStatus(firstToken)).toEqual({ status: 200, code: undefined });
  });

  it('with force_login revokes the other session, whose token then answers 401 SESSION_REVOKED', async () => {
    const account = await newAccount(backend.url);
    const oldToken = await loginToken(backend.url, account.email, account.password);
    const newToken = await loginToken(backend.url, account.email, account.password, true);
    expect(await profileStatus(oldToken)).toEqual({ status: 401, code: 'SESSION_REVOKED' });
    expect(await profileStatus(newToken)).toEqual({ status: 200, code: undefined });
    const old = await backend.db.selectFrom('sessions').select('revoked_reason').where('token_hash', '=', sha256(oldToken)).executeTakeFirstOrThrow();
    expect(old.revoked_reason).toBe('replaced');
  });

  it('locks the address that keeps failing, while the owner still signs in from an address used before', async () => {
    const account = await newAccount(backend.url);
    const owner = { 'X-Forwarded-For': '198.51.100.10' };
    expect((await login({ email: account.email, password: account.password }, owner)).status).toBe(200);
    const stranger = { 'X-Forwarded-For': '203.0.113.20' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await login({ email: account.email, password: 'wrong-password' }, stranger)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await login({ email: account.email, password: account.password }, stranger);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as ErrorBody).error.code).toBe('RATE_LIMITED');

    const ownerAgain = await login({ email: account.email, password: account.password, force_login: true }, owner);
    expect(ownerAgain.status).toBe(200);
  });

  it('locks the account for every address it never signed in from once failures from many addresses add up', async () => {
    const account = await newAccount(backend.url);
    const owner = { 'X-Forwarded-For': '198.51.100.11' };
    expect((await login({ email: account.email, password: account.password }, owner)).status).toBe(200);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const failed = await login({ email: account.email, password: 'wrong-password' }, { 'X-Forwarded-For': `203.0.113.${100 + attempt}` });
      expect(failed.status).toBe(401);
    }
    const newcomer = await login({ email: account.email, password: account.password }, { 'X-Forwarded-For': '203.0.113.200' });
    expect(newcomer.status).toBe(429);
    expect(((await newcomer.json()) as ErrorBody).error.code).toBe('RATE_LIMITED');
    const ownerAgain = await login({ email: account.email, password: account.password, force_login: true }, owner);
    expect(ownerAgain.status).toBe(200);
  });

  it('still limits wrong passwords sent from an address the account signed in from', async () => {
    const account = await newAccount(backend.url);
    const owner = { 'X-Forwarded-For': '198.51.100.12' };
    expect((await login({ email: account.email, password: account.password }, owner)).status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await login({ email: account.email, password: 'wrong-password' }, owner)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('never locks out correct logins, however many come at once: a refused attempt is not counted', async () => {
    const account = await newAccount(backend.url);
    const office = { 'X-Forwarded-For': '198.51.100.40' };
    const refused: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const burst = await Promise.all(Array.from({ length: 15 }, () => login({ email: account.email, password: account.password, force_login: true }, office)));
      refused.push(burst.filter((answer) => answer.status === 429).length);
    }
    // Some of a burst may be refused while the others are in hand; none of them is held against the next login.
    const next = await login({ email: account.email, password: account.password, force_login: true }, office);
    expect({ refused, next: next.status }).toEqual({ refused: expect.any(Array), next: 200 });
  });

  it('counts every address of one IPv6 /64 as one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const address = `2001:db8:1:2::${(attempt + 1).toString(16)}`;
      statuses.push((await login({ email: `v6-guess-${attempt}@example.com`, password: 'whatever-pass' }, { 'X-Forwarded-For': address })).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  });

  it('rate limits attempts per client address, taken from X-Forwarded-For sent by a local proxy', async () => {
    const fromAddress = { 'X-Forwarded-For': '203.0.113.7' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await login({ email: `guess-${attempt}@example.com`, password: 'whatever-pass' }, fromAddress)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
    const otherAddress = await login({ email: 'guess-x@example.com', password: 'whatever-pass' }, { 'X-Forwarded-For': '203.0.113.8' });
    expect(otherAddress.status).toBe(401);
  });
});

describe('POST /member/logout', () => {
  it('revokes the session server-side', async () => {
    const account = await newAccount(backend.url);
    const token = await loginToken(backend.url, account.email, account.password);
    const response = await fetch(`${backend.url}/member/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: account.email }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success' });
    expect(await profileStatus(token)).toEqual({ status: 401, code: 'SESSION_REVOKED' });
    // With the session gone, logging in again needs no force.
    await expect(loginToken(backend.url, account.email, account.password)).resolves.toEqual(expect.any(String));
  });
});

describe('session expiry', () => {
  it('answers 401 SESSION_EXPIRED once the idle expiry has passed', async () => {
    const account = await newAccount(backend.url);
    const token = await loginToken(backend.url, account.email, account.password);
    await backend.db.updateTable('sessions').set({ idle_expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', sha256(token)).execute();
    expect(await profileStatus(token)).toEqual({ status: 401, code: 'SESSION_EXPIRED' });
    // An expired session does not block a new login.
    await expect(loginToken(backend.url, account.email, account.password)).resolves.toEqual(expect.any(String));
  });

  it('answers 401 SESSION_EXPIRED once the absolute expiry has passed, however recent the use', async () => {
    const account = await newAccount(backend.url);
    const token = await loginToken(backend.url, account.email, account.password);
    await backend.db.updateTable('sessions').set({ absolute_expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', sha256(token)).execute();
    expect(await profileStatus(token)).toEqual({ status: 401, code: 'SESSION_EXPIRED' });
  });

  it('slides the idle expiry forward when the session is used', async () => {
    const account = await newAccount(backend.url);
    const token = await loginToken(backend.url, account.email, account.password);
    const soon = new Date(Date.now() + 5 * 60 * 1000);
    const longAgo = new Date(Date.now() - 30 * 60 * 1000);
    await backend.db.updateTable('sessions').set({ idle_expires_at: soon, last_seen_at: longAgo }).where('token_hash', '=', sha256(token)).execute();
    expect((await profileStatus(token)).status).toBe(200);
    const row = await backend.db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
    expect(row.idle_expires_at.getTime()).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
    expect(row.idle_expires_at.getTime()).toBeLessThanOrEqual(row.absolute_expires_at.getTime());
  });
});

describe('GET /member/session-events', () => {
  it('refuses a stream without a valid token', async () => {
    const response = await fetch(`${backend.url}/member/session-events`);
    expect(response.status).toBe(401);
  });

  it('sends `revoked` and ends the moment another device forces a login', async () => {
    const account = await newAccount(backend.url);
    const oldToken = await loginToken(backend.url, account.email, account.password);
    const stream = await openSessionStream(backend.url, oldToken);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await loginToken(backend.url, account.email, account.password, true);
    await expect(stream.nextEvent).resolves.toEqual({ kind: 'revoked', at: expect.any(String) });
    await stream.ended;
  });

  it('sends `revoked` when the session logs out', async () => {
    const account = await newAccount(backend.url);
    const token = await loginToken(backend.url, account.email, account.password);
    const stream = await openSessionStream(backend.url, token);
    await fetch(`${backend.url}/member/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    await expect(stream.nextEvent).resolves.toMatchObject({ kind: 'revoked' });
    await stream.ended;
  });

  it("leaves other accounts' streams open when one session is revoked", async () => {
    const watcher = await newAccount(backend.url);
    const watcherToken = await loginToken(backend.url, watcher.email, watcher.password);
    const watcherStream = await openSessionStream(backend.url, watcherToken);
    const other = await newAccount(backend.url);
    const otherStream = await openSessionStream(backend.url, await loginToken(backend.url, other.email, other.password));
    await loginToken(backend.url, other.email, other.password, true);
    await otherStream.nextEvent;
    expect((await profileStatus(watcherToken)).status).toBe(200);
    const beforeLogout = Date.now();
    await fetch(`${backend.url}/member/logout`, { method: 'POST', headers: { Authorization: `Bearer ${watcherToken}` } });
    // Had the other revocation reached this stream, its only event would predate the logout.
    const event = await watcherStream.nextEvent;
    expect(new Date(event.at).getTime()).toBeGreaterThanOrEqual(beforeLogout);
    await watcherStream.ended;
  });
});

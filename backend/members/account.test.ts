// PUT /member/profile and PUT /member/password over real HTTP: the shared rules, the old password's check and its
// limit, and what happens to the account's sessions.
import { randomBytes } from 'node:crypto';
import type { ErrorBody, PasswordChangedDTO, ProfileDTO } from '../../schema/rest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../schema/rules/constants';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, type TestAccount } from '../../tests/support/factories';
import { findAccountByEmail } from './account.repository';
import { insertSession } from './session.repository';
import { newSessionToken } from './session-token';
import { awayFromWindowEdge } from '../../tests/support/rate-windows';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());
// Attempts counted up to a limit must not straddle a rate-limit window's edge.
beforeEach(() => awayFromWindowEdge(), 60_000);

const put = (path: string, token: string, body: unknown) =>
  fetch(`${backend.url}/member${path}`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
const profileStatus = async (token: string) => (await fetch(`${backend.url}/member/profile`, { headers: { Authorization: `Bearer ${token}` } })).status;

async function signedIn(): Promise<{ account: TestAccount; token: string }> {
  const account = await newAccount(backend.url);
  return { account, token: await loginToken(backend.url, account.email, account.password) };
}

const passwordChange = (account: TestAccount, newPassword: string, overrides: Record<string, string> = {}) => ({
  old_password: account.password,
  new_password: newPassword,
  confirm_password: newPassword,
  ...overrides,
});

/** A second live session of the account, as a race past the one-session rule would leave it. */
async function extraSession(email: string): Promise<string> {
  const row = await findAccountByEmail(backend.db, email);
  const { id, token, tokenHash } = newSessionToken();
  await insertSession(backend.db, { id, accountId: row!.id, tokenHash, now: new Date(), idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS, ip: null, userAgent: null });
  return token;
}

describe('PUT /member/profile', () => {
  it('changes the nickname and first name and answers the profile as it now is', async () => {
    const { token } = await signedIn();
    const response = await put('/profile', token, { nickname: '  Mei  ', first_name: 'Mei Lin' });
    expect(response.status).toBe(200);
    const profile = (await response.json()) as ProfileDTO;
    expect(profile).toMatchObject({ nickname: 'Mei', first_name: 'Mei Lin', bot_count: 0, qa_group_count: 0 });
    const again = (await (await fetch(`${backend.url}/member/profile`, { headers: { Authorization: `Bearer ${token}` } })).json()) as ProfileDTO;
    expect(again.first_name).toBe('Mei Lin');
  });

  it('refuses blank and over-long names with the registration rules', async () => {
    const { token } = await signedIn();
    const response = await put('/profile', token, { nickname: '   ', first_name: 'x'.repeat(101) });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { field: 'nickname', message: 'validation.required' },
        { field: 'first_name', message: 'validation.tooLong' },
      ]),
    );
  });

  it('needs a session', async () => {
    const response = await fetch(`${backend.url}/member/profile`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ nickname: 'A', first_name: 'B' }) });
    expect(response.status).toBe(401);
  });

  it("changes only the caller's own account", async () => {
    const first = await signedIn();
    const second = await signedIn();
    await put('/profile', first.token, { nickname: 'Changed', first_name: 'Changed' });
    expect((await findAccountByEmail(backend.db, second.account.email))?.nickname).toBe('Test User');
  });
});

describe('PUT /member/password', () => {
  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const { account, token } = await signedIn();
    const response = await put('/password', token, passwordChange(account, 'a-brand-new-password'));
    expect(response.status).toBe(200);
    expect((await response.json()) as PasswordChangedDTO).toEqual({ status: 'success', other_sessions_ended: 0 });
    const oldLogin = await fetch(`${backend.url}/member/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, force_login: true }),
    });
    expect(oldLogin.status).toBe(401);
    expect(await loginToken(backend.url, account.email, 'a-brand-new-password', true)).toBeTruthy();
  });

  it('answers OLD_PASSWORD_INCORRECT for a wrong old password and keeps the password', async () => {
    const { account, token } = await signedIn();
    const response = await put('/password', token, passwordChange(account, 'a-brand-new-password', { old_password: 'not-the-password' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'OLD_PASSWORD_INCORRECT', message: 'Old password entered incorrectly' } });
    expect(await loginToken(backend.url, account.email, account.password, true)).toBeTruthy();
  });

  it('applies the password rules: 8 to 100 characters, and the confirmation must match', async () => {
    const { account, token } = await signedIn();
    const short = await put('/password', token, passwordChange(account, 'short'));
    expect(((await short.json()) as ErrorBody).error.fields).toEqual([{ field: 'new_password', message: 'validation.passwordLength' }]);
    const mismatch = await put('/password', token, passwordChange(account, 'long-enough-password', { confirm_password: 'something-else-entirely' }));
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as ErrorBody).error.fields).toEqual([{ field: 'confirm_password', message: 'validation.passwordMismatch' }]);
  });

  it('keeps the session that made the change and ends any other live session of the account', async () => {
    const { account, token } = await signedIn();
    const other = await extraSession(account.email);
    const response = await put('/password', token, passwordChange(account, 'a-brand-new-password'));
    expect(((await response.json()) as PasswordChangedDTO).other_sessions_ended).toBe(1);
    expect(await profileStatus(token)).toBe(200);
    expect(await profileStatus(other)).toBe(401);
  });

  it('locks the account out of password changes after 10 wrong old passwords, not counting right ones', async () => {
    const { account, token } = await signedIn();
    let password = account.password;
    for (let change = 0; change < 3; change += 1) {
      const next = `changed-password-${randomBytes(4).toString('hex')}`;
      expect((await put('/password', token, passwordChange({ ...account, password }, next))).status).toBe(200);
      password = next;
    }
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await put('/password', token, passwordChange(account, 'another-new-password', { old_password: 'wrong-old-password' }))).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await put('/password', token, passwordChange({ ...account, password }, 'another-new-password'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

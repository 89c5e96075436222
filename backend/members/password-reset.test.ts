// Password reset over real HTTP, with the reset mails sent to a real SMTP server on loopback.
import type { TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, type TestAccount } from '../../tests/support/factories';
import { startMailBackend, type MailBackend } from '../../tests/support/mail-backend';
import type { TestSmtpServer } from '../../tests/support/smtp';
import type { ErrorBody } from '../../schema/rest';
import { MSG } from '../../schema/rules/validation';
import { awayFromWindowEdge } from '../../tests/support/rate-windows';

const PUBLIC_URL = 'https://console.example.com';
let mailBackend: MailBackend;
let smtp: TestSmtpServer;
let backend: TestBackend;
beforeAll(async () => {
  mailBackend = await startMailBackend({ PUBLIC_URL });
  ({ smtp, backend } = mailBackend);
});
afterAll(() => mailBackend?.close());
// Attempts counted up to a limit must not straddle a rate-limit window's edge.
beforeEach(() => awayFromWindowEdge(), 60_000);
afterEach(() => mailBackend.moveClock(0));

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}/member/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
const NEW_PASSWORD = 'brand-new-password';
const newPassword = (token: string) => ({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });

/** A registered account whose confirmation mail has been taken, so the next mail to it is the reset. */
async function accountWithMailRead(language?: TestAccount['language']): Promise<TestAccount> {
  const account = await newAccount(backend.url, language ? { language } : {});
  await smtp.nextMailTo(account.email);
  return account;
}

async function resetToken(account: TestAccount): Promise<string> {
  const response = await post('reset', { email: account.email.toUpperCase() });
  expect(response.status).toBe(200);
  return tokenOf((await smtp.nextMailTo(account.email)).link);
}

describe('POST /member/reset', () => {
  it("mails a PUBLIC_URL link to /reset-password in the account's language", async () => {
    const account = await accountWithMailRead('cn');
    expect((await post('reset', { email: account.email })).status).toBe(200);
    const mail = await smtp.nextMailTo(account.email);
    expect(mail.subject).toBe('重设您的密码');
    expect(mail.link).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[\\w-]{43}$`));
  });

  it('answers 404 USER_NOT_FOUND for an address no account has', async () => {
    const response = await post('reset', { email: 'nobody-here@example.com' });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'USER_NOT_FOUND', message: 'User does not exist' });
  });

  it('refuses an account of third-party sign-in with 403 PASSWORD_RESET_UNAVAILABLE', async () => {
    const account = await accountWithMailRead();
    await backend.db.updateTable('accounts').set({ provider: 'google' }).where('email', '=', account.email).execute();
    const response = await post('reset', { email: account.email });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('PASSWORD_RESET_UNAVAILABLE');
  });

  it('allows 5 requests per e-mail in an hour, then 429 with Retry-After, whichever address asks', async () => {
    const account = await accountWithMailRead();
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await post('reset', { email: account.email }, { 'X-Forwarded-For': `198.51.100.${n}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await post('reset', { email: account.email }, { 'X-Forwarded-For': '198.51.100.99' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(limited)).code).toBe('RATE_LIMITED');
    mailBackend.moveClock(60 * 60 * 1000);
    expect((await post('reset', { email: account.email }, { 'X-Forwarded-For': '198.51.100.99' })).status).toBe(200);
  });

  it('allows 20 requests per client address in an hour, known e-mails or not', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.77' };
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1) statuses.push((await post('reset', { email: `probe-${n}@example.com` }, from)).status);
    expect(statuses.every((status) => status === 404)).toBe(true);
    expect((await post('reset', { email: 'probe-20@example.com' }, from)).status).toBe(429);
  });
});

describe('POST /member/confirm-reset-password', () => {
  it('sets the new password and ends every session of the account', async () => {
    const account = await accountWithMailRead();
    const session = await loginToken(backend.url, account.email, account.password);
    const response = await post('confirm-reset-password', newPassword(await resetToken(account)));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success' });

    const profile = await fetch(`${backend.url}/member/profile`, { headers: { Authorization: `Bearer ${session}` } });
    expect(profile.status).toBe(401);
    expect((await errorOf(profile)).code).toBe('SESSION_REVOKED');
    expect((await post('login', { email: account.email, password: account.password })).status).toBe(401);
    expect((await post('login', { email: account.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("takes §7's body of token and password alone, and refuses a password of spaces", async () => {
    const account = await accountWithMailRead();
    const token = await resetToken(account);
    const blank = await post('confirm-reset-password', { token, password: ' '.repeat(10) });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).fields).toEqual([{ field: 'password', message: MSG.required }]);
    expect((await post('confirm-reset-password', { token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await post('login', { email: account.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a link used once already, and the older links of the account, with INVALID_TOKEN', async () => {
    const account = await accountWithMailRead();
    const older = await resetToken(account);
    const token = await resetToken(account);
    expect((await post('confirm-reset-password', newPassword(token))).status).toBe(200);
    for (const spent of [token, older]) {
      const again = await post('confirm-reset-password', newPassword(spent));
      expect(again.status).toBe(400);
      expect(await errorOf(again)).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    }
  });

  it('refuses a link older than an hour with 410 RESET_LINK_EXPIRED and keeps the old password', async () => {
    const account = await accountWithMailRead();
    const token = await resetToken(account);
    mailBackend.moveClock(60 * 60 * 1000 + 1000);
    const response = await post('confirm-reset-password', newPassword(token));
    expect(response.status).toBe(410);
    expect(await errorOf(response)).toEqual({ code: 'RESET_LINK_EXPIRED', message: 'The link has expired. Please return to login and choose Forgot Password.' });
    expect((await post('login', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('checks the new password by the §5 rules before spending the link', async () => {
    const account = await accountWithMailRead();
    const token = await resetToken(account);
    const response = await post('confirm-reset-password', { token, password: 'short', confirm_password: 'other' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual(
      expect.arrayContaining([
        { field: 'password', message: MSG.passwordLength },
        { field: 'confirm_password', message: MSG.passwordMismatch },
      ]),
    );
    expect((await post('confirm-reset-password', newPassword(token))).status).toBe(200);
  });

  it('refuses a confirmation link as a reset link', async () => {
    const account = await newAccount(backend.url);
    const confirmation = tokenOf((await smtp.nextMailTo(account.email)).link);
    expect((await errorOf(await post('confirm-reset-password', newPassword(confirmation)))).code).toBe('INVALID_TOKEN');
  });
});

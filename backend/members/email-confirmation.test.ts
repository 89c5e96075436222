// E-mail confirmation over real HTTP, with the mails sent to a real SMTP server on loopback; and the outbox of a
// server without SMTP_URL.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount } from '../../tests/support/factories';
import { startMailBackend, type MailBackend } from '../../tests/support/mail-backend';
import type { TestSmtpServer } from '../../tests/support/smtp';
import { accountMailMigration } from '../db/migrations/0019-account-mail';
import type { ConfirmEmailResponseDTO, ErrorBody, ProfileDTO, ResendConfirmationResponseDTO } from '../../schema/rest';

const PUBLIC_URL = 'https://console.example.com';
let mailBackend: MailBackend;
let smtp: TestSmtpServer;
let backend: TestBackend;
beforeAll(async () => {
  mailBackend = await startMailBackend({ MAIL_FROM: 'Console <robot@console.example.com>', PUBLIC_URL });
  ({ smtp, backend } = mailBackend);
});
afterAll(() => mailBackend?.close());
afterEach(() => mailBackend.moveClock(0));

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${backend.url}/member/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const profileOf = async (token: string) => (await (await fetch(`${backend.url}/member/profile`, { headers: { Authorization: `Bearer ${token}` } })).json()) as ProfileDTO;
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

describe('the confirmation mail of a sign-up', () => {
  it('is sent from MAIL_FROM with a PUBLIC_URL link to /confirmation, in English when the console is in English', async () => {
    const account = await newAccount(backend.url, { language: 'en' });
    const mail = await smtp.nextMailTo(account.email);
    expect(mail.from).toContain('robot@console.example.com');
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.link).toMatch(new RegExp(`^${PUBLIC_URL}/confirmation\\?token=[\\w-]{43}$`));
    expect(mail.text).toContain('24 hours');
    expect(mail.html).toContain(`href="${mail.link}"`);
  });

  it('is written in Traditional Chinese when no language is given', async () => {
    const account = await newAccount(backend.url);
    const mail = await smtp.nextMailTo(account.email);
    expect(mail.subject).toBe('請確認您的電子郵件地址');
  });

  it('stores only the SHA-256 of its token', async () => {
    const account = await newAccount(backend.url);
    const token = tokenOf((await smtp.nextMailTo(account.email)).link);
    const rows = await backend.db.selectFrom('account_tokens').select('token_hash').execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is not sent, and nothing is registered, when the SMTP server refuses it', async () => {
    smtp.refuseMail(true);
    try {
      const response = await post('register', { email: 'refused@example.com', nickname: 'R', password: 'secret-pass', confirm_password: 'secret-pass', agree_terms: true });
      expect(response.status).toBe(500);
    } finally {
      smtp.refuseMail(false);
    }
    expect(await backend.db.selectFrom('accounts').select('id').where('email', '=', 'refused@example.com').executeTakeFirst()).toBeUndefined();
  });
});

describe('POST /member/confirm-email', () => {
  it('confirms the address without a session, which the profile then shows', async () => {
    const account = await newAccount(backend.url);
    const session = await loginToken(backend.url, account.email, account.password);
    expect((await profileOf(session)).email_confirmed).toBe(false);
    const response = await post('confirm-email', { token: tokenOf((await smtp.nextMailTo(account.email)).link) });
    expect(response.status).toBe(200);
    expect((await response.json()) as ConfirmEmailResponseDTO).toEqual({ status: 'success', email: account.email });
    expect((await profileOf(session)).email_confirmed).toBe(true);
  });

  it('says a link opened again is confirmed, as the address is, instead of calling it invalid', async () => {
    const account = await newAccount(backend.url);
    const token = tokenOf((await smtp.nextMailTo(account.email)).link);
    expect((await post('confirm-email', { token })).status).toBe(200);
    const again = await post('confirm-email', { token });
    expect(again.status).toBe(200);
    expect((await again.json()) as ConfirmEmailResponseDTO).toEqual({ status: 'success', email: account.email });
  });

  it('refuses an unknown token with INVALID_TOKEN and a blank one with VALIDATION_FAILED', async () => {
    expect((await errorOf(await post('confirm-email', { token: 'no-such-token' }))).code).toBe('INVALID_TOKEN');
    expect((await errorOf(await post('confirm-email', { token: ' ' }))).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a link older than 24 hours with 410 CONFIRMATION_LINK_EXPIRED (register again)', async () => {
    const account = await newAccount(backend.url);
    const token = tokenOf((await smtp.nextMailTo(account.email)).link);
    mailBackend.moveClock(24 * 60 * 60 * 1000 + 1000);
    const response = await post('confirm-email', { token });
    expect(response.status).toBe(410);
    expect(await errorOf(response)).toEqual({ code: 'CONFIRMATION_LINK_EXPIRED', message: 'The link has expired. Please register again.' });
  });
});

describe('POST /member/resend-confirmation', () => {
  it('waits a minute after the last mail (429 with Retry-After), then sends a new link', async () => {
    const account = await newAccount(backend.url, { language: 'jp' });
    const first = await smtp.nextMailTo(account.email);
    const session = await loginToken(backend.url, account.email, account.password);
    const tooSoon = await post('resend-confirmation', {}, session);
    expect(tooSoon.status).toBe(429);
    const retryAfter = Number(tooSoon.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await errorOf(tooSoon)).code).toBe('RATE_LIMITED');

    mailBackend.moveClock(61_000);
    const resent = await post('resend-confirmation', {}, session);
    expect(resent.status).toBe(200);
    const answer = (await resent.json()) as ResendConfirmationResponseDTO;
    expect(Date.parse(answer.resend_available_at) - Date.now() - 61_000).toBeGreaterThan(55_000);
    const second = await smtp.nextMailTo(account.email);
    expect(second.subject).toBe('メールアドレスを確認してください');
    expect(second.link).not.toBe(first.link);
    expect((await post('resend-confirmation', {}, session)).status).toBe(429);
    expect((await post('confirm-email', { token: tokenOf(second.link) })).status).toBe(200);
  });

  it('does not start the wait when the mail cannot be sent', async () => {
    const account = await newAccount(backend.url);
    await smtp.nextMailTo(account.email);
    const session = await loginToken(backend.url, account.email, account.password);
    mailBackend.moveClock(61_000);
    smtp.refuseMail(true);
    try {
      expect((await post('resend-confirmation', {}, session)).status).toBe(500);
    } finally {
      smtp.refuseMail(false);
    }
    expect((await post('resend-confirmation', {}, session)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await post('resend-confirmation', {})).status).toBe(401);
  });
});

describe('a backend without SMTP_URL', () => {
  it('keeps the confirmation mail in the outbox, where its link works', async () => {
    const local = await startTestBackend({ env: { SMTP_URL: '', PUBLIC_URL } });
    try {
      const account = await newAccount(local.url, { language: 'en' });
      const mail = await local.db.selectFrom('outbox').selectAll().where('recipient', '=', account.email).executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Confirm your email address');
      const link = mail.text_body.match(/https?:\/\/\S+/)?.[0] ?? '';
      expect(link.startsWith(`${PUBLIC_URL}/confirmation?token=`)).toBe(true);
      const confirmed = await fetch(`${local.url}/member/confirm-email`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: tokenOf(link) }) });
      expect(confirmed.status).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('migration 0019-account-mail', () => {
  it('goes down and up again, existing accounts coming back unconfirmed, in Traditional Chinese, with a password', async () => {
    const account = await newAccount(backend.url);
    await accountMailMigration.down?.(backend.db);
    await accountMailMigration.up(backend.db);
    const row = await backend.db.selectFrom('accounts').selectAll().where('email', '=', account.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email_confirmed_at: null, language: 'tw', provider: 'password' });
    expect(await backend.db.selectFrom('account_tokens').selectAll().execute()).toEqual([]);
  });
});

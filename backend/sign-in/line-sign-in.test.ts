// LINE Login v2.1 against a loopback stand-in (tests/support/fake-line-login.ts): the code flow with PKCE, state and
// nonce, the HS256 ID token checked with the channel secret, and the e-mail a LINE account may not share; over real HTTP.
import { randomBytes } from 'node:crypto';
import { startMailBackend, type MailBackend } from '../../tests/support/mail-backend';
import { LINE_CHANNEL, startFakeLineLogin, type FakeLineLogin, type LineProfile } from '../../tests/support/fake-line-login';
import { signInClient, type SignInClient } from '../../tests/support/sign-in';

const PUBLIC_URL = 'https://console.example.com';
let line: FakeLineLogin;
let mail: MailBackend;
let client: SignInClient;
beforeAll(async () => {
  line = await startFakeLineLogin();
  mail = await startMailBackend({
    PUBLIC_URL,
    LINE_LOGIN_BASE_URL: line.url,
    LINE_LOGIN_API_BASE_URL: line.url,
    LINE_LOGIN_CHANNEL_ID: LINE_CHANNEL.id,
    LINE_LOGIN_CHANNEL_SECRET: LINE_CHANNEL.secret,
  });
  client = signInClient(mail.backend.url);
});
afterAll(async () => {
  await mail?.close();
  await line?.close();
});
afterEach(() => mail.moveClock(0));

const lineUser = (overrides: Partial<LineProfile> = {}): LineProfile => ({
  sub: `U${randomBytes(16).toString('hex')}`,
  name: 'Wang Xiao Ming',
  email: `line-${randomBytes(6).toString('hex')}@example.com`,
  ...overrides,
});

async function consent(profile: LineProfile, fault?: 'wrong key' | 'expired'): Promise<URL> {
  line.signInAs(profile, fault);
  return line.authorize(await client.start({ provider: 'line', language: 'jp' }));
}

const accountsOf = (email: string) => mail.backend.db.selectFrom('accounts').selectAll().where('email', '=', email).execute();

describe('LINE sign-in', () => {
  it('sends the browser to LINE with PKCE S256, state and nonce, back to /line/callback', async () => {
    const url = new URL(await client.start({ provider: 'line' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${line.url}/oauth2/v2.1/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: LINE_CHANNEL.id, redirect_uri: `${PUBLIC_URL}/line/callback`, scope: 'openid profile email', code_challenge_method: 'S256' });
  });

  it('creates a confirmed LINE account from a valid ID token with an e-mail', async () => {
    const profile = lineUser();
    const answer = await client.callback('line', await consent(profile));
    expect(answer.status).toBe(200);
    expect(await client.profile(answer.token!)).toMatchObject({ email: profile.email, nickname: 'Wang Xiao Ming', email_confirmed: true });
    expect(await accountsOf(profile.email!)).toEqual([expect.objectContaining({ provider: 'line', language: 'jp' })]);
  });

  it('refuses an ID token signed with another key than the channel secret', async () => {
    const profile = lineUser();
    expect(await client.callback('line', await consent(profile, 'wrong key'))).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
    expect(await accountsOf(profile.email!)).toEqual([]);
  });

  it('refuses an expired ID token', async () => {
    const profile = lineUser();
    expect(await client.callback('line', await consent(profile, 'expired'))).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
    expect(await accountsOf(profile.email!)).toEqual([]);
  });

  it('refuses a code LINE does not know, and the state afterwards', async () => {
    const callback = await consent(lineUser());
    expect(await client.callback('line', callback, { code: 'unknown-code' })).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
    expect(await client.callback('line', callback)).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
  });

  it('asks a LINE account without an e-mail for one, then creates it unconfirmed and mails the confirmation link', async () => {
    const profile = lineUser({ email: undefined });
    const callback = await consent(profile);
    expect(await client.callback('line', callback)).toEqual({ status: 409, code: 'EMAIL_REQUIRED' });
    const state = callback.searchParams.get('state')!;
    const email = `typed-${randomBytes(6).toString('hex')}@example.com`;
    const answer = await client.complete({ provider: 'line', state, email });
    expect(answer.status).toBe(200);
    expect(await client.profile(answer.token!)).toMatchObject({ email, email_confirmed: false });
    const sent = await mail.smtp.nextMailTo(email);
    expect(sent.link).toMatch(new RegExp(`^${PUBLIC_URL}/confirmation\\?token=`));
    expect(await client.complete({ provider: 'line', state, email })).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
  });

  it('does not give a typed e-mail of another account to the LINE identity', async () => {
    const first = lineUser();
    await client.callback('line', await consent(first));
    const callback = await consent(lineUser({ email: undefined }));
    expect(await client.callback('line', callback)).toEqual({ status: 409, code: 'EMAIL_REQUIRED' });
    expect(await client.complete({ provider: 'line', state: callback.searchParams.get('state')!, email: first.email })).toEqual({ status: 409, code: 'EMAIL_TAKEN' });
  });

  it('lets the wait for an e-mail run out after ten minutes', async () => {
    const callback = await consent(lineUser({ email: undefined }));
    expect(await client.callback('line', callback)).toEqual({ status: 409, code: 'EMAIL_REQUIRED' });
    mail.moveClock(11 * 60 * 1000);
    expect(await client.complete({ provider: 'line', state: callback.searchParams.get('state')!, email: 'late@example.com' })).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
  });

  it('refuses to continue an attempt whose callback never came', async () => {
    const url = new URL(await client.start({ provider: 'line' }));
    expect(await client.complete({ provider: 'line', state: url.searchParams.get('state')!, email: 'early@example.com' })).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
  });
});

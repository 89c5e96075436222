// Google sign-in against a real OpenID provider on loopback (oidc-provider): discovery, the code flow with PKCE,
// state and nonce, and the accounts it signs into; over real HTTP.
import { randomBytes } from 'node:crypto';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount } from '../../tests/support/factories';
import { GOOGLE_CLIENT, startFakeGoogle, type FakeGoogle } from '../../tests/support/fake-google';
import { signInClient, type SignInClient } from '../../tests/support/sign-in';
import type { ErrorBody, SignInProvidersDTO } from '../../schema/rest';
import { hashSessionToken } from '../members/session-token';

const PUBLIC_URL = 'https://console.example.com';
let google: FakeGoogle;
let backend: TestBackend;
let client: SignInClient;
beforeAll(async () => {
  google = await startFakeGoogle(PUBLIC_URL);
  backend = await startTestBackend({ env: { PUBLIC_URL, GOOGLE_ISSUER: google.issuer, GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id, GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret } });
  client = signInClient(backend.url);
}, 60_000);
afterAll(async () => {
  await backend?.close();
  await google?.close();
});

const someone = (overrides: { email?: string; email_verified?: boolean; name?: string } = {}) => ({
  sub: `google-${randomBytes(6).toString('hex')}`,
  email: `g-${randomBytes(6).toString('hex')}@gmail.example`,
  email_verified: true,
  name: 'Mei Lin',
  ...overrides,
});

/** Signs in at the provider as `account` and answers the callback URL the browser lands on. */
async function consent(account: ReturnType<typeof someone>, language?: 'en'): Promise<URL> {
  await google.signInAs(account);
  return google.authorize(await client.start({ provider: 'google', ...(language && { language }) }));
}

const attemptOf = (callback: URL) => backend.db.selectFrom('sign_in_attempts').selectAll().where('state_hash', '=', hashSessionToken(callback.searchParams.get('state') ?? ''));

describe('GET /member/sign-in/providers', () => {
  it('offers the providers whose client id and secret are set', async () => {
    const answer = (await (await fetch(`${backend.url}/member/sign-in/providers`)).json()) as SignInProvidersDTO;
    expect(answer).toEqual({ google: true, line: false });
  });
});

describe('Google sign-in', () => {
  it('sends the browser to the discovered authorization endpoint with PKCE S256, state and nonce, back to /google/callback', async () => {
    const url = new URL(await client.start({ provider: 'google' }));
    expect(url.origin).toBe(google.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: GOOGLE_CLIENT.id, redirect_uri: `${PUBLIC_URL}/google/callback`, response_type: 'code', code_challenge_method: 'S256' });
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('creates a confirmed account on the default plan, named from the profile, in the console language', async () => {
    const person = someone({ name: 'Chen Mei Lin' });
    const answer = await client.callback('google', await consent(person, 'en'));
    expect(answer.status).toBe(200);
    const profile = await client.profile(answer.token!);
    expect(profile).toMatchObject({ email: person.email, nickname: 'Chen Mei Lin', email_confirmed: true });
    expect(profile.plan.code).toBe('free');
    const account = await backend.db.selectFrom('accounts').selectAll().where('email', '=', person.email).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ provider: 'google', language: 'en' });
    const identity = await backend.db.selectFrom('external_identities').selectAll().where('subject', '=', person.sub).executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ issuer: google.issuer, account_id: account.id });
  });

  it('gives a new account no password to log in with or reset (§6)', async () => {
    const person = someone();
    expect((await client.callback('google', await consent(person))).status).toBe(200);
    const post = (path: string, body: unknown) => fetch(`${backend.url}/member/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('login', { email: person.email, password: 'any-password-at-all' })).status).toBe(401);
    const reset = await post('reset', { email: person.email });
    expect(reset.status).toBe(403);
    expect(((await reset.json()) as ErrorBody).error.code).toBe('PASSWORD_RESET_UNAVAILABLE');
  });

  it('signs a verified e-mail into the existing account of that address and links it', async () => {
    const existing = await newAccount(backend.url);
    const person = someone({ email: existing.email });
    const answer = await client.callback('google', await consent(person));
    expect(answer.status).toBe(200);
    expect((await client.profile(answer.token!)).email).toBe(existing.email);
    const accounts = await backend.db.selectFrom('accounts').select(['id', 'provider']).where('email', '=', existing.email).execute();
    expect(accounts).toEqual([{ id: accounts[0].id, provider: 'password' }]);
    const identity = await backend.db.selectFrom('external_identities').select('account_id').where('subject', '=', person.sub).executeTakeFirstOrThrow();
    expect(identity.account_id).toBe(accounts[0].id);
  });

  it('does not take over an account through an e-mail Google has not verified', async () => {
    const existing = await newAccount(backend.url);
    const answer = await client.callback('google', await consent(someone({ email: existing.email, email_verified: false })));
    expect(answer).toEqual({ status: 409, code: 'EMAIL_TAKEN' });
  });

  it('signs the same Google identity into the same account next time, whatever its e-mail is by then', async () => {
    const person = someone();
    const first = await client.callback('google', await consent(person));
    const second = await client.callback('google', await consent({ ...person, email: 'changed@gmail.example' }), { force_login: true });
    expect((await client.profile(second.token!)).email).toBe(person.email);
    expect(first.token).not.toBe(second.token);
  });

  it('refuses a state used once already, with its code or another', async () => {
    const callback = await consent(someone());
    expect((await client.callback('google', callback)).status).toBe(200);
    expect(await client.callback('google', callback)).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
    expect(await client.callback('google', callback, { code: 'another-code' })).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
  });

  it('refuses a callback brought by another browser than the one that started the sign-in (login CSRF)', async () => {
    const callback = await consent(someone());
    const victim = signInClient(backend.url);
    expect(await victim.callback('google', callback)).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
  });

  it('refuses an unknown state and an expired one', async () => {
    const callback = await consent(someone());
    expect(await client.callback('google', callback, { state: 'made-up-state' })).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
    await backend.db.updateTable('sign_in_attempts').set({ expires_at: new Date(Date.now() - 1000) }).where('state_hash', '=', hashSessionToken(callback.searchParams.get('state')!)).execute();
    expect(await client.callback('google', callback)).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
  });

  it('refuses an ID token issued for another nonce', async () => {
    const person = someone();
    const callback = await consent(person);
    await backend.db.updateTable('sign_in_attempts').set({ nonce: 'another-nonce' }).where('state_hash', '=', hashSessionToken(callback.searchParams.get('state')!)).execute();
    expect(await client.callback('google', callback)).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
    expect(await backend.db.selectFrom('accounts').select('id').where('email', '=', person.email).execute()).toEqual([]);
  });

  it('refuses a code whose PKCE verifier does not match (a code taken from another browser)', async () => {
    const callback = await consent(someone());
    await backend.db.updateTable('sign_in_attempts').set({ code_verifier: 'x'.repeat(43) }).where('state_hash', '=', hashSessionToken(callback.searchParams.get('state')!)).execute();
    expect(await client.callback('google', callback)).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
  });

  it('refuses a forged code and a callback from another issuer', async () => {
    const callback = await consent(someone());
    expect(await client.callback('google', callback, { code: 'forged-code' })).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
    const other = await consent(someone());
    expect(await client.callback('google', other, { iss: 'https://evil.example.com' })).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
  });

  it('keeps one live session per account: SESSION_ACTIVE, then force_login continues the same attempt and replaces it', async () => {
    const existing = await newAccount(backend.url);
    const passwordToken = await loginToken(backend.url, existing.email, existing.password);
    const callback = await consent(someone({ email: existing.email }));
    expect(await client.callback('google', callback)).toEqual({ status: 409, code: 'SESSION_ACTIVE' });
    const forced = await client.complete({ provider: 'google', state: callback.searchParams.get('state')!, force_login: true });
    expect(forced.status).toBe(200);
    const revoked = await fetch(`${backend.url}/member/profile`, { headers: { Authorization: `Bearer ${passwordToken}` } });
    expect(revoked.status).toBe(401);
    expect((await attemptOf(callback).executeTakeFirstOrThrow()).finished_at).not.toBeNull();
    expect(await client.complete({ provider: 'google', state: callback.searchParams.get('state')!, force_login: true })).toEqual({ status: 400, code: 'SIGN_IN_FAILED' });
  });

  it('answers SIGN_IN_UNAVAILABLE for a provider this server is not configured for', async () => {
    const body = JSON.stringify({ provider: 'line', browser_key: client.browserKey });
    const response = await fetch(`${backend.url}/member/sign-in/start`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe('SIGN_IN_UNAVAILABLE');
  });
});

// Google and LINE sign-in through the BFF, against a real backend and the LINE Login stand-in: which buttons to
// show, starting an attempt, and the callback that sets the session cookie or answers its error by code.
import { randomBytes } from 'node:crypto';
import { LINE_CHANNEL, startFakeLineLogin, type FakeLineLogin } from '../tests/support/fake-line-login';
import { errorCodes, graphql, sessionCookie } from './test-support/graphqlClient';
import { ME } from './test-support/operations';
import { SIGN_IN_COOKIE } from './signInBrowser';
import { startBffStack, type BffStack } from './test-support/stack';

const PROVIDERS = `query Test_SignInProviders { signInProviders { google line } }`;
const START = `mutation Test_StartSignIn($input: StartSignInInput!) { startSignIn(input: $input) { authorizationUrl } }`;
const COMPLETE = `mutation Test_CompleteSignIn($input: CompleteSignInInput!) { completeSignIn(input: $input) { account { email nickname emailConfirmed } } }`;

let line: FakeLineLogin;
let stack: BffStack;
beforeAll(async () => {
  line = await startFakeLineLogin();
  stack = await startBffStack({
    backendEnv: { PUBLIC_URL: 'https://console.example.com', LINE_LOGIN_BASE_URL: line.url, LINE_LOGIN_API_BASE_URL: line.url, LINE_LOGIN_CHANNEL_ID: LINE_CHANNEL.id, LINE_LOGIN_CHANNEL_SECRET: LINE_CHANNEL.secret },
  });
});
afterAll(async () => {
  await stack?.close();
  await line?.close();
});

interface CompleteData {
  completeSignIn: { account: { email: string; nickname: string; emailConfirmed: boolean } };
}

interface LineCallback {
  input: { provider: 'line'; code: string; state: string };
  /** The sign-in cookie of the browser that started it. */
  cookie: string;
}

/** Starts a LINE sign-in through the BFF as `profile` and answers the callback's code and state, and the browser's cookie. */
async function lineCallback(profile: { sub: string; name?: string; email?: string }): Promise<LineCallback> {
  line.signInAs(profile);
  const started = await graphql<{ startSignIn: { authorizationUrl: string } }>(stack.bff.url, START, { input: { provider: 'line', language: 'en' } });
  const cookie = started.setCookies.find((header) => header.startsWith(`${SIGN_IN_COOKIE}=`))!.split(';')[0];
  const callback = await line.authorize(started.data!.startSignIn.authorizationUrl);
  return { input: { provider: 'line', code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! }, cookie };
}

const complete = <TData = CompleteData>({ cookie }: LineCallback, input: Record<string, unknown>) => graphql<TData>(stack.bff.url, COMPLETE, { input }, { cookie });

const someone = (email?: string) => ({ sub: `U${randomBytes(8).toString('hex')}`, name: 'Lin', ...(email && { email }) });

describe('Query.signInProviders', () => {
  it('answers the configured providers, signed in or not', async () => {
    const answer = await graphql(stack.bff.url, PROVIDERS);
    expect(answer.data).toEqual({ signInProviders: { google: false, line: true } });
  });
});

describe('Mutation.completeSignIn', () => {
  it('signs in with the HttpOnly session cookie and answers the account, never the token', async () => {
    const email = `line-${randomBytes(4).toString('hex')}@example.com`;
    const callback = await lineCallback(someone(email));
    expect(callback.cookie).toMatch(new RegExp(`^${SIGN_IN_COOKIE}=[\\w-]{43}$`));
    const answer = await complete(callback, callback.input);
    expect(answer.data?.completeSignIn.account).toEqual({ email, nickname: 'Lin', emailConfirmed: true });
    expect(answer.setCookies.join()).toMatch(/HttpOnly/i);
    const me = await graphql<{ me: { email: string } }>(stack.bff.url, ME, {}, { cookie: sessionCookie(answer.setCookies) });
    expect(me.data?.me.email).toBe(email);
  });

  it('answers SIGN_IN_FAILED for a callback without the sign-in cookie of the browser that started it', async () => {
    const callback = await lineCallback(someone(`other-${randomBytes(4).toString('hex')}@example.com`));
    const answer = await graphql(stack.bff.url, COMPLETE, { input: callback.input });
    expect(errorCodes(answer)).toEqual(['SIGN_IN_FAILED']);
    expect(errorCodes(await complete({ ...callback, cookie: `${SIGN_IN_COOKIE}=${'x'.repeat(43)}` }, callback.input))).toEqual(['SIGN_IN_FAILED']);
  });

  it('answers SIGN_IN_FAILED for a reused callback, and sets no cookie', async () => {
    const callback = await lineCallback(someone(`again-${randomBytes(4).toString('hex')}@example.com`));
    await complete(callback, callback.input);
    const again = await complete(callback, callback.input);
    expect(errorCodes(again)).toEqual(['SIGN_IN_FAILED']);
    expect(again.errors?.[0].message).toBe('An error occurred while validating. Please try again.');
    expect(again.setCookies).toEqual([]);
  });

  it('answers EMAIL_REQUIRED, then finishes with the e-mail given for the same state', async () => {
    const callback = await lineCallback(someone());
    expect(errorCodes(await complete(callback, callback.input))).toEqual(['EMAIL_REQUIRED']);
    const email = `typed-${randomBytes(4).toString('hex')}@example.com`;
    const answer = await complete(callback, { provider: 'line', state: callback.input.state, email });
    expect(answer.data?.completeSignIn.account).toMatchObject({ email, emailConfirmed: false });
  });

  it('answers SESSION_ACTIVE while another session lives, and forceLogin takes over', async () => {
    const profile = someone(`twice-${randomBytes(4).toString('hex')}@example.com`);
    const firstCallback = await lineCallback(profile);
    const first = await complete(firstCallback, firstCallback.input);
    const callback = await lineCallback(profile);
    expect(errorCodes(await complete(callback, callback.input))).toEqual(['SESSION_ACTIVE']);
    const forced = await complete(callback, { provider: 'line', state: callback.input.state, forceLogin: true });
    expect(forced.errors).toBeUndefined();
    const stale = await graphql<{ me: unknown }>(stack.bff.url, ME, {}, { cookie: sessionCookie(first.setCookies) });
    expect(stale.data?.me ?? null).toBeNull();
  });

  it('answers SIGN_IN_UNAVAILABLE for Google, which this server is not configured for', async () => {
    expect(errorCodes(await graphql(stack.bff.url, START, { input: { provider: 'google' } }))).toEqual(['SIGN_IN_UNAVAILABLE']);
  });
});

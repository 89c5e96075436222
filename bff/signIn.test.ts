// Google and LINE sign-in through the BFF, against a real backend and the LINE Login stand-in: which buttons to
// show, starting an attempt, and the callback that sets the session cookie or answers its error by code.
import { randomBytes } from 'node:crypto';
import { LINE_CHANNEL, startFakeLineLogin, type FakeLineLogin } from '../tests/support/fake-line-login';
import { errorCodes, graphql, sessionCookie } from './test-support/graphqlClient';
import { ME } from './test-support/operations';
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

/** Starts a LINE sign-in through the BFF as `profile` and answers the callback's code and state. */
async function lineCallback(profile: { sub: string; name?: string; email?: string }): Promise<{ code: string; state: string }> {
  line.signInAs(profile);
  const started = await graphql<{ startSignIn: { authorizationUrl: string } }>(stack.bff.url, START, { input: { provider: 'line', language: 'en' } });
  const callback = await line.authorize(started.data!.startSignIn.authorizationUrl);
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! };
}

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
    const answer = await graphql<CompleteData>(stack.bff.url, COMPLETE, { input: { provider: 'line', ...(await lineCallback(someone(email))) } });
    expect(answer.data?.completeSignIn.account).toEqual({ email, nickname: 'Lin', emailConfirmed: true });
    expect(answer.setCookies.join()).toMatch(/HttpOnly/i);
    const me = await graphql<{ me: { email: string } }>(stack.bff.url, ME, {}, { cookie: sessionCookie(answer.setCookies) });
    expect(me.data?.me.email).toBe(email);
  });

  it('answers SIGN_IN_FAILED for a reused callback, and sets no cookie', async () => {
    const callback = await lineCallback(someone(`again-${randomBytes(4).toString('hex')}@example.com`));
    await graphql(stack.bff.url, COMPLETE, { input: { provider: 'line', ...callback } });
    const again = await graphql(stack.bff.url, COMPLETE, { input: { provider: 'line', ...callback } });
    expect(errorCodes(again)).toEqual(['SIGN_IN_FAILED']);
    expect(again.errors?.[0].message).toBe('An error occurred while validating. Please try again.');
    expect(again.setCookies).toEqual([]);
  });

  it('answers EMAIL_REQUIRED, then finishes with the e-mail given for the same state', async () => {
    const callback = await lineCallback(someone());
    expect(errorCodes(await graphql(stack.bff.url, COMPLETE, { input: { provider: 'line', ...callback } }))).toEqual(['EMAIL_REQUIRED']);
    const email = `typed-${randomBytes(4).toString('hex')}@example.com`;
    const answer = await graphql<CompleteData>(stack.bff.url, COMPLETE, { input: { provider: 'line', state: callback.state, email } });
    expect(answer.data?.completeSignIn.account).toMatchObject({ email, emailConfirmed: false });
  });

  it('answers SESSION_ACTIVE while another session lives, and forceLogin takes over', async () => {
    const profile = someone(`twice-${randomBytes(4).toString('hex')}@example.com`);
    const first = await graphql(stack.bff.url, COMPLETE, { input: { provider: 'line', ...(await lineCallback(profile)) } });
    const callback = await lineCallback(profile);
    expect(errorCodes(await graphql(stack.bff.url, COMPLETE, { input: { provider: 'line', ...callback } }))).toEqual(['SESSION_ACTIVE']);
    const forced = await graphql(stack.bff.url, COMPLETE, { input: { provider: 'line', state: callback.state, forceLogin: true } });
    expect(forced.errors).toBeUndefined();
    const stale = await graphql<{ me: unknown }>(stack.bff.url, ME, {}, { cookie: sessionCookie(first.setCookies) });
    expect(stale.data?.me ?? null).toBeNull();
  });

  it('answers SIGN_IN_UNAVAILABLE for Google, which this server is not configured for', async () => {
    expect(errorCodes(await graphql(stack.bff.url, START, { input: { provider: 'google' } }))).toEqual(['SIGN_IN_UNAVAILABLE']);
  });
});

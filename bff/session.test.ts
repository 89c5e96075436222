// Signing in, out and being signed out through the BFF: cookies, errors by code, and the session
// event subscription, against a real backend on a fresh database.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { newAccount, type TestAccount } from '../tests/support/factories';
import { errorCodes, graphql, sessionCookie } from './test-support/graphqlClient';
import { LOGIN, LOGOUT, ME, REGISTER, SESSION_EVENTS } from './test-support/operations';
import { startBff } from './server';
import { startBffStack, type BffStack } from './test-support/stack';

let stack: BffStack;
beforeAll(async () => {
  stack = await startBffStack();
});
afterAll(async () => {
  await stack?.close();
});

interface LoginData {
  login: { account: { email: string; nickname: string; firstName: string; plan: { code: string } } };
}
interface MeData {
  me: { email: string; nickname: string; username: string } | null;
}
interface SessionEventData {
  sessionEvents: { kind: string; at: string };
}

function logIn(account: TestAccount, forceLogin?: boolean) {
  return graphql<LoginData>(stack.bff.url, LOGIN, { input: { email: account.email, password: account.password, forceLogin } });
}

async function signedIn(account: TestAccount): Promise<string> {
  const answer = await logIn(account);
  expect(answer.errors).toBeUndefined();
  return sessionCookie(answer.setCookies);
}

/** A graphql-ws client over a real WebSocket that sends the given Cookie header on the upgrade request. */
function socketClient(cookie: string, bffUrl: string = stack.bff.url, origin?: string): Client {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie }, ...(origin && { origin }) });
    }
  }
  return createClient({ url: `${bffUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: CookieWebSocket, retryAttempts: 0, lazy: true });
}

/** Subscribes to sessionEvents and resolves with the first result (data or errors). */
function firstSessionEvent(client: Client): { result: Promise<{ data?: SessionEventData | null; errors?: readonly { extensions?: Record<string, unknown> }[] }>; unsubscribe: () => void } {
  let unsubscribe: () => void = () => undefined;
  const result = new Promise<{ data?: SessionEventData | null; errors?: readonly { extensions?: Record<string, unknown> }[] }>((resolve, reject) => {
    unsubscribe = client.subscribe<SessionEventData>(
      { query: SESSION_EVENTS },
      {
        next: (value) => resolve(value as { data?: SessionEventData | null }),
        error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
        complete: () => undefined,
      },
    );
  });
  return { result, unsubscribe };
}

describe('register', () => {
  it('creates an account and answers its e-mail', async () => {
    const email = `new-${Date.now()}@example.com`;
    const answer = await graphql<{ register: { email: string } }>(stack.bff.url, REGISTER, {
      input: { email, nickname: 'Newcomer', password: 'long-enough-pw', confirmPassword: 'long-enough-pw', agreeTerms: true },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.register.email).toBe(email);
    const login = await logIn({ email, password: 'long-enough-pw', nickname: 'Newcomer' });
    expect(login.data?.login.account.nickname).toBe('Newcomer');
  });

  it('answers VALIDATION_FAILED naming every broken input field before the backend is asked', async () => {
    const answer = await graphql(stack.bff.url, REGISTER, {
      input: { email: 'not-an-email', nickname: ' ', password: 'short', confirmPassword: 'other', agreeTerms: false },
    });
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    expect(answer.errors?.[0].extensions?.fields).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'validation.email' },
        { field: 'nickname', message: 'validation.required' },
        { field: 'password', message: 'validation.passwordLength' },
        { field: 'agreeTerms', message: 'validation.termsRequired' },
      ]),
    );
  });

  it('answers EMAIL_TAKEN for an e-mail that already has an account', async () => {
    const account = await newAccount(stack.backend.url);
    const answer = await graphql(stack.bff.url, REGISTER, {
      input: { email: account.email, nickname: 'Again', password: 'long-enough-pw', confirmPassword: 'long-enough-pw', agreeTerms: true },
    });
    expect(errorCodes(answer)).toEqual(['EMAIL_TAKEN']);
  });
});

describe('login', () => {
  it('sets an HttpOnly SameSite session cookie and never puts the token in the body', async () => {
    const account = await newAccount(stack.backend.url, { nickname: 'Amy Chen' });
    const answer = await logIn(account);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.login.account).toMatchObject({ email: account.email, nickname: 'Amy Chen' });
    const header = answer.setCookies.find((value) => value.startsWith('qa_session='));
    expect(header).toBeDefined();
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).toMatch(/;\s*Max-Age=604800/i);
    expect(header).not.toMatch(/;\s*Secure/i);
    const token = sessionCookie(answer.setCookies).slice('qa_session='.length);
    expect(token.length).toBeGreaterThan(20);
    expect(answer.rawBody).not.toContain(token);
  });

  it('marks the cookie Secure when a local TLS proxy says the request came over https', async () => {
    const account = await newAccount(stack.backend.url);
    const answer = await graphql(stack.bff.url, LOGIN, { input: { email: account.email, password: account.password } }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.setCookies.find((value) => value.startsWith('qa_session='))).toMatch(/;\s*Secure/i);
  });

  it('answers me as null and deletes the cookie when the backend does not know the token', async () => {
    const answer = await graphql<MeData>(stack.bff.url, ME, {}, { cookie: 'qa_session=never-issued' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toBeNull();
    expect(answer.setCookies).toEqual([expect.stringMatching(/^qa_session=;.*Max-Age=0/i)]);
  });

  it('answers the signed-in account to me when the cookie comes back', async () => {
    const account = await newAccount(stack.backend.url);
    const cookie = await signedIn(account);
    const answer = await graphql<MeData>(stack.bff.url, ME, {}, { cookie });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toMatchObject({ email: account.email, username: account.email });
  });

  it('answers me as null for an anonymous visitor', async () => {
    const answer = await graphql<MeData>(stack.bff.url, ME);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toBeNull();
  });

  it('answers INVALID_CREDENTIALS for a wrong password and sets no cookie', async () => {
    const account = await newAccount(stack.backend.url);
    const answer = await logIn({ ...account, password: 'not-the-password' });
    expect(errorCodes(answer)).toEqual(['INVALID_CREDENTIALS']);
    expect(answer.setCookies.some((value) => value.startsWith('qa_session=') && !/Max-Age=0/i.test(value))).toBe(false);
  });

  it('answers SESSION_ACTIVE to a second login while the first session lives', async () => {
    const account = await newAccount(stack.backend.url);
    await signedIn(account);
    const second = await logIn(account);
    expect(errorCodes(second)).toEqual(['SESSION_ACTIVE']);
  });

  it('accepts the session token as a Bearer header as well', async () => {
    const account = await newAccount(stack.backend.url);
    const token = (await signedIn(account)).slice('qa_session='.length);
    const answer = await graphql<MeData>(stack.bff.url, ME, {}, { authorization: `Bearer ${token}` });
    expect(answer.data?.me?.email).toBe(account.email);
  });
});

describe('forced login from another device', () => {
  it('revokes the first session: its subscription receives REVOKED and its next request fails with SESSION_REVOKED', async () => {
    const account = await newAccount(stack.backend.url);
    const firstCookie = await signedIn(account);
    const client = socketClient(firstCookie);
    try {
      const streamAtBackend = stack.proxy.nextSessionStream();
      const event = firstSessionEvent(client);
      await (await streamAtBackend).opened;

      const takeover = await logIn(account, true);
      expect(takeover.errors).toBeUndefined();

      const received = await event.result;
      expect(received.errors).toBeUndefined();
      expect(received.data?.sessionEvents.kind).toBe('REVOKED');
      expect(Number.isNaN(Date.parse(received.data?.sessionEvents.at ?? ''))).toBe(false);

      const stale = await graphql<MeData>(stack.bff.url, ME, {}, { cookie: firstCookie });
      expect(errorCodes(stale)).toEqual(['SESSION_REVOKED']);
      // The dead cookie is deleted so the browser stops sending it.
      expect(stale.setCookies).toEqual([expect.stringMatching(/^qa_session=;.*Max-Age=0/i)]);

      const fresh = await graphql<MeData>(stack.bff.url, ME, {}, { cookie: sessionCookie(takeover.setCookies) });
      expect(fresh.data?.me?.email).toBe(account.email);
    } finally {
      await client.dispose();
    }
  });

  it('closes the backend event stream when the client unsubscribes', async () => {
    const account = await newAccount(stack.backend.url);
    const client = socketClient(await signedIn(account));
    try {
      const streamAtBackend = stack.proxy.nextSessionStream();
      const event = firstSessionEvent(client);
      const stream = await streamAtBackend;
      await stream.opened;
      event.unsubscribe();
      await stream.closed;
    } finally {
      await client.dispose();
    }
  });

  it('stops with a subscription open, closing the backend stream too', async () => {
    const bff = await startBff({ port: 0, host: '127.0.0.1', backendUrl: stack.proxy.url });
    const account = await newAccount(stack.backend.url);
    const login = await graphql(bff.url, LOGIN, { input: { email: account.email, password: account.password } });
    const client = socketClient(sessionCookie(login.setCookies), bff.url);
    try {
      const streamAtBackend = stack.proxy.nextSessionStream();
      const event = firstSessionEvent(client);
      const outcome = event.result.then(
        () => 'an event',
        (closed: { code?: number }) => `closed with ${closed.code}`,
      );
      const stream = await streamAtBackend;
      await stream.opened;
      await bff.close();
      await stream.closed;
      expect(await outcome).toBe('closed with 1001');
    } finally {
      await client.dispose();
    }
  });

  it.each([
    ['a foreign page', 'https://elsewhere.example'],
    ['a page of another local port (another web app on localhost)', 'http://localhost:8080'],
  ])('ignores the session cookie on a socket opened by %s', async (_page, origin) => {
    const account = await newAccount(stack.backend.url);
    const client = socketClient(await signedIn(account), stack.bff.url, origin);
    try {
      const received = await firstSessionEvent(client).result;
      expect(received.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    } finally {
      await client.dispose();
    }
  });

  it('refuses an anonymous subscription with UNAUTHENTICATED', async () => {
    const client = socketClient('');
    try {
      const received = await firstSessionEvent(client).result;
      expect(received.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    } finally {
      await client.dispose();
    }
  });
});

describe('logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const account = await newAccount(stack.backend.url);
    const cookie = await signedIn(account);
    const answer = await graphql<{ logout: { ok: boolean } }>(stack.bff.url, LOGOUT, {}, { cookie });
    expect(answer.data?.logout.ok).toBe(true);
    expect(answer.setCookies).toEqual([expect.stringMatching(/^qa_session=;.*Max-Age=0/i)]);
    const after = await graphql<MeData>(stack.bff.url, ME, {}, { cookie });
    expect(errorCodes(after)).toEqual(['SESSION_REVOKED']);
    const again = await logIn(account);
    expect(again.errors).toBeUndefined();
  });
});

// The loopback Google of the sign-in tests: a real OpenID provider (tests/support/oidc-issuer.ts, its own process),
// and a browser's walk through its authorization: redirects followed with a cookie jar until the console's callback.
import { spawnTs, type ReplicaProcess } from './replicas';

export const GOOGLE_CLIENT = { id: 'console-client', secret: 'console-client-secret' };

export interface IssuerAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface FakeGoogle {
  issuer: string;
  /** Who the next authorization signs in as. */
  signInAs(account: IssuerAccount): Promise<void>;
  /** Walks the authorization URL as a browser would; answers the callback URL it ends on (code, state, iss). */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/** Follows redirects by hand, carrying the provider's cookies, and stops at the first one to `callbackPrefix`. */
async function walkRedirects(start: string, callbackPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.startsWith(callbackPrefix)) return new URL(url);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('The provider redirected too often');
}

export async function startFakeGoogle(publicUrl: string): Promise<FakeGoogle> {
  const issuer: ReplicaProcess = await spawnTs('oidc issuer', 'tests/support/oidc-issuer.ts', {
    CLIENT_ID: GOOGLE_CLIENT.id,
    CLIENT_SECRET: GOOGLE_CLIENT.secret,
    REDIRECT_URIS: `${publicUrl}/google/callback`,
  }, /issuer (http:\/\/\S+)/);
  return {
    issuer: issuer.url,
    async signInAs(account) {
      const response = await fetch(`${issuer.url}/test/next-account`, { method: 'POST', body: JSON.stringify(account) });
      if (!response.ok) throw new Error(`next-account answered ${response.status}`);
    },
    authorize: (authorizationUrl) => walkRedirects(authorizationUrl, `${publicUrl}/google/callback`),
    async close() {
      issuer.child.kill();
      await issuer.exited;
    },
  };
}

// A loopback stand-in for LINE Login v2.1: /oauth2/v2.1/authorize sends the browser straight back with a code, and
// /oauth2/v2.1/token checks the channel, the code (once) and its PKCE verifier, then answers a real HS256 ID token
// signed with the channel secret (jose). Tests name the next profile and may spoil its token (wrong key, expired).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import * as oidc from 'openid-client';

export const LINE_CHANNEL = { id: '1650000000', secret: 'line-login-channel-secret' };

export interface LineProfile {
  sub: string;
  name?: string;
  email?: string;
}

export type IdTokenFault = 'wrong key' | 'expired';

export interface FakeLineLogin {
  url: string;
  /** Who the next authorization signs in as, and how their ID token is spoilt, if at all. */
  signInAs(profile: LineProfile, fault?: IdTokenFault): void;
  /** The browser's visit to the authorization URL: answers the callback URL LINE redirects to. */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

interface IssuedCode {
  profile: LineProfile;
  fault: IdTokenFault | undefined;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function idToken(code: IssuedCode): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = code.fault === 'expired' ? now - 600 : now + 3600;
  const key = new TextEncoder().encode(code.fault === 'wrong key' ? 'not-the-channel-secret' : LINE_CHANNEL.secret);
  return new SignJWT({ nonce: code.nonce, amr: ['linesso'], ...(code.profile.name && { name: code.profile.name }), ...(code.profile.email && { email: code.profile.email }) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('https://access.line.me')
    .setSubject(code.profile.sub)
    .setAudience(LINE_CHANNEL.id)
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(key);
}

export async function startFakeLineLogin(): Promise<FakeLineLogin> {
  const codes = new Map<string, IssuedCode>();
  let next: { profile: LineProfile; fault: IdTokenFault | undefined } = { profile: { sub: 'U-nobody' }, fault: undefined };

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'GET' && url.pathname === '/oauth2/v2.1/authorize') {
        const params = url.searchParams;
        const valid = params.get('client_id') === LINE_CHANNEL.id && params.get('code_challenge_method') === 'S256' && params.get('nonce') && params.get('state');
        const redirect = new URL(params.get('redirect_uri') ?? '');
        if (!valid) {
          redirect.search = new URLSearchParams({ error: 'invalid_request', state: params.get('state') ?? '' }).toString();
        } else {
          const code = oidc.randomState();
          codes.set(code, { ...next, nonce: params.get('nonce')!, codeChallenge: params.get('code_challenge')!, redirectUri: redirect.href });
          redirect.search = new URLSearchParams({ code, state: params.get('state')! }).toString();
        }
        res.writeHead(302, { location: redirect.href }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/oauth2/v2.1/token') {
        const form = await readForm(req);
        const issued = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const matches =
          issued !== undefined &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === LINE_CHANNEL.id &&
          form.get('client_secret') === LINE_CHANNEL.secret &&
          form.get('redirect_uri') === issued.redirectUri &&
          verifier !== '' &&
          (await oidc.calculatePKCECodeChallenge(verifier)) === issued.codeChallenge;
        if (!matches) return answer(res, 400, { error: 'invalid_grant' });
        return answer(res, 200, { access_token: 'line-access-token', token_type: 'Bearer', expires_in: 2592000, scope: 'openid profile email', id_token: await idToken(issued) });
      }
      answer(res, 404, { message: 'Not found' });
    })().catch(() => answer(res, 500, { message: 'stand-in failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    signInAs(profile, fault) {
      next = { profile, fault };
    },
    async authorize(authorizationUrl) {
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      return new URL(response.headers.get('location') ?? '');
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

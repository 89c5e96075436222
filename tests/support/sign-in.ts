// The console's side of a third-party sign-in, over the backend's REST routes: start an attempt, and answer its
// callback (or continue it) the way the callback pages do.
import { randomBytes, randomInt } from 'node:crypto';
import type { ErrorBody, LoginResponseDTO, ProfileDTO, StartSignInResponseDTO } from '../../schema/rest';
import type { CompleteSignInBody, StartSignInBody } from '../../schema/rules/sign-in';

export interface SignInAnswer {
  status: number;
  token?: string;
  code?: string;
}

type WithoutKey<T> = Omit<T, 'browser_key'> & { browser_key?: string };

export interface SignInClient {
  /** The key this client's browser holds in its cookie; sent with every call unless the body names another. */
  browserKey: string;
  start(body: WithoutKey<StartSignInBody>): Promise<string>;
  complete(body: WithoutKey<CompleteSignInBody>): Promise<SignInAnswer>;
  /** complete() with the code and state (and iss) of a callback URL. */
  callback(provider: CompleteSignInBody['provider'], callbackUrl: URL, extra?: Partial<CompleteSignInBody>): Promise<SignInAnswer>;
  profile(token: string): Promise<ProfileDTO>;
}

export function signInClient(backendUrl: string): SignInClient {
  // Every client its own address, so the per-address limit of failed callbacks stays out of tests that do not test it.
  const address = `198.19.${randomInt(256)}.${randomInt(256)}`;
  const browserKey = randomBytes(32).toString('base64url');
  const post = (path: string, body: object) =>
    fetch(`${backendUrl}/member/sign-in/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ browser_key: browserKey, ...body }),
    });
  const client: SignInClient = {
    browserKey,
    async start(body) {
      const response = await post('start', body);
      if (!response.ok) throw new Error(`start answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as StartSignInResponseDTO).authorization_url;
    },
    async complete(body) {
      const response = await post('complete', body);
      const answer: unknown = await response.json();
      return response.ok ? { status: response.status, token: (answer as LoginResponseDTO).token } : { status: response.status, code: (answer as ErrorBody).error.code };
    },
    callback(provider, callbackUrl, extra = {}) {
      const params = callbackUrl.searchParams;
      const iss = params.get('iss');
      return client.complete({ provider, state: params.get('state') ?? '', code: params.get('code') ?? '', ...(iss !== null && { iss }), ...extra });
    },
    async profile(token) {
      const response = await fetch(`${backendUrl}/member/profile`, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`profile answered ${response.status}`);
      return (await response.json()) as ProfileDTO;
    },
  };
  return client;
}

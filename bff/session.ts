// The caller's session as the BFF sees it: the token from the qa_session cookie or a Bearer header,
// the client IP to forward, and the cookie writes that login and logout need.
import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../schema/rules/constants';
import { bffError } from './errors';

/** What a data source needs to call the backend on the caller's behalf. */
export interface SessionCredentials {
  readonly token: string | null;
  readonly clientIp: string | undefined;
}

/** Where Set-Cookie headers go; absent on a WebSocket, whose handshake is long over. */
export interface CookieSink {
  readonly secure: boolean;
  setCookie(header: string): void;
}

export type TokenSource = 'cookie' | 'header' | 'none';

export function bearerToken(authorization: string | undefined): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

export function cookieToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return parseCookies(cookieHeader)[SESSION_COOKIE] || null;
}

/** A Bearer header wins over the cookie: API clients and the playground name their session explicitly. */
export function tokenFromHeaders(headers: IncomingHttpHeaders): { token: string | null; source: TokenSource } {
  const fromHeader = bearerToken(headers.authorization);
  if (fromHeader) return { token: fromHeader, source: 'header' };
  const fromCookie = cookieToken(headers.cookie);
  if (fromCookie) return { token: fromCookie, source: 'cookie' };
  return { token: null, source: 'none' };
}

export function sessionCookie(token: string, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: 0, expires: new Date(0) });
}

export class RequestSession implements SessionCredentials {
  #token: string | null;
  #source: TokenSource;

  constructor(
    initial: { token: string | null; source: TokenSource },
    readonly clientIp: string | undefined,
    private readonly cookies: CookieSink | null,
  ) {
    this.#token = initial.token;
    this.#source = initial.source;
  }

  get token(): string | null {
    return this.#token;
  }

  get source(): TokenSource {
    return this.#source;
  }

  /** Keeps the new token for the rest of this request and hands it to the browser as the HttpOnly cookie. */
  signIn(token: string): void {
    this.requireCookies().setCookie(sessionCookie(token, this.requireCookies().secure));
    this.#token = token;
    this.#source = 'cookie';
  }

  /** Drops the token and tells the browser to delete the cookie. */
  signOut(): void {
    this.cookies?.setCookie(clearedSessionCookie(this.cookies.secure));
    this.#token = null;
    this.#source = 'none';
  }

  /** After the backend refused the token, a cookie holding it is useless; an explicit header is the client's business. */
  forgetRefusedCookie(): void {
    if (this.#source === 'cookie') this.signOut();
  }

  private requireCookies(): CookieSink {
    if (!this.cookies) throw bffError('FORBIDDEN', 'Signing in needs an HTTP request, which can set the session cookie.');
    return this.cookies;
  }
}

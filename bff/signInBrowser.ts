// Ties a Google or LINE sign-in to the browser that started it: a random key in a short-lived HttpOnly cookie, which
// the callback must bring back, so a code and state from someone else's sign-in cannot log a victim into the wrong
// account (login CSRF). The backend keeps only the key's hash with the attempt.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { bffError } from './errors';
import type { CookieSink } from './session';

export const SIGN_IN_COOKIE = 'qa_sign_in';
/** As long as the backend keeps a started sign-in. */
const SIGN_IN_COOKIE_SECONDS = 10 * 60;

export function signInKeyFromHeaders(headers: IncomingHttpHeaders): string | null {
  return headers.cookie ? parseCookies(headers.cookie)[SIGN_IN_COOKIE] || null : null;
}

export class SignInBrowser {
  constructor(
    /** The key of the sign-in cookie the request carried; null without one. */
    readonly key: string | null,
    private readonly cookies: CookieSink | null,
  ) {}

  /** A new key for the sign-in starting now, set as an HttpOnly cookie (SameSite=Lax: it comes back after the provider's redirect). */
  bind(): string {
    if (!this.cookies) throw bffError('FORBIDDEN', 'Signing in needs an HTTP request, which can set the sign-in cookie.');
    const key = randomBytes(32).toString('base64url');
    this.cookies.setCookie(serializeCookie(SIGN_IN_COOKIE, key, { httpOnly: true, sameSite: 'lax', path: '/', secure: this.cookies.secure, maxAge: SIGN_IN_COOKIE_SECONDS }));
    return key;
  }
}

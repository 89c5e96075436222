// The browser-side keys the console keeps (PRODUCT.md §3 "stored locally"); the session token itself
// lives in an HttpOnly cookie and is never visible here.
import type { Session_AccountFragment } from '../__generated__/graphql';

export const STORAGE_KEYS = { botId: 'botId', user: 'oqa_user', language: 'i18nextLng' } as const;

export function rememberBotId(id: string): void {
  localStorage.setItem(STORAGE_KEYS.botId, id);
}

export function rememberUser(account: Session_AccountFragment): void {
  const { email, nickname, firstName } = account;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ email, nickname, firstName }));
}

/**
 * §4: logout, a failed login, a failed profile fetch and a revoked session clear every local key but the console's
 * language, which is the browser's choice rather than the account's (docs/decisions.md).
 */
export function clearLocalState(): void {
  const language = localStorage.getItem(STORAGE_KEYS.language);
  localStorage.clear();
  if (language !== null) localStorage.setItem(STORAGE_KEYS.language, language);
}

/** The address just registered or confirmed, for this tab only: the login form starts with it until a login succeeds. */
const SIGN_UP_EMAIL_KEY = 'oqa_signup_email';

export function rememberSignUpEmail(email: string): void {
  sessionStorage.setItem(SIGN_UP_EMAIL_KEY, email);
}

export function signUpEmail(): string | undefined {
  return sessionStorage.getItem(SIGN_UP_EMAIL_KEY) ?? undefined;
}

export function forgetSignUpEmail(): void {
  sessionStorage.removeItem(SIGN_UP_EMAIL_KEY);
}

// The login form's checks without zod: the login page is the console's first download, and zod with every rule of
// schema/rules is about 34 KB gzip of it. The server checks the same fields again with loginSchema; these only catch
// what a person can fix before sending (blank fields, an address without its parts, a password longer than allowed).
import { PASSWORD_MAX } from '../../../schema/rules/constants';
import { MSG } from '../../../schema/rules/messages';

/** An address with one @, something before it and a dot-separated domain after it, no spaces. */
const WELL_FORMED_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_MAX = 254;

/** The i18n key of what is wrong with the e-mail field, or null. */
export function loginEmailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return MSG.required;
  if (email.length > EMAIL_MAX) return MSG.tooLong;
  return WELL_FORMED_EMAIL.test(email) ? null : MSG.email;
}

/** The i18n key of what is wrong with the password field, or null. */
export function loginPasswordError(value: string): string | null {
  if (value === '') return MSG.required;
  return value.length > PASSWORD_MAX ? MSG.passwordLength : null;
}

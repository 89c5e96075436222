// Google and LINE sign-in (PRODUCT.md §2, §6): the providers and the bodies of starting and completing a sign-in.
import { z } from 'zod';
import { LANGUAGES, SIGN_IN_PROVIDERS } from './constants';
import { emailSchema } from './validation';

export { SIGN_IN_PROVIDERS };
export type ExternalProviderName = (typeof SIGN_IN_PROVIDERS)[number];

const provider = z.enum(SIGN_IN_PROVIDERS);
/**
 * A random key the BFF keeps in an HttpOnly cookie of the browser that started the sign-in: the callback must come
 * from that browser, so a code and state of someone else's sign-in cannot log a victim into the wrong account.
 */
const browserKey = z.string().min(32).max(128);

export const startSignInSchema = z.object({
  provider,
  browser_key: browserKey,
  /** The console's language: a new account's mails are written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type StartSignInBody = z.infer<typeof startSignInSchema>;

/**
 * The callback's answer: with `code` the first call, which spends it; without, a continuation of the same attempt
 * (the e-mail a LINE account lacks, or force_login after SESSION_ACTIVE).
 */
export const completeSignInSchema = z.object({
  provider,
  browser_key: browserKey,
  state: z.string().min(1).max(256),
  code: z.string().min(1).max(2048).optional(),
  /** The issuer the authorization response names (RFC 9207), when it names one. */
  iss: z.string().max(512).optional(),
  email: emailSchema.optional(),
  force_login: z.boolean().optional(),
});
export type CompleteSignInBody = z.infer<typeof completeSignInSchema>;

// What a failed delivery keeps for the owner beside its code (schema/rules/delivery-failures.ts): the platform's own
// short words, or the system's code of a failed connection, made safe to store and show.
import { redactSecret } from '../secrets/redact';

const DETAIL_MAX_CHARS = 300;

/**
 * The platform's words as the owner may read them: the given secrets cut out, and whatever else could carry one too —
 * a bearer token, an access_token parameter, a URL's user and password and all past its origin (a path or query may
 * hold a key); one line of at
 * most 300 characters. Undefined when there are none.
 */
export function safeDetail(text: string | undefined, secrets: readonly (string | undefined)[]): string | undefined {
  if (!text) return undefined;
  const safe = secrets
    .reduce<string>((kept, secret) => redactSecret(kept, secret), text)
    .replace(/\b(Bearer)\s+[^\s"',;]+/gi, '$1 [redacted]')
    .replace(/access_token=[^&\s"']*/gi, 'access_token=[redacted]')
    .replace(/\b(https?:\/\/)[^/?#\s"'<>@]*@/gi, '$1')
    .replace(/\b(https?:\/\/[^/?#\s"'<>]+)[/?#][^\s"'<>]*/gi, '$1/…')
    .replace(/\s+/g, ' ')
    .trim();
  if (!safe) return undefined;
  return safe.length > DETAIL_MAX_CHARS ? `${safe.slice(0, DETAIL_MAX_CHARS - 1)}…` : safe;
}

/**
 * The system's code of a connection that failed (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET, CERT_HAS_EXPIRED…), from the
 * error or its causes (fetch wraps it): short, and never the address or URL an error's message may name.
 */
export function connectionErrorCode(error: unknown): string | undefined {
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,47}$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

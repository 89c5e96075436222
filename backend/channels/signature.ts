// Signatures of webhook bodies as Messenger and the third-party channel write them: `sha256=` and the hex
// HMAC-SHA256 of the raw body under a shared secret. Compared in constant time.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function signBody(secret: string, raw: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

export function signatureMatches(secret: string, raw: Buffer, header: string | undefined): boolean {
  if (!header || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Two strings compared in constant time (their digests, so lengths do not leak either). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

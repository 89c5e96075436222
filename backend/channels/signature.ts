// Signatures of webhook bodies: `sha256=` and the hex HMAC-SHA256 under a shared secret, compared in constant time.
// Messenger signs the raw body; the third-party channel signs `<timestamp>.<raw body>`, so a call is good only near
// the time it names (and only once: third-party/signed-calls.ts).
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

/** How far a third-party call's X-Signature-Timestamp may be from this server's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What the third-party channel signs: the Unix time in seconds, a dot, then the raw body. */
function timestamped(timestamp: string, raw: Buffer | string): Buffer {
  return Buffer.concat([Buffer.from(`${timestamp}.`), Buffer.isBuffer(raw) ? raw : Buffer.from(raw)]);
}

export function signTimestamped(secret: string, timestamp: string, raw: Buffer | string): string {
  return signBody(secret, timestamped(timestamp, raw));
}

export function timestampedSignatureMatches(secret: string, timestamp: string, raw: Buffer, header: string | undefined): boolean {
  return signatureMatches(secret, timestamped(timestamp, raw), header);
}

/** The headers of a third-party call or callback copy signed at `nowMs`. */
export function timestampedSignatureHeaders(secret: string, raw: Buffer | string, nowMs: number): { 'X-Signature-Timestamp': string; 'X-Signature-256': string } {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { 'X-Signature-Timestamp': timestamp, 'X-Signature-256': signTimestamped(secret, timestamp, raw) };
}

/** Whether a timestamp header is whole Unix seconds within the tolerance of `nowMs`. */
export function timestampIsFresh(timestamp: string, nowMs: number): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(nowMs / 1000 - Number(timestamp)) <= SIGNATURE_TOLERANCE_SECONDS;
}

/** Two strings compared in constant time (their digests, so lengths do not leak either). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

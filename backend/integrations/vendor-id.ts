// A bot's vendor id is the only credential of its public API, so it is long and random.
import { randomBytes } from 'node:crypto';

/** 18 random bytes → 24 base64url characters. */
export function newVendorId(): string {
  return randomBytes(18).toString('base64url');
}

// Password hashing with argon2id (the library's default algorithm) and timing-safe checks.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a throw-away password: checking against it when no account matches costs the
// same time as a real check, so response timing does not reveal which e-mails are registered.
let dummyHash: Promise<string> | undefined;

/** True when password matches passwordHash; with no hash, spends the same work and answers false. */
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hash('no-such-account-placeholder');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}

// Secret tokens (sessions, e-mail links): 32 random bytes handed to the client once; the database keeps only their SHA-256.
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export function newSessionToken(): { id: string; token: string; tokenHash: string } {
  return { id: randomUUID(), ...newSecretToken() };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// The tokens of e-mail links: made random and kept hashed, and spent once, inside the transaction that does the link's
// work, so two clicks of the same link cannot both succeed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { findAccountTokenForUpdate, insertAccountToken, markAccountTokenUsed } from './account-token.repository';
import type { AccountTokenPurpose } from './account-token.table';
import { hashSessionToken, newSecretToken } from './session-token';

/** Stores a new token of the purpose for the account and answers it, for the link of one mail. */
export async function issueMailToken(db: Kysely<Database>, accountId: number, purpose: AccountTokenPurpose, now: Date, ttlMs: number): Promise<string> {
  const { token, tokenHash } = newSecretToken();
  await insertAccountToken(db, { tokenHash, accountId, purpose, now, ttlMs });
  return token;
}

/**
 * Marks the token used and answers its account's id. An unknown or already used token is INVALID_TOKEN; an expired
 * one is `expired` (each purpose says what to do next).
 */
export async function spendMailToken(trx: Kysely<Database>, token: string, purpose: AccountTokenPurpose, now: Date, expired: () => AppError): Promise<number> {
  const row = await findAccountTokenForUpdate(trx, hashSessionToken(token), purpose);
  if (!row || row.used_at) throw new AppError('INVALID_TOKEN');
  if (row.expires_at.getTime() <= now.getTime()) throw expired();
  await markAccountTokenUsed(trx, row.token_hash, now);
  return row.account_id;
}

/** The link a mail carries: PUBLIC_URL, the console's route and the token. */
export function mailLink(publicUrl: string, route: string, token: string): string {
  return `${publicUrl}${route}?${new URLSearchParams({ token })}`;
}

// Queries on the tokens of e-mail links.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AccountTokenPurpose, AccountTokenRow } from './account-token.table';

export async function insertAccountToken(
  db: Kysely<Database>,
  token: { tokenHash: string; accountId: number; purpose: AccountTokenPurpose; now: Date; ttlMs: number },
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: token.tokenHash,
      account_id: token.accountId,
      purpose: token.purpose,
      created_at: token.now,
      expires_at: new Date(token.now.getTime() + token.ttlMs),
    })
    .execute();
}

/** The token of this purpose with this hash, used or not; locked until the transaction ends. */
export function findAccountTokenForUpdate(trx: Kysely<Database>, tokenHash: string, purpose: AccountTokenPurpose): Promise<AccountTokenRow | undefined> {
  return trx.selectFrom('account_tokens').selectAll().where('token_hash', '=', tokenHash).where('purpose', '=', purpose).forUpdate().executeTakeFirst();
}

export async function markAccountTokenUsed(trx: Kysely<Database>, tokenHash: string, now: Date): Promise<void> {
  await trx.updateTable('account_tokens').set({ used_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** Takes back a token whose mail could not be sent. */
export async function deleteAccountToken(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('account_tokens').where('token_hash', '=', tokenHash).execute();
}

/** When the account's latest token of this purpose was made; undefined when it has none. */
export async function latestTokenCreatedAt(db: Kysely<Database>, accountId: number, purpose: AccountTokenPurpose): Promise<Date | undefined> {
  const row = await db
    .selectFrom('account_tokens')
    .select('created_at')
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** Spends every unused token of the account and purpose: once one link did its work, the others stop working. */
export async function useAccountTokens(db: Kysely<Database>, accountId: number, purpose: AccountTokenPurpose, now: Date): Promise<void> {
  await db.updateTable('account_tokens').set({ used_at: now }).where('account_id', '=', accountId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}

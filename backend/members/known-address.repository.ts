// Queries on the addresses each account has signed in from.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** An address stays known this long after its last successful sign-in. */
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** Whether the account with this (lower-cased) e-mail signed in from the address within KNOWN_ADDRESS_TTL_MS. */
export async function isKnownAddress(db: Kysely<Database>, email: string, address: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('known_addresses')
    .innerJoin('accounts', 'accounts.id', 'known_addresses.account_id')
    .select('known_addresses.account_id')
    .where('accounts.email', '=', email)
    .where('known_addresses.address', '=', address)
    .where('known_addresses.last_signed_in_at', '>', new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS))
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a successful sign-in of the account from the address. */
export async function rememberAddress(db: Kysely<Database>, accountId: number, address: string, now: Date): Promise<void> {
  await db
    .insertInto('known_addresses')
    .values({ account_id: accountId, address, first_signed_in_at: now, last_signed_in_at: now })
    .onConflict((conflict) => conflict.columns(['account_id', 'address']).doUpdateSet({ last_signed_in_at: sql`excluded.last_signed_in_at` }))
    .execute();
}

// Queries on accounts.
import type { Kysely, Updateable } from 'kysely';
import type { Language } from '../../schema/rules/constants';
import type { Database } from '../db/schema';
import type { AccountRow, AccountTable, SignInProvider } from './account.table';

export function findAccountByEmail(db: Kysely<Database>, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findAccountById(db: Kysely<Database>, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the account row until the transaction ends, serialising logins and bot creation per account. */
export async function lockAccount(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.selectFrom('accounts').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Inserts the account; undefined when the e-mail is already registered. */
export async function insertAccount(
  db: Kysely<Database>,
  account: { email: string; nickname: string; passwordHash: string; planCode: string; language?: Language; provider?: SignInProvider; emailConfirmedAt?: Date | null },
): Promise<AccountRow | undefined> {
  return db
    .insertInto('accounts')
    .values({
      email: account.email.toLowerCase(),
      nickname: account.nickname,
      first_name: account.nickname,
      password_hash: account.passwordHash,
      plan_code: account.planCode,
      language: account.language,
      provider: account.provider,
      email_confirmed_at: account.emailConfirmedAt,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Removes an account made a moment ago whose confirmation mail could not be sent (nothing else refers to it yet). */
export async function deleteNewAccount(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('accounts').where('id', '=', id).where('email_confirmed_at', 'is', null).execute();
}

/** Changes the account's own fields (profile names, password hash, plan) and answers the row as it now is. */
export function updateAccount(
  db: Kysely<Database>,
  id: number,
  changes: Pick<Updateable<AccountTable>, 'nickname' | 'first_name' | 'password_hash' | 'plan_code' | 'activated_at'>,
): Promise<AccountRow> {
  return db.updateTable('accounts').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

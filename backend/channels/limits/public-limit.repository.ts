// Rows of what replicas spent of the public channels' rate limits, for the sync that shares them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SpentRow {
  id: string;
  key: string;
  spent: number;
}

export async function insertSpent(db: Kysely<Database>, replica: string, spent: { key: string; spent: number }[]): Promise<void> {
  if (spent.length === 0) return;
  await db
    .insertInto('public_limit_spend')
    .values(spent.map((row) => ({ replica, ...row })))
    .execute();
}

/** What the other replicas spent in the last `seconds` (by the database's clock). */
export function spentElsewhereSince(db: Kysely<Database>, replica: string, seconds: number): Promise<SpentRow[]> {
  return db
    .selectFrom('public_limit_spend')
    .select(['id', 'key', 'spent'])
    .where('replica', '<>', replica)
    .where('at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .execute();
}

export async function deleteSpentBefore(db: Kysely<Database>, seconds: number): Promise<void> {
  await db.deleteFrom('public_limit_spend').where('at', '<', sql<Date>`now() - make_interval(secs => ${seconds})`).execute();
}

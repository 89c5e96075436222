// The health check's one query.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** True when the database answers a trivial query. */
export function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  return sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
}

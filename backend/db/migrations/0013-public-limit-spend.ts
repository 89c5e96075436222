// What each replica spent of the public channels' rate limits, second by second, so every replica drains its
// in-memory buckets by what the others allowed. Rows older than a couple of minutes are of no use and are deleted.
import { sql, type Kysely, type Migration } from 'kysely';

export const publicLimitSpendMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('public_limit_spend')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('replica', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('spent', 'integer', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('public_limit_spend_at_idx').on('public_limit_spend').column('at').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('public_limit_spend').execute();
  },
};

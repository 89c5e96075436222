// Plans get a rank (0 for the smallest), so a bot's package can be checked against its account's plan.
import { sql, type Kysely, type Migration } from 'kysely';

const RANKS: Record<string, number> = { free: 0, pro: 1, enterprise: 2 };

export const planRankMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('plans').addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    for (const [code, rank] of Object.entries(RANKS)) {
      await sql`update plans set rank = ${rank} where code = ${code}`.execute(db);
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('plans').dropColumn('rank').execute();
  },
};

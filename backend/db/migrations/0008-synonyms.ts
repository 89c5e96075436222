// Answer settings: each bot's own synonym sets (a JSON list of word lists), next to its thresholds.
import { sql, type Kysely, type Migration } from 'kysely';

export const synonymsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('answer_settings').addColumn('synonyms', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('answer_settings').dropColumn('synonyms').execute();
  },
};

// A trained index keeps the answers of the groups it was built from (JSON text, as the index): replies answer with
// what was trained, on every replica and after every restart, until the next training. Indexes trained before this
// column have it null and read the groups' answers from the table as before, until they are trained again.
import type { Kysely, Migration } from 'kysely';

export const trainedGroupsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('qa_indexes').addColumn('groups', 'text').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('qa_indexes').dropColumn('groups').execute();
  },
};

// A questionnaire or topic made in the console remembers the request key its dialog sent: a create sent again with the
// same key (its answer was lost on the way, the owner pressed Save again) finds what that key made instead of adding a
// second. Those made before have none.
import { sql, type Kysely, type Migration } from 'kysely';

const TABLES = ['questionnaires', 'topics'] as const;

export const createRequestKeysMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn('request_key', 'text').execute();
      await db.schema
        .createIndex(`${table}_request_key`)
        .on(table)
        .columns(['chatbot_id', 'request_key'])
        .unique()
        .where(sql.ref('request_key'), 'is not', null)
        .execute();
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of TABLES) {
      await db.schema.dropIndex(`${table}_request_key`).execute();
      await db.schema.alterTable(table).dropColumn('request_key').execute();
    }
  },
};

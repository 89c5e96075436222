// A questionnaire made in the console remembers the request key its editor sent: a create sent again with the same key
// (its answer was lost on the way, the owner pressed Save again) finds that questionnaire instead of adding a second.
// Questionnaires made before have none.
import { sql, type Kysely, type Migration } from 'kysely';

export const questionnaireRequestKeysMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('questionnaires').addColumn('request_key', 'text').execute();
    await db.schema
      .createIndex('questionnaires_request_key')
      .on('questionnaires')
      .columns(['chatbot_id', 'request_key'])
      .unique()
      .where(sql.ref('request_key'), 'is not', null)
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('questionnaires_request_key').execute();
    await db.schema.alterTable('questionnaires').dropColumn('request_key').execute();
  },
};

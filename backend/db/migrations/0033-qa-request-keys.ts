// A Q&A group made in the console remembers the request key its dialog sent: a create sent again with the same key
// (its answer was lost on the way, the owner pressed Save again) finds that group instead of adding a second one.
// Groups made before, and by imports, have none.
import { sql, type Kysely, type Migration } from 'kysely';

export const qaRequestKeysMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('qa_groups').addColumn('request_key', 'text').execute();
    await db.schema
      .createIndex('qa_groups_request_key')
      .on('qa_groups')
      .columns(['chatbot_id', 'request_key'])
      .unique()
      .where(sql.ref('request_key'), 'is not', null)
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('qa_groups_request_key').execute();
    await db.schema.alterTable('qa_groups').dropColumn('request_key').execute();
  },
};

// Answer settings: whether the Q&A list offers no group to messages more like the built-in off-topic reference
// than like any of the bot's groups (on unless the owner turns it off).
import type { Kysely, Migration } from 'kysely';

export const offTopicFilterMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('answer_settings').addColumn('off_topic_filter', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('answer_settings').dropColumn('off_topic_filter').execute();
  },
};

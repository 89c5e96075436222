// The owner's history pages: a feedback mark on each bot line (§3: 0 none, 1 useful, 2 not useful) and the indexes
// that read a bot's exchanges and recommendations newest first, page after page.
import { sql, type Kysely, type Migration } from 'kysely';

export const historyFeedbackMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('conversation_messages')
      .addColumn('feedback', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`feedback in (0, 1, 2)`))
      .execute();
    await db.schema.dropIndex('conversation_messages_bot_idx').execute();
    await db.schema
      .createIndex('conversation_messages_bot_page_idx')
      .on('conversation_messages')
      .expression(sql`chatbot_id, created_at desc, id desc`)
      .execute();
    await db.schema.dropIndex('recommendations_bot_idx').execute();
    await db.schema
      .createIndex('recommendations_bot_page_idx')
      .on('recommendations')
      .expression(sql`chatbot_id, created_at desc, id desc`)
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('recommendations_bot_page_idx').execute();
    await db.schema.createIndex('recommendations_bot_idx').on('recommendations').columns(['chatbot_id', 'created_at']).execute();
    await db.schema.dropIndex('conversation_messages_bot_page_idx').execute();
    await db.schema.createIndex('conversation_messages_bot_idx').on('conversation_messages').columns(['chatbot_id', 'created_at']).execute();
    await db.schema.alterTable('conversation_messages').dropColumn('feedback').execute();
  },
};

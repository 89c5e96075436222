// Conversations where a person took over (a Page-inbox reply on Messenger): the bot keeps quiet in them until the
// time stored here, which every replica reads.
import { sql, type Kysely, type Migration } from 'kysely';

export const quietConversationsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('quiet_conversations')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('quiet_until', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('quiet_conversations_pk', ['chatbot_id', 'platform', 'user_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('quiet_conversations').execute();
  },
};

// A user's line keeps the platform's id of the message (LINE's message id), so a message the user unsends can be
// found and taken out of the owner's history, as LINE asks of bots.
import { sql, type Kysely, type Migration } from 'kysely';

export const unsentMessagesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('conversation_messages').addColumn('platform_message_id', 'text').addColumn('unsent_at', 'timestamptz').execute();
    await sql`CREATE INDEX conversation_messages_platform_message_idx ON conversation_messages (chatbot_id, platform, platform_message_id) WHERE platform_message_id IS NOT NULL`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('conversation_messages_platform_message_idx').execute();
    await db.schema.alterTable('conversation_messages').dropColumn('platform_message_id').dropColumn('unsent_at').execute();
  },
};

// The owner's history lists one LINE group's or multi-person chat's whole talk (`line_chat_id`): an index of those
// lines, newest first as the list reads them, so a busy bot's history is not walked to find a quiet group's lines.
import { sql, type Kysely, type Migration } from 'kysely';

export const lineChatIndexMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create index conversation_messages_line_chat_idx on conversation_messages (chatbot_id, platform_conversation, created_at desc, id desc) where platform_conversation is not null and sender = 'bot'`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('conversation_messages_line_chat_idx').execute();
  },
};

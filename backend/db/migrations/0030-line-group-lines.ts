// A line said in a LINE group or room keeps which one (`group:<id>`, `room:<id>`): the owner's history then tells a
// group's talk from a user's own chat with the bot, whose replies went to everyone there.
import type { Kysely, Migration } from 'kysely';

export const lineGroupLinesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('conversation_messages').addColumn('platform_conversation', 'text').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('conversation_messages').dropColumn('platform_conversation').execute();
  },
};

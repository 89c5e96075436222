// An inbound event keeps the reply its handler recorded in history, saved before the reply is delivered: an event
// whose process died, or whose delivery step failed, is then only delivered again, not answered and recorded twice.
// And the claim looks for events of the same chat still waiting or in hand (claimInboundEvents): an index of those.
import { sql, type Kysely, type Migration } from 'kysely';

export const inboundReplyMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('inbound_events').addColumn('reply', 'jsonb').execute();
    await sql`CREATE INDEX inbound_events_open_chat_idx ON inbound_events (chatbot_id, platform, conversation) WHERE state IN ('received', 'handling')`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('inbound_events_open_chat_idx').execute();
    await db.schema.alterTable('inbound_events').dropColumn('reply').execute();
  },
};

// An inbound event keeps the reply its handler recorded in history, saved before the reply is delivered: an event
// whose process died, or whose delivery step failed, is then only delivered again, not answered and recorded twice.
import type { Kysely, Migration } from 'kysely';

export const inboundReplyMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('inbound_events').addColumn('reply', 'jsonb').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('inbound_events').dropColumn('reply').execute();
  },
};

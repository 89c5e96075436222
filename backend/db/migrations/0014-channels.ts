// Channel adapters (backend/channels/): each bot's settings per channel, secrets sealed, and the events platforms
// deliver to the webhooks — kept until handled, so a redelivery is recognised and a crash loses none.
import { sql, type Kysely, type Migration } from 'kysely';

export const channelsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('channel_settings')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('sealed', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('last_delivery_error', 'text')
      .addColumn('last_delivery_error_at', 'timestamptz')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('channel_settings_pk', ['chatbot_id', 'platform'])
      .execute();
    await db.schema
      .createTable('inbound_events')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('conversation', 'text')
      .addColumn('payload', 'jsonb', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('received'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_at', 'timestamptz')
      .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('handled_at', 'timestamptz')
      .addUniqueConstraint('inbound_events_platform_event_uq', ['platform', 'event_id'])
      .execute();
    await db.schema.createIndex('inbound_events_waiting_idx').on('inbound_events').columns(['state', 'received_at']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('inbound_events').execute();
    await db.schema.dropTable('channel_settings').execute();
  },
};

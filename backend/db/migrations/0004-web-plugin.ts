// Website widget: each bot's web plugin settings (colours, chat label, news ticker, trusted domains) and its
// uploaded icons. Both go with their bot (FK cascade).
import { sql, type Kysely, type Migration } from 'kysely';

export const webPluginMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('web_plugin_settings')
      .addColumn('chatbot_id', 'text', (c) => c.primaryKey().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('header_bg_color', 'text', (c) => c.notNull())
      .addColumn('header_text_color', 'text', (c) => c.notNull())
      .addColumn('chat_label', 'text', (c) => c.notNull())
      .addColumn('ticker_messages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('trusted_domains', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('web_plugin_icons')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('robot', 'chat')`))
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('web_plugin_icons_pkey', ['chatbot_id', 'kind'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('web_plugin_icons').execute();
    await db.schema.dropTable('web_plugin_settings').execute();
  },
};

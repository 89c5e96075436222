// Public API schema: each bot's vendor id, its channels (integrations), the conversation history,
// the recommendations log and the per-user position of "in order" answers.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';

const PLATFORMS = ['api', 'web', 'line', 'fb', 'other'];

// Written out here rather than imported: a migration must keep doing what it did when it first ran.
const newVendorId = () => randomBytes(18).toString('base64url');

export const publicApiMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('chatbots').addColumn('vendor_id', 'text').execute();
    const bots = await sql<{ chatbot_id: string }>`select chatbot_id from chatbots`.execute(db);
    for (const bot of bots.rows) {
      await sql`update chatbots set vendor_id = ${newVendorId()} where chatbot_id = ${bot.chatbot_id}`.execute(db);
    }
    await sql`alter table chatbots alter column vendor_id set not null`.execute(db);
    await sql`alter table chatbots add constraint chatbots_vendor_id_key unique (vendor_id)`.execute(db);

    await db.schema
      .createTable('integrations')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('integrations_pkey', ['chatbot_id', 'platform'])
      .execute();
    for (const platform of PLATFORMS) {
      await sql`insert into integrations (chatbot_id, platform, active) select chatbot_id, ${platform}, false from chatbots`.execute(db);
    }

    await db.schema
      .createTable('conversation_messages')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('sid', 'text', (c) => c.notNull())
      .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('user', 'bot')`))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('answer_status', 'integer')
      .addColumn('group_id', 'text')
      .addColumn('buttons', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('conversation_messages_user_idx').on('conversation_messages').columns(['chatbot_id', 'user_id', 'created_at']).execute();
    await db.schema.createIndex('conversation_messages_bot_idx').on('conversation_messages').columns(['chatbot_id', 'created_at']).execute();

    await db.schema
      .createTable('recommendations')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('original_question', 'text', (c) => c.notNull())
      .addColumn('selected_question', 'text', (c) => c.notNull())
      .addColumn('group_id', 'text', (c) => c.notNull())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('saved_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('recommendations_bot_idx').on('recommendations').columns(['chatbot_id', 'created_at']).execute();

    await db.schema
      .createTable('answer_rotation')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('group_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('next_index', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('answer_rotation_pkey', ['chatbot_id', 'group_id', 'user_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['answer_rotation', 'recommendations', 'conversation_messages', 'integrations']) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('chatbots').dropColumn('vendor_id').execute();
  },
};

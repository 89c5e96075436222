// First schema: plans (seeded), accounts, sessions, chatbots, knowledge files, rate-limit counters.
import { sql, type Kysely, type Migration } from 'kysely';

const PLANS = [
  { code: 'free', name: 'Free', bot_limit: 3, qa_group_limit: 500, integrations: ['api', 'web'], daily_optimization_limit: 1 },
  { code: 'pro', name: 'Pro', bot_limit: 20, qa_group_limit: 10000, integrations: ['api', 'web', 'line', 'fb', 'third_party'], daily_optimization_limit: 10 },
  { code: 'enterprise', name: 'Enterprise', bot_limit: 200, qa_group_limit: 100000, integrations: ['api', 'web', 'line', 'fb', 'third_party'], daily_optimization_limit: 100 },
];

// Migrations see an untyped database: the typed schema describes the latest state, not this one.
export const initialMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('plans')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('bot_limit', 'integer', (c) => c.notNull())
      .addColumn('qa_group_limit', 'integer', (c) => c.notNull())
      .addColumn('integrations', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('daily_optimization_limit', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto('plans' as never)
      .values(PLANS.map((plan) => ({ ...plan, integrations: JSON.stringify(plan.integrations) })) as never)
      .execute();

    await db.schema
      .createTable('accounts')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('email', 'text', (c) => c.notNull().unique().check(sql`email = lower(email)`))
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('plan_code', 'text', (c) => c.notNull().references('plans.code'))
      .addColumn('activated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
      .addColumn('idle_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('revoked_reason', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('sessions_account_id_idx').on('sessions').column('account_id').execute();

    await db.schema
      .createTable('chatbots')
      .addColumn('chatbot_id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('robot_name', 'text', (c) => c.notNull())
      .addColumn('greeting_msg', 'text', (c) => c.notNull())
      .addColumn('failed_msg', 'text', (c) => c.notNull())
      .addColumn('postback_msg', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('package', 'text', (c) => c.notNull().references('plans.code'))
      .addColumn('scenario', 'text', (c) => c.notNull())
      .addColumn('agent_prompt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sgw_vendor', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tools', 'jsonb', (c) => c.notNull())
      .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('expired_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('chatbots_account_robot_name_key', ['account_id', 'robot_name'])
      .execute();

    await db.schema
      .createTable('knowledge_files')
      .addColumn('file_id', 'text', (c) => c.primaryKey())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('storage_path', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('knowledge_files_chatbot_id_idx').on('knowledge_files').column('chatbot_id').execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('window_start', 'timestamptz', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limits_pkey', ['key', 'window_start'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['rate_limits', 'knowledge_files', 'chatbots', 'sessions', 'accounts', 'plans']) {
      await db.schema.dropTable(table).execute();
    }
  },
};

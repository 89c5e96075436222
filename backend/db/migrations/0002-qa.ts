// Answering: Q&A groups, training jobs, each bot's trained index and its answer thresholds.
import { sql, type Kysely, type Migration } from 'kysely';

export const qaMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // The 1,875-group demo FAQ has to fit in a free account.
    await sql`UPDATE plans SET qa_group_limit = 2000 WHERE code = 'free'`.execute(db);

    await db.schema
      .createTable('qa_groups')
      .addColumn('group_id', 'text', (c) => c.primaryKey())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('questions', 'jsonb', (c) => c.notNull())
      .addColumn('answers', 'jsonb', (c) => c.notNull())
      .addColumn('answer_mode', 'integer', (c) => c.notNull().check(sql`answer_mode IN (1, 2, 3)`))
      .addColumn('similar_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('postback_choices', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('qa_groups_chatbot_key_key', ['chatbot_id', 'key'])
      .execute();
    await db.schema.createIndex('qa_groups_chatbot_created_idx').on('qa_groups').columns(['chatbot_id', 'created_at']).execute();

    await db.schema
      .createTable('jobs')
      .addColumn('job_id', 'text', (c) => c.primaryKey())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('group_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('started_at', 'timestamptz')
      .addColumn('finished_at', 'timestamptz')
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('jobs_state_created_idx').on('jobs').columns(['state', 'created_at']).execute();
    await db.schema.createIndex('jobs_chatbot_created_idx').on('jobs').columns(['chatbot_id', 'created_at']).execute();
    // At most one running job of a kind per bot, even when two requests to start one race.
    await db.schema
      .createIndex('jobs_one_running_idx')
      .on('jobs')
      .columns(['chatbot_id', 'kind'])
      .unique()
      .where(sql.ref('state'), '=', 'training')
      .execute();

    await db.schema
      .createTable('qa_indexes')
      .addColumn('chatbot_id', 'text', (c) => c.primaryKey().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('job_id', 'text', (c) => c.notNull())
      .addColumn('index', 'jsonb', (c) => c.notNull())
      .addColumn('group_count', 'integer', (c) => c.notNull())
      .addColumn('trained_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('answer_settings')
      .addColumn('chatbot_id', 'text', (c) => c.primaryKey().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('answer_threshold', 'real', (c) => c.notNull())
      .addColumn('suggest_threshold', 'real', (c) => c.notNull())
      .addColumn('max_suggestions', 'integer', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['answer_settings', 'qa_indexes', 'jobs', 'qa_groups']) {
      await db.schema.dropTable(table).execute();
    }
    await sql`UPDATE plans SET qa_group_limit = 500 WHERE code = 'free'`.execute(db);
  },
};

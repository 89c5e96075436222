// Questionnaires: each bot's questionnaires (questions as JSON, the keyword also stored normalised for the lookup on
// every message), the run in progress per conversation (bot, platform, user) and the stored responses.
import { sql, type Kysely, type Migration } from 'kysely';

export const questionnairesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('questionnaires')
      .addColumn('questionnaire_id', 'text', (c) => c.primaryKey())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('keyword', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('keyword_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('questions', 'jsonb', (c) => c.notNull())
      .addColumn('closing_message', 'text', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('questionnaires_keyword_idx').on('questionnaires').columns(['chatbot_id', 'keyword_key']).execute();
    await db.schema
      .createTable('questionnaire_runs')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('questionnaire_id', 'text', (c) => c.notNull().references('questionnaires.questionnaire_id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('answers', 'jsonb', (c) => c.notNull())
      .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('questionnaire_runs_pkey', ['chatbot_id', 'platform', 'user_id'])
      .execute();
    await db.schema.createIndex('questionnaire_runs_questionnaire_idx').on('questionnaire_runs').column('questionnaire_id').execute();
    await db.schema
      .createTable('questionnaire_responses')
      .addColumn('response_id', 'text', (c) => c.primaryKey())
      .addColumn('questionnaire_id', 'text', (c) => c.notNull().references('questionnaires.questionnaire_id').onDelete('cascade'))
      .addColumn('chatbot_id', 'text', (c) => c.notNull())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('answers', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('questionnaire_responses_time_idx').on('questionnaire_responses').columns(['questionnaire_id', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('questionnaire_responses').execute();
    await db.schema.dropTable('questionnaire_runs').execute();
    await db.schema.dropTable('questionnaires').execute();
  },
};

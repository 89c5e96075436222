// AutoFAQ and prompt optimisation: each bot's uploaded answer sets (one row per fixed answer) and its
// prompt-optimisation jobs (claimed with FOR UPDATE SKIP LOCKED like training jobs; one running per bot).
import { sql, type Kysely, type Migration } from 'kysely';

export const autoFaqOptimisationMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('autofaq_files')
      .addColumn('file_id', 'text', (c) => c.primaryKey())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('answer_count', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('autofaq_files_bot_name_key', ['chatbot_id', 'file_name'])
      .execute();

    await db.schema
      .createTable('autofaq_answers')
      .addColumn('answer_id', 'text', (c) => c.primaryKey())
      .addColumn('file_id', 'text', (c) => c.notNull().references('autofaq_files.file_id').onDelete('cascade'))
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      // 1-based CSV row (the header is row 1): where the owner finds the answer in the file.
      .addColumn('row', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('text', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('autofaq_answers_bot_idx').on('autofaq_answers').column('chatbot_id').execute();
    await db.schema.createIndex('autofaq_answers_file_idx').on('autofaq_answers').column('file_id').execute();

    await db.schema
      .createTable('prompt_optimizations')
      .addColumn('job_id', 'text', (c) => c.primaryKey())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('running', 'success', 'failure')`))
      .addColumn('step', 'text', (c) => c.notNull().defaultTo('queued'))
      .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      // The uploaded (question, answer) rows, kept with the job so any replica can run it.
      .addColumn('rows', 'jsonb', (c) => c.notNull())
      .addColumn('row_count', 'integer', (c) => c.notNull())
      .addColumn('before_score', 'real')
      .addColumn('after_score', 'real')
      .addColumn('base_prompt', 'text')
      .addColumn('proposed_prompt', 'text')
      .addColumn('decision', 'text', (c) => c.notNull().defaultTo('pending').check(sql`decision IN ('pending', 'applied', 'discarded')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('started_at', 'timestamptz')
      .addColumn('finished_at', 'timestamptz')
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('prompt_optimizations_bot_idx').on('prompt_optimizations').columns(['chatbot_id', 'created_at']).execute();
    // One running optimisation per bot, whoever races to start it.
    await sql`CREATE UNIQUE INDEX prompt_optimizations_one_running ON prompt_optimizations (chatbot_id) WHERE state = 'running'`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('prompt_optimizations').execute();
    await db.schema.dropTable('autofaq_answers').execute();
    await db.schema.dropTable('autofaq_files').execute();
  },
};

// Batch tests (§2 advanced test): a run per uploaded file of questions (and expected answers), worked through by
// the job framework like training and ingestion, one row per question with the pipeline's reply; and each plan's
// limit on the rows of one run.
import { sql, type Kysely, type Migration } from 'kysely';

const ROW_LIMITS: Record<string, number> = { free: 200, pro: 5000, enterprise: 20000 };

export const batchTestMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('plans').addColumn('batch_test_row_limit', 'integer', (c) => c.notNull().defaultTo(200)).execute();
    for (const [code, limit] of Object.entries(ROW_LIMITS)) {
      await sql`update plans set batch_test_row_limit = ${limit} where code = ${code}`.execute(db);
    }
    await db.schema
      .createTable('batch_test_runs')
      .addColumn('run_id', 'text', (c) => c.primaryKey())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      // sha256 of the rows (questions and expected answers): runs of the same file compare side by side.
      .addColumn('file_hash', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('queued', 'running', 'paused', 'stopped', 'complete', 'failed')`))
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('started_at', 'timestamptz')
      .addColumn('finished_at', 'timestamptz')
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('batch_test_runs_bot_idx').on('batch_test_runs').columns(['chatbot_id', 'created_at']).execute();
    await sql`create index batch_test_runs_waiting_idx on batch_test_runs (created_at) where state in ('queued', 'running')`.execute(db);
    // One unfinished run per bot, whoever races to start it.
    await sql`create unique index batch_test_runs_one_active on batch_test_runs (chatbot_id) where state in ('queued', 'running', 'paused')`.execute(db);
    await db.schema
      .createTable('batch_test_rows')
      .addColumn('run_id', 'text', (c) => c.notNull().references('batch_test_runs.run_id').onDelete('cascade'))
      // The row's place in the run (1 = the file's first question), and the file line it came from.
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('line', 'integer', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('expected_answer', 'text')
      .addColumn('answered', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('reply', 'text')
      .addColumn('source', 'text')
      .addColumn('answer_status', 'smallint')
      .addColumn('group_id', 'text')
      .addColumn('confidence', 'real')
      .addColumn('passed', 'boolean')
      .addPrimaryKeyConstraint('batch_test_rows_pk', ['run_id', 'position'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('batch_test_rows').execute();
    await db.schema.dropTable('batch_test_runs').execute();
    await db.schema.alterTable('plans').dropColumn('batch_test_row_limit').execute();
  },
};

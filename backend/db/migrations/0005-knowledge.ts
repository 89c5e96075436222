// Knowledge files: the wizard's knowledge_files table grows into the AutoQA file list and its ingest
// queue (each file is a job row claimed with FOR UPDATE SKIP LOCKED), plus the passages (chunks) cut from each file.
import { sql, type Kysely, type Migration } from 'kysely';

export const knowledgeMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('knowledge_files')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('failure_reason', 'text')
      .addColumn('step', 'text', (c) => c.notNull().defaultTo('queued'))
      .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('chunk_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_at', 'timestamptz')
      .addColumn('started_at', 'timestamptz')
      .addColumn('finished_at', 'timestamptz')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    // The worker looks for queued files ('stored' is the wizard's word for a file waiting to be ingested).
    await db.schema.createIndex('knowledge_files_queue_idx').on('knowledge_files').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('knowledge_files_bot_name_idx').on('knowledge_files').columns(['chatbot_id', 'file_name']).execute();

    await db.schema
      .createTable('knowledge_chunks')
      .addColumn('file_id', 'text', (c) => c.notNull().references('knowledge_files.file_id').onDelete('cascade'))
      .addColumn('ordinal', 'integer', (c) => c.notNull())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('section', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('location', 'jsonb', (c) => c.notNull())
      .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('tokens', 'integer', (c) => c.notNull())
      // Filled only when an embeddings endpoint is configured (a later step); real[] works on PGlite and PostgreSQL alike.
      .addColumn('embedding', sql`real[]`)
      .addPrimaryKeyConstraint('knowledge_chunks_pkey', ['file_id', 'ordinal'])
      .execute();
    await db.schema.createIndex('knowledge_chunks_bot_idx').on('knowledge_chunks').column('chatbot_id').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('knowledge_chunks').execute();
    await db.schema.dropIndex('knowledge_files_bot_name_idx').execute();
    await db.schema.dropIndex('knowledge_files_queue_idx').execute();
    for (const column of ['description', 'summary', 'prompt', 'active', 'failure_reason', 'step', 'progress', 'chunk_count', 'claimed_by', 'claimed_at', 'started_at', 'finished_at', 'updated_at']) {
      await db.schema.alterTable('knowledge_files').dropColumn(column).execute();
    }
  },
};

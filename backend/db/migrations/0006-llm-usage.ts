// Language-model usage: one row per bot, UTC day and purpose, counting requests, tokens and failures.
import type { Kysely, Migration } from 'kysely';

export const llmUsageMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('llm_usage')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('requests', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('prompt_tokens', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('completion_tokens', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('embedding_tokens', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      // The key doubles as the index for one bot's usage over a range of days.
      .addPrimaryKeyConstraint('llm_usage_pkey', ['chatbot_id', 'day', 'purpose'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('llm_usage').execute();
  },
};

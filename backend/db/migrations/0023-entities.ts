// Entity files (NER): each uploaded CSV is a file of entities (type, canonical value, synonyms) of one bot; and the
// entity of each type a visitor named last in a conversation, for answers that say `{entity:type}`.
import { sql, type Kysely, type Migration } from 'kysely';

export const entitiesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('entity_files')
      .addColumn('file_id', 'text', (c) => c.primaryKey())
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('entity_count', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('entity_files_bot_name', ['chatbot_id', 'file_name'])
      .execute();
    await db.schema
      .createTable('entities')
      .addColumn('file_id', 'text', (c) => c.notNull().references('entity_files.file_id').onDelete('cascade'))
      .addColumn('row', 'integer', (c) => c.notNull())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('synonyms', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addPrimaryKeyConstraint('entities_pk', ['file_id', 'row'])
      .execute();
    await db.schema
      .createTable('entity_mentions')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('named_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('entity_mentions_pk', ['chatbot_id', 'user_id', 'entity_type'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('entity_mentions').execute();
    await db.schema.dropTable('entities').execute();
    await db.schema.dropTable('entity_files').execute();
  },
};

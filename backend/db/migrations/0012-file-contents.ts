// Uploaded knowledge files are kept in the database, next to their row, rather than under one replica's data
// directory: whichever replica claims the ingestion can read the file, and the row and its bytes are written (and
// deleted) in one transaction. Files stored on disk before keep their storage_path and are still read from there.
import type { Kysely, Migration } from 'kysely';

export const fileContentsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('knowledge_file_contents')
      .addColumn('file_id', 'text', (c) => c.primaryKey().references('knowledge_files.file_id').onDelete('cascade'))
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('knowledge_file_contents').execute();
  },
};

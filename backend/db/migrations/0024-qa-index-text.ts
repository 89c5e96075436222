// A bot's trained index is stored as JSON text, not jsonb. The server never looks inside it: it is written once per
// training and read whole. As jsonb, PostgreSQL parsed every number of it into a tree on each write, and under PGlite
// that parse alone touched about 100 MB of WebAssembly heap that is never given back (docs/decisions.md, memory).
import { sql, type Kysely, type Migration } from 'kysely';

export const qaIndexTextMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE qa_indexes ALTER COLUMN index TYPE text USING index::text`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE qa_indexes ALTER COLUMN index TYPE jsonb USING index::jsonb`.execute(db);
  },
};

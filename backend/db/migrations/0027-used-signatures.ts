// Signatures of third-party calls already received, kept while their timestamp is within the tolerance: a signed call
// is answered once, so one caught on the way cannot be sent again. Every replica reads the same table.
import { sql, type Kysely, type Migration } from 'kysely';

export const usedSignaturesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('used_signatures')
      .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.chatbot_id').onDelete('cascade'))
      .addColumn('signature', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('used_signatures_pk', ['chatbot_id', 'signature'])
      .execute();
    await sql`CREATE INDEX used_signatures_expires_idx ON used_signatures (expires_at)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('used_signatures').execute();
  },
};

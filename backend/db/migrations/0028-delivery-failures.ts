// How many replies in a row a channel could not deliver, and since when: one failure among many deliveries and a
// channel that delivers nothing read alike when the console showed only the last failure.
import { sql, type Kysely, type Migration } from 'kysely';

export const deliveryFailuresMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('channel_settings')
      .addColumn('failed_deliveries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('first_failed_delivery_at', 'timestamptz')
      .execute();
    // A failure recorded before this migration counts as one, since its own time.
    await sql`UPDATE channel_settings SET failed_deliveries = 1, first_failed_delivery_at = last_delivery_error_at WHERE last_delivery_error IS NOT NULL`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('channel_settings').dropColumn('failed_deliveries').dropColumn('first_failed_delivery_at').execute();
  },
};

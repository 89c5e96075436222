// A channel's last delivery error is kept as a code the console words in its language (schema/rules/
// delivery-failures.ts); the platform's own short words, when safe to show, are kept beside it. Errors recorded
// before keep their text in last_delivery_error and have no detail.
import type { Kysely, Migration } from 'kysely';

export const deliveryFailureDetailMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('channel_settings').addColumn('last_delivery_detail', 'text').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('channel_settings').dropColumn('last_delivery_detail').execute();
  },
};

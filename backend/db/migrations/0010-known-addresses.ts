// Known sign-in addresses: failed logins lock an account as a whole only for addresses it has never signed in from.
import type { Kysely, Migration } from 'kysely';

export const knownAddressesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('known_addresses')
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('first_signed_in_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_signed_in_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_addresses_pkey', ['account_id', 'address'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('known_addresses').execute();
  },
};

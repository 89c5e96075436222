// Google and LINE sign-in: each account's external identities, keyed by the issuer and its subject, and the sign-in
// attempts in flight (the SHA-256 of the state and of the starting browser's key, the nonce and PKCE verifier the
// callback is checked against; single use, expiring).
import { sql, type Kysely, type Migration } from 'kysely';

export const externalSignInMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('external_identities')
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('external_identities_pkey', ['issuer', 'subject'])
      .execute();
    await db.schema.createIndex('external_identities_account_idx').on('external_identities').column('account_id').execute();
    await db.schema
      .createTable('sign_in_attempts')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('google', 'line')`))
      .addColumn('browser_hash', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('code_used_at', 'timestamptz')
      .addColumn('identity', 'jsonb')
      .addColumn('finished_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('sign_in_attempts_expiry_idx').on('sign_in_attempts').column('expires_at').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('sign_in_attempts').execute();
    await db.schema.dropTable('external_identities').execute();
  },
};

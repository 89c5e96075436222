// E-mail confirmation and password reset: each account's confirmation time, UI language (its mails are written in it)
// and sign-in provider; the links' tokens (SHA-256 only, single use, expiring); and the outbox that keeps the mails
// of a server without SMTP_URL.
import { sql, type Kysely, type Migration } from 'kysely';

export const accountMailMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('accounts')
      .addColumn('email_confirmed_at', 'timestamptz')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('tw'))
      // Only 'password' exists today; accounts of Google or LINE sign-in will have no password to reset.
      .addColumn('provider', 'text', (c) => c.notNull().defaultTo('password'))
      .execute();
    await db.schema
      .createTable('account_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('email_confirmation', 'password_reset')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('account_tokens_account_idx').on('account_tokens').columns(['account_id', 'purpose', 'created_at']).execute();
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('outbox').execute();
    await db.schema.dropTable('account_tokens').execute();
    await db.schema.alterTable('accounts').dropColumn('provider').dropColumn('language').dropColumn('email_confirmed_at').execute();
  },
};

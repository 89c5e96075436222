// The accounts table: one row per registered bot owner.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Language } from '../../schema/rules/constants';

/** How the account signs in; only 'password' accounts exist yet, and only they can reset a password. */
export type SignInProvider = 'password' | 'google' | 'line';

export interface AccountTable {
  id: Generated<number>;
  /** Always stored lower-cased; unique. */
  email: string;
  nickname: string;
  first_name: string;
  password_hash: string;
  plan_code: string;
  activated_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** When the owner opened the confirmation link; null until then (the account can still log in). */
  email_confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The console's language at sign-up: the account's mails are written in it. */
  language: ColumnType<Language, Language | undefined, Language>;
  provider: ColumnType<SignInProvider, SignInProvider | undefined, SignInProvider>;
}
export type AccountRow = Selectable<AccountTable>;

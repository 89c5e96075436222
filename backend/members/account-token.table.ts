// The account_tokens table: the tokens of e-mail links (confirmation, password reset). Only their SHA-256 is kept;
// each works once, until it expires.
import type { ColumnType, Selectable } from 'kysely';

export type AccountTokenPurpose = 'email_confirmation' | 'password_reset';

export interface AccountTokenTable {
  token_hash: string;
  account_id: number;
  purpose: AccountTokenPurpose;
  created_at: Date;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type AccountTokenRow = Selectable<AccountTokenTable>;

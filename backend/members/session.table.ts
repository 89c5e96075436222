// The sessions table: one row per login; the token itself is never stored, only its SHA-256.
import type { ColumnType, Selectable } from 'kysely';

/** `password_reset`: ended by a reset through a mailed link; `password_changed`: by a password change made from another session of the account. */
export type RevokedReason = 'logout' | 'replaced' | 'password_reset' | 'password_changed';

export interface SessionTable {
  id: string;
  account_id: number;
  token_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_seen_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_reason: ColumnType<RevokedReason | null, RevokedReason | null | undefined, RevokedReason | null>;
  ip: string | null;
  user_agent: string | null;
}
export type SessionRow = Selectable<SessionTable>;

// The accounts table: one row per registered bot owner.
import type { ColumnType, Generated, Selectable } from 'kysely';

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
}
export type AccountRow = Selectable<AccountTable>;

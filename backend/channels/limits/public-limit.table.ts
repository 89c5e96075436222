// The public channels' rate-limit spending, one row per replica, key and sync (limit-sync.ts).
import type { ColumnType, Generated } from 'kysely';

export interface PublicLimitSpendTable {
  id: Generated<string>;
  /** The process that spent. */
  replica: string;
  /** The bucket family and its key, e.g. `user:<vendorId>:<userId>`. */
  key: string;
  spent: number;
  at: ColumnType<Date, Date | undefined, never>;
}

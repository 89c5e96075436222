// Addresses an account has signed in from with the right password: failures from them never lock the account as a
// whole, only the (account, address) pair.
import type { Selectable } from 'kysely';

export interface KnownAddressTable {
  account_id: number;
  /** As the rate limits count it (backend/http/client-address.ts): IPv4, or an IPv6 /64. */
  address: string;
  first_signed_in_at: Date;
  last_signed_in_at: Date;
}
export type KnownAddressRow = Selectable<KnownAddressTable>;

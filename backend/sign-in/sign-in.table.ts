// The external_identities table (an account's Google or LINE identity, keyed by issuer and subject) and the
// sign_in_attempts table (one per press of a sign-in button: what its callback is checked against; single use).
import type { ColumnType, Selectable } from 'kysely';
import type { Language } from '../../schema/rules/constants';
import type { ExternalProviderName } from '../../schema/rules/sign-in';

export interface ExternalIdentityTable {
  issuer: string;
  subject: string;
  account_id: number;
  created_at: Date;
}

/** Who the provider's verified ID token says signed in. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  /** null when the provider gave none (a LINE account without an e-mail, or without consent to share it). */
  email: string | null;
  /** Whether the provider vouches for the address (Google's email_verified; LINE only hands out addresses it confirmed). */
  emailVerified: boolean;
  name: string | null;
}

export interface SignInAttemptTable {
  /** SHA-256 of the state parameter; the state itself only travels through the browser. */
  state_hash: string;
  provider: ExternalProviderName;
  /** SHA-256 of the key in the starting browser's cookie: the callback must come from that browser. */
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  language: Language;
  created_at: Date;
  expires_at: Date;
  /** When the callback's code was taken: a state works for one code only. */
  code_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The verified identity, kept while the sign-in waits for an e-mail or a forced login; jsonb written as a JSON string. */
  identity: ColumnType<VerifiedIdentity | null, string | null | undefined, string | null>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type SignInAttemptRow = Selectable<SignInAttemptTable>;

// What a third-party sign-in provider (Google, LINE) does for the sign-in service.
import type { ExternalProviderName } from '../../schema/rules/sign-in';
import type { VerifiedIdentity } from './sign-in.table';

/** One sign-in attempt's secrets: the browser carries the state, the server keeps the nonce and PKCE verifier. */
export interface AttemptSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface ExternalProvider {
  /** The provider's authorization page for this attempt (authorization code flow with PKCE S256). */
  authorizationUrl(attempt: AttemptSecrets): Promise<string>;
  /**
   * Exchanges the callback's code and answers the identity of its ID token once its signature, issuer, audience,
   * expiry and nonce are checked; throws otherwise.
   */
  identify(attempt: AttemptSecrets, callback: { code: string; iss?: string }): Promise<VerifiedIdentity>;
}

export type SignInProviders = Partial<Record<ExternalProviderName, ExternalProvider>>;

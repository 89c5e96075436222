// Google sign-in through openid-client: discovery from GOOGLE_ISSUER, the authorization code flow with PKCE, state
// and nonce; openid-client checks the ID token's signature, issuer, audience, expiry and nonce.
import * as oidc from 'openid-client';
import type { ExternalProvider } from './provider';

export interface GoogleSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export function googleProvider(settings: GoogleSettings): ExternalProvider {
  let configuration: Promise<oidc.Configuration> | undefined;
  // Discovered once; a failed discovery is tried again on the next sign-in.
  const discover = (): Promise<oidc.Configuration> => {
    // A plain-http issuer is only ever configured on purpose (a loopback provider in tests).
    const options = new URL(settings.issuer).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
    configuration ??= oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, options).catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  return {
    async authorizationUrl({ state, nonce, codeVerifier, redirectUri }) {
      const url = oidc.buildAuthorizationUrl(await discover(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    async identify({ state, nonce, codeVerifier, redirectUri }, { code, iss }) {
      const callback = new URL(redirectUri);
      callback.search = new URLSearchParams({ code, state, ...(iss !== undefined && { iss }) }).toString();
      const tokens = await oidc.authorizationCodeGrant(await discover(), callback, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The token response carried no ID token');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}

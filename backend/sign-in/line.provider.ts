// LINE Login v2.1: the authorization code flow with PKCE, state and nonce. The ID token is HS256-signed with the
// channel secret; jose checks its signature, issuer, audience and expiry, and the nonce is compared here.
import { jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { ExternalProvider } from './provider';

export interface LineLoginSettings {
  /** LINE_LOGIN_BASE_URL: where the browser is sent to authorize (https://access.line.me). */
  authorizeBaseUrl: string;
  /** LINE_LOGIN_API_BASE_URL: where the code is exchanged (https://api.line.me). */
  apiBaseUrl: string;
  channelId: string;
  channelSecret: string;
}

export const LINE_ISSUER = 'https://access.line.me';

interface LineTokenResponse {
  id_token?: unknown;
}

export function lineProvider(settings: LineLoginSettings): ExternalProvider {
  const secret = new TextEncoder().encode(settings.channelSecret);
  return {
    async authorizationUrl({ state, nonce, codeVerifier, redirectUri }) {
      const url = new URL(`${settings.authorizeBaseUrl}/oauth2/v2.1/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.channelId,
        redirect_uri: redirectUri,
        state,
        scope: 'openid profile email',
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url.href;
    },

    async identify({ nonce, codeVerifier, redirectUri }, { code }) {
      const response = await fetch(`${settings.apiBaseUrl}/oauth2/v2.1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: settings.channelId,
          client_secret: settings.channelSecret,
          code_verifier: codeVerifier,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`LINE token endpoint answered ${response.status}`);
      const { id_token: idToken } = (await response.json()) as LineTokenResponse;
      if (typeof idToken !== 'string') throw new Error('LINE answered no ID token');
      const { payload } = await jwtVerify(idToken, secret, { issuer: LINE_ISSUER, audience: settings.channelId, algorithms: ['HS256'], requiredClaims: ['exp'] });
      if (typeof payload.sub !== 'string') throw new Error('The ID token names no subject');
      if (payload.nonce !== nonce) throw new Error('The ID token was issued for another sign-in (nonce)');
      return {
        issuer: LINE_ISSUER,
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
        emailVerified: typeof payload.email === 'string',
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    },
  };
}

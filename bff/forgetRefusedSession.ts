// An Apollo plugin: when the backend refused the session a cookie carried (revoked, expired, unknown),
// the response also deletes that cookie, so the browser stops sending a token that can never work again.
import type { ApolloServerPlugin } from '@apollo/server';
import type { BffContext } from './context';

const REFUSED_SESSION = new Set(['UNAUTHENTICATED', 'SESSION_REVOKED', 'SESSION_EXPIRED']);

export const forgetRefusedSession: ApolloServerPlugin<BffContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue, errors }) {
        const resultErrors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
        const codes = [...(errors ?? []), ...resultErrors].map((error) => error.extensions?.code);
        if (codes.some((code) => typeof code === 'string' && REFUSED_SESSION.has(code))) contextValue.session.forgetRefusedCookie();
      },
    };
  },
};

// /member/sign-in/*: Google and LINE sign-in — which providers are offered, starting an attempt, and its callback.
import { completeSignInSchema, startSignInSchema } from '../../schema/rules/sign-in';
import { countAttempts, refundAttempt, type CountedAttempt } from '../http/rate-limit';
import { clientAddress } from '../http/client-address';
import { defineRoute, type AttemptLimit, type Route } from '../http/route';
import { clientInfo } from '../members/members.routes';
import { LOGIN_LIMIT_PER_IP } from '../members/members.service';
import { completeSignIn, configuredProviders, startSignIn } from './sign-in.service';

/** Failed callbacks count against the login limit per address, as failed logins do; a sign-in takes its count back. */
const callbackAttempts: CountedAttempt[] = [{ rule: LOGIN_LIMIT_PER_IP, key: clientAddress }];
const callbackLimit: AttemptLimit = {
  middleware: (ctx) => countAttempts(ctx, callbackAttempts),
  description: `RATE_LIMITED: more than ${LOGIN_LIMIT_PER_IP.limit} failed sign-in callbacks and logins per address in 15 minutes`,
};

export const signInRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/providers',
    summary: 'Which third-party sign-ins (Google, LINE) this server offers',
    answer: { status: 200, description: 'Providers', schema: 'SignInProviders' },
    handler: ({ ctx }) => configuredProviders(ctx),
  }),
  defineRoute({
    method: 'post',
    path: '/start',
    summary: "Start a sign-in: answers the provider's authorization URL (state, nonce and PKCE, kept server-side for 10 minutes)",
    body: startSignInSchema,
    answer: { status: 200, description: 'Started', schema: 'StartSignInResponse' },
    errors: ['SIGN_IN_UNAVAILABLE'],
    handler: ({ ctx, body }) => startSignIn(ctx, body),
  }),
  defineRoute({
    method: 'post',
    path: '/complete',
    summary: "Finish a sign-in with the callback's code and state; one live session per account, as for login",
    description:
      'With `code`, spends the state (once) and checks the ID token; without, continues the same attempt with the e-mail ' +
      'asked for (EMAIL_REQUIRED) or force_login (SESSION_ACTIVE). SIGN_IN_FAILED for anything the provider or the state refuses.',
    rateLimit: callbackLimit,
    body: completeSignInSchema,
    answer: { status: 200, description: 'Signed in', schema: 'LoginResponse' },
    errors: ['SIGN_IN_FAILED', 'SIGN_IN_UNAVAILABLE', 'EMAIL_REQUIRED', 'EMAIL_TAKEN', 'SESSION_ACTIVE'],
    handler: async ({ ctx, req, res, body }) => {
      const signedIn = await completeSignIn(ctx, body, clientInfo(req));
      await refundAttempt(res);
      return signedIn;
    },
  }),
];

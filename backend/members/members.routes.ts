// /member/*: register, login, logout, profile and the session event stream.
import { z } from 'zod';
import type { StatusDTO } from '../../schema/rest';
import { emailSchema, loginSchema, registerSchema } from '../../schema/rules/validation';
import { countAttempts, refundAttempt, type CountedAttempt } from '../http/rate-limit';
import { signedIn } from '../http/require-session';
import { defineRoute, type AttemptLimit, type Route } from '../http/route';
import { ref } from '../openapi/builders';
import { LOGIN_LIMIT_PER_EMAIL, LOGIN_LIMIT_PER_IP, login, profile, register, revokeSession } from './members.service';
import { sessionEvents } from './session.events';

const logoutSchema = z.object({ username: z.string().max(254).optional() });

/** Per client address, and per account e-mail when the body names a well-formed one. */
const loginAttempts: CountedAttempt[] = [
  { rule: LOGIN_LIMIT_PER_IP, key: (req) => req.ip ?? 'unknown' },
  { rule: LOGIN_LIMIT_PER_EMAIL, key: (req) => emailSchema.safeParse(req.body?.email).data?.toLowerCase() },
];
const loginLimit: AttemptLimit = {
  middleware: (ctx) => countAttempts(ctx, loginAttempts),
  description: `RATE_LIMITED: more than ${LOGIN_LIMIT_PER_EMAIL.limit} failed attempts per account or ${LOGIN_LIMIT_PER_IP.limit} per address in 15 minutes`,
};

export const memberRoutes: Route[] = [
  defineRoute({
    method: 'post',
    path: '/register',
    summary: 'Register an account on the free plan',
    body: registerSchema,
    answer: { status: 201, description: 'Registered', schema: 'RegisterResponse' },
    errors: ['EMAIL_TAKEN'],
    handler: ({ ctx, body }) => register(ctx, body),
  }),
  defineRoute({
    method: 'post',
    path: '/login',
    summary: 'Log in; one live session per account (force_login replaces the other)',
    rateLimit: loginLimit,
    body: loginSchema,
    answer: { status: 200, description: 'Logged in', schema: 'LoginResponse' },
    errors: ['INVALID_CREDENTIALS', 'SESSION_ACTIVE'],
    handler: ({ ctx, req, res, body }) =>
      login(ctx, body, { ip: req.ip ?? null, userAgent: req.get('user-agent')?.slice(0, 500) ?? null }, () => refundAttempt(res)),
  }),
  defineRoute({
    method: 'post',
    path: '/logout',
    summary: 'Revoke the current session',
    session: true,
    body: logoutSchema,
    answer: { status: 200, description: 'Logged out', schema: 'Status' },
    handler: async ({ ctx, res }) => {
      await revokeSession(ctx, signedIn(res).session.id, 'logout');
      const answer: StatusDTO = { status: 'success' };
      return answer;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/profile',
    summary: 'The signed-in account',
    session: true,
    answer: { status: 200, description: 'Profile', schema: 'Profile' },
    handler: ({ ctx, res }) => profile(ctx, signedIn(res).account),
  }),
  defineRoute({
    method: 'get',
    path: '/session-events',
    summary: 'Server-sent events about the current session',
    description: 'Sends `event: session` with a SessionEvent as data when the session is revoked or expires, then ends. A comment heartbeat comes every 25 s.',
    session: true,
    answer: { status: 200, description: 'Event stream', content: { 'text/event-stream': { schema: ref('SessionEvent') } } },
    handler: ({ ctx, req, res, next }) => sessionEvents(ctx)(req, res, next),
  }),
];

// /member/*: register, login, logout, profile, the session event stream, e-mail confirmation and password reset.
import type { Request } from 'express';
import { z } from 'zod';
import type { StatusDTO } from '../../schema/rest';
import { confirmEmailSchema, emailSchema, loginSchema, passwordResetRequestSchema, registerSchema, resetPasswordBodySchema } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import { clientAddress } from '../http/client-address';
import { countAttempts, refundAttempt, type CountedAttempt } from '../http/rate-limit';
import { signedIn } from '../http/require-session';
import { defineRoute, type AttemptLimit, type Route } from '../http/route';
import { ref } from '../openapi/builders';
import { isKnownAddress } from './known-address.repository';
import {
  type ClientInfo,
  LOGIN_LIMIT_PER_ACCOUNT,
  LOGIN_LIMIT_PER_ACCOUNT_ADDRESS,
  LOGIN_LIMIT_PER_IP,
  REGISTER_LIMIT_PER_IP,
  login,
  profile,
  register,
  revokeSession,
} from './members.service';
import { sessionEvents } from './session.events';
import { confirmEmail, resendConfirmation } from './email-confirmation.service';
import { RESET_LIMIT_PER_EMAIL, RESET_LIMIT_PER_IP, requestPasswordReset, resetPassword } from './password-reset.service';

const logoutSchema = z.object({ username: z.string().max(254).optional() });

/** Who is signing in, as the session and the known addresses record it. */
export const clientInfo = (req: Request): ClientInfo => ({ ip: req.ip ?? null, userAgent: req.get('user-agent')?.slice(0, 500) ?? null, address: clientAddress(req) });

/** The request body's e-mail as the limits count it, lower-cased; undefined when malformed. */
const bodyEmail = (req: Request) => emailSchema.safeParse(req.body?.email).data?.toLowerCase();

/**
 * Per client address; per account and address; and per account across the addresses it has never signed in from,
 * so failures elsewhere cannot lock the owner out of a known address (docs/decisions.md).
 */
const loginAttempts = (ctx: BackendContext): CountedAttempt[] => [
  { rule: LOGIN_LIMIT_PER_IP, key: clientAddress },
  {
    rule: LOGIN_LIMIT_PER_ACCOUNT_ADDRESS,
    key: (req) => {
      const email = bodyEmail(req);
      return email === undefined ? undefined : `${email}\n${clientAddress(req)}`;
    },
  },
  {
    rule: LOGIN_LIMIT_PER_ACCOUNT,
    key: async (req) => {
      const email = bodyEmail(req);
      if (email === undefined) return undefined;
      return (await isKnownAddress(ctx.db, email, clientAddress(req), ctx.now())) ? undefined : email;
    },
  },
];
const loginLimit: AttemptLimit = {
  middleware: (ctx) => countAttempts(ctx, loginAttempts(ctx)),
  description:
    `RATE_LIMITED: more than ${LOGIN_LIMIT_PER_ACCOUNT_ADDRESS.limit} failed attempts per account from one address, ` +
    `${LOGIN_LIMIT_PER_ACCOUNT.limit} per account from addresses it has never signed in from, ` +
    `or ${LOGIN_LIMIT_PER_IP.limit} per address, in 15 minutes`,
};

const registerAttempts: CountedAttempt[] = [{ rule: REGISTER_LIMIT_PER_IP, key: clientAddress }];
const registerLimit: AttemptLimit = {
  middleware: (ctx) => countAttempts(ctx, registerAttempts),
  description: `RATE_LIMITED: more than ${REGISTER_LIMIT_PER_IP.limit} registrations per address in an hour`,
};

const resetAttempts: CountedAttempt[] = [
  { rule: RESET_LIMIT_PER_IP, key: clientAddress },
  { rule: RESET_LIMIT_PER_EMAIL, key: bodyEmail },
];
const resetLimit: AttemptLimit = {
  middleware: (ctx) => countAttempts(ctx, resetAttempts),
  description: `RATE_LIMITED: more than ${RESET_LIMIT_PER_EMAIL.limit} requests per e-mail or ${RESET_LIMIT_PER_IP.limit} per address in an hour`,
};

export const memberRoutes: Route[] = [
  defineRoute({
    method: 'post',
    path: '/register',
    summary: 'Register an account on the free plan',
    rateLimit: registerLimit,
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
      login(ctx, body, clientInfo(req), () => refundAttempt(res)),
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
  defineRoute({
    method: 'post',
    path: '/confirm-email',
    summary: 'Confirm the e-mail address with the token of the mailed link (no session needed)',
    description: 'The link works once, for 24 hours; CONFIRMATION_LINK_EXPIRED after that (register again).',
    body: confirmEmailSchema,
    answer: { status: 200, description: 'Confirmed', schema: 'ConfirmEmailResponse' },
    errors: ['INVALID_TOKEN', 'CONFIRMATION_LINK_EXPIRED'],
    handler: ({ ctx, body }) => confirmEmail(ctx, body),
  }),
  defineRoute({
    method: 'post',
    path: '/resend-confirmation',
    summary: 'Mail the signed-in account another confirmation link',
    description: 'Refused with 429 RATE_LIMITED and Retry-After within a minute of the last confirmation mail; sends nothing once the address is confirmed.',
    session: true,
    answer: { status: 200, description: 'Sent', schema: 'ResendConfirmationResponse' },
    errors: ['RATE_LIMITED'],
    handler: ({ ctx, res }) => resendConfirmation(ctx, signedIn(res).account),
  }),
  defineRoute({
    method: 'post',
    path: '/reset',
    summary: 'Mail a password reset link (works once, for an hour)',
    rateLimit: resetLimit,
    body: passwordResetRequestSchema,
    answer: { status: 200, description: 'Sent', schema: 'Status' },
    errors: ['USER_NOT_FOUND', 'PASSWORD_RESET_UNAVAILABLE'],
    handler: ({ ctx, body }) => requestPasswordReset(ctx, body),
  }),
  defineRoute({
    method: 'post',
    path: '/confirm-reset-password',
    summary: "Set a new password with the reset link's token; ends every session of the account",
    body: resetPasswordBodySchema,
    answer: { status: 200, description: 'Password set', schema: 'Status' },
    errors: ['INVALID_TOKEN', 'RESET_LINK_EXPIRED', 'PASSWORD_RESET_UNAVAILABLE'],
    handler: ({ ctx, body }) => resetPassword(ctx, body),
  }),
];

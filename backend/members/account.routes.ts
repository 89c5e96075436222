// /member/profile, /member/password and /member/plan (PUT): the signed-in account edits itself. Served as their own
// group under /member beside members.routes.ts.
import { changePasswordSchema, changePlanSchema, profileSchema } from '../../schema/rules/account';
import { countAttempts, refundAttempt } from '../http/rate-limit';
import { signedIn } from '../http/require-session';
import { defineRoute, type AttemptLimit, type Route } from '../http/route';
import { json } from '../openapi/builders';
import { changePlan } from '../plans/plan.service';
import { changePassword, PASSWORD_CHANGE_LIMIT_PER_ACCOUNT, updateProfile } from './account.service';

/** Wrong old passwords, per account, the way wrong passwords confirming a bot deletion are counted. */
const oldPasswordLimit: AttemptLimit = {
  middleware: (ctx) => countAttempts(ctx, [{ rule: PASSWORD_CHANGE_LIMIT_PER_ACCOUNT, key: (_req, res) => String(signedIn(res).account.id) }]),
  perAccount: true,
  description: `RATE_LIMITED: more than ${PASSWORD_CHANGE_LIMIT_PER_ACCOUNT.limit} wrong old passwords per account in 15 minutes`,
};

export const accountRoutes: Route[] = [
  defineRoute({
    method: 'put',
    path: '/profile',
    summary: "Change the account's nickname and first name",
    session: true,
    body: profileSchema,
    answer: { status: 200, description: 'The profile as it now is', schema: 'Profile' },
    handler: ({ ctx, res, body }) => updateProfile(ctx, signedIn(res).account, body),
  }),
  defineRoute({
    method: 'put',
    path: '/password',
    summary: 'Change the password; the current session stays, any other session of the account ends',
    description: 'One live session per account (a second login replaces the first), so other_sessions_ended is normally 0.',
    rateLimit: oldPasswordLimit,
    session: true,
    body: changePasswordSchema,
    answer: { status: 200, description: 'Changed', schema: 'PasswordChanged' },
    errors: ['OLD_PASSWORD_INCORRECT'],
    handler: ({ ctx, res, body }) => {
      const { account, session } = signedIn(res);
      return changePassword(ctx, account, session.id, body, () => refundAttempt(res));
    },
  }),
  defineRoute({
    method: 'put',
    path: '/plan',
    summary: "Switch the account's plan (no payment step)",
    description:
      'PLAN_CHANGE_DISABLED when PLAN_SELF_SERVICE=false. A plan the current use would exceed answers 409 PLAN_LIMITS_EXCEEDED with `usage` counts. ' +
      "A plan that does not include channels switched on for the account's bots answers 409 PLAN_STOPS_CHANNELS with those `channels` (they would stay on and answer nothing) unless `stop_channels` is true.",
    session: true,
    body: changePlanSchema,
    answer: { status: 200, description: 'The profile on its new plan', schema: 'Profile' },
    errors: ['PLAN_CHANGE_DISABLED'],
    answers: {
      '409': json('PlanError', "PLAN_LIMITS_EXCEEDED: the bots, Q&A groups and bots on bigger packages against the plan's limits; PLAN_STOPS_CHANNELS: the switched-on channels the plan leaves out"),
    },
    handler: ({ ctx, res, body }) => changePlan(ctx, signedIn(res).account, body),
  }),
];

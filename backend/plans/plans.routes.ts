// GET /plans, and the answer of a plan change refused for the account's use (its counts beside the code).
import type { ErrorRequestHandler } from 'express';
import type { PlanErrorBody } from '../../schema/rest';
import { defineRoute, type Route } from '../http/route';
import { PlanLimitsExceeded, PlanStopsChannels, planList } from './plan.service';

export const planRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/plans',
    summary: 'Every plan, smallest first, and whether owners may switch plans themselves',
    session: true,
    answer: { status: 200, description: 'Plans', schema: 'PlanList' },
    handler: ({ ctx }) => planList(ctx),
  }),
];

/**
 * Answers PlanLimitsExceeded with its `usage` and PlanStopsChannels with its `channels` (the shared error middleware
 * only knows `fields`); passes every other error on.
 */
export const planRefusals: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  let body: PlanErrorBody;
  if (error instanceof PlanLimitsExceeded) body = { error: { code: 'PLAN_LIMITS_EXCEEDED', message: error.message, usage: error.usage } };
  else if (error instanceof PlanStopsChannels) body = { error: { code: 'PLAN_STOPS_CHANNELS', message: error.message, channels: error.channels } };
  else {
    next(error);
    return;
  }
  res.status(error.status).json(body);
};

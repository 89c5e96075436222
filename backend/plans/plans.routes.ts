// GET /plans, and the answer of a plan change refused for the account's use (its counts beside the code).
import type { ErrorRequestHandler } from 'express';
import type { PlanErrorBody } from '../../schema/rest';
import { defineRoute, type Route } from '../http/route';
import { PlanLimitsExceeded, planList } from './plan.service';

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

/** Answers PlanLimitsExceeded with its `usage` (the shared error middleware only knows `fields`); passes every other error on. */
export const planRefusals: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (!(error instanceof PlanLimitsExceeded)) {
    next(error);
    return;
  }
  const body: PlanErrorBody = { error: { code: 'PLAN_LIMITS_EXCEEDED', message: error.message, usage: error.usage } };
  res.status(error.status).json(body);
};

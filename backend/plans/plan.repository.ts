// Queries on plans, and the plan's API shape.
import type { Kysely } from 'kysely';
import type { PlanDTO } from '../../schema/rest';
import type { Database } from '../db/schema';
import type { PlanRow } from './plan.table';

export const DEFAULT_PLAN_CODE = 'free';

export function listPlans(db: Kysely<Database>): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().orderBy('rank').orderBy('bot_limit').execute();
}

export function findPlan(db: Kysely<Database>, code: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('code', '=', code).executeTakeFirst();
}

export function toPlanDTO(plan: PlanRow): PlanDTO {
  return {
    code: plan.code,
    name: plan.name,
    bot_limit: plan.bot_limit,
    qa_group_limit: plan.qa_group_limit,
    integrations: plan.integrations,
    daily_optimization_limit: plan.daily_optimization_limit,
    rank: plan.rank,
  };
}

// Queries on plans, and the plan's API shape.
import { sql, type Kysely } from 'kysely';
import type { PlanDTO } from '../../schema/rest';
import type { Database } from '../db/schema';
import type { AccountRow } from '../members/account.table';
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
    batch_test_row_limit: plan.batch_test_row_limit,
  };
}

/** The account's plan; an account always has one (its code is a foreign key). */
export async function planOfAccount(db: Kysely<Database>, account: AccountRow): Promise<PlanRow> {
  const plan = await findPlan(db, account.plan_code);
  if (!plan) throw new Error(`Account ${account.id} has unknown plan ${account.plan_code}`);
  return plan;
}

/** The account's bots whose pricing package ranks above `rank`: a plan of that rank would not include them. */
export async function countBotsAbovePlanRank(db: Kysely<Database>, accountId: number, rank: number): Promise<number> {
  const row = await db
    .selectFrom('chatbots')
    .innerJoin('plans', 'plans.code', 'chatbots.package')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('chatbots.account_id', '=', accountId)
    .where('plans.rank', '>', rank)
    .executeTakeFirstOrThrow();
  return row.count;
}

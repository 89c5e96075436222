// The plan list and an owner's own plan change (PRODUCT.md §2 pricing, §6): without a payment provider an owner
// switches plans themselves unless PLAN_SELF_SERVICE=false; a plan smaller than the account's current use is refused.
import type { Kysely } from 'kysely';
import type { PlanListDTO, ProfileDTO } from '../../schema/rest';
import { usageFitsPlan, type ChangePlanBody, type PlanUsage, type StoppedChannel } from '../../schema/rules/account';
import { planCodeOf } from '../../schema/rules/channels';
import type { Platform } from '../../schema/rules/constants';
import { MSG } from '../../schema/rules/validation';
import { countChatbots } from '../chatbots/chatbot.repository';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import { AppError, planChangeDisabled, validationFailed } from '../http/errors';
import { listActiveChannelsOfAccount } from '../integrations/integration.repository';
import type { AccountRow } from '../members/account.table';
import { lockAccount, updateAccount } from '../members/account.repository';
import { profile } from '../members/members.service';
import { countAccountGroups } from '../qa/qa-group.repository';
import { countBotsAbovePlanRank, findPlan, listPlans, toPlanDTO } from './plan.repository';
import type { PlanRow } from './plan.table';

/** PLAN_LIMITS_EXCEEDED with the counts (answered as `usage` beside the code), so the console words what to remove. */
export class PlanLimitsExceeded extends AppError {
  constructor(readonly usage: PlanUsage, planName: string) {
    super('PLAN_LIMITS_EXCEEDED', describeExcess(usage, planName));
    this.name = 'PlanLimitsExceeded';
  }
}

/**
 * PLAN_STOPS_CHANNELS with the switched-on channels the plan does not include (answered as `channels`): they would
 * stay on but answer nothing, so the owner is asked first; the same change with `stop_channels: true` goes ahead.
 */
export class PlanStopsChannels extends AppError {
  constructor(readonly channels: StoppedChannel[], planName: string) {
    super('PLAN_STOPS_CHANNELS', describeStops(channels, planName));
    this.name = 'PlanStopsChannels';
  }
}

/** English names of the channels for the API's message (the console words it from `channels` in its own language). */
const CHANNEL_NAMES: Record<Platform, string> = { api: 'the public API', web: 'the website widget', line: 'LINE', fb: 'Messenger', other: 'the third-party channel' };

function describeStops(channels: StoppedChannel[], planName: string): string {
  const named = channels.map((channel) => `${CHANNEL_NAMES[channel.platform]} of ${channel.robot_name}`);
  return `The ${planName} plan does not include ${named.join(', ')}: switched on, they would answer nothing. Send stop_channels: true to switch anyway.`;
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The English message, e.g. "You have 4 bots; the Free plan allows 1. Delete 3 bots first." */
function describeExcess(usage: PlanUsage, planName: string): string {
  const excess = (count: number, limit: number, noun: string) =>
    count > limit ? [`You have ${counted(count, noun)}; the ${planName} plan allows ${limit}. Delete ${counted(count - limit, noun)} first.`] : [];
  const abovePlan = usage.bots_above_plan > 0 ? [`${counted(usage.bots_above_plan, 'bot')} on a pricing package above the ${planName} plan: move them to a smaller package first.`] : [];
  return [...excess(usage.bot_count, usage.bot_limit, 'bot'), ...excess(usage.qa_group_count, usage.qa_group_limit, 'Q&A group'), ...abovePlan].join(' ');
}

export async function planList(ctx: BackendContext): Promise<PlanListDTO> {
  return { plans: (await listPlans(ctx.db)).map(toPlanDTO), self_service: ctx.planSelfService };
}

async function usageAgainst(db: Kysely<Database>, accountId: number, plan: PlanRow): Promise<PlanUsage> {
  return {
    bot_count: await countChatbots(db, accountId),
    bot_limit: plan.bot_limit,
    qa_group_count: await countAccountGroups(db, accountId),
    qa_group_limit: plan.qa_group_limit,
    bots_above_plan: await countBotsAbovePlanRank(db, accountId, plan.rank),
  };
}

/** Moves the account to `code`; the plan then counts as activated now. The account stays locked while its use is counted. */
export async function changePlan(ctx: BackendContext, account: AccountRow, { plan: code, stop_channels: stopChannels = false }: ChangePlanBody): Promise<ProfileDTO> {
  if (!ctx.planSelfService) throw planChangeDisabled();
  const plan = await findPlan(ctx.db, code);
  if (!plan) throw validationFailed([{ field: 'plan', message: MSG.invalidValue }]);
  if (plan.code === account.plan_code) return profile(ctx, account);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, account.id);
    const usage = await usageAgainst(trx, account.id, plan);
    if (!usageFitsPlan(usage)) throw new PlanLimitsExceeded(usage, plan.name);
    if (!stopChannels) {
      const stopped = (await listActiveChannelsOfAccount(trx, account.id)).filter((channel) => !plan.integrations.includes(planCodeOf(channel.platform)));
      if (stopped.length > 0) throw new PlanStopsChannels(stopped, plan.name);
    }
    return updateAccount(trx, account.id, { plan_code: plan.code, activated_at: ctx.now() });
  });
  return profile(ctx, changed);
}

// A bot's channels for its owner: which are on, and which the account's plan makes available.
import type { IntegrationDTO, IntegrationListDTO } from '../../schema/rest';
import { planCodeOf } from '../../schema/rules/channels';
import { PLATFORMS, type Platform } from '../../schema/rules/constants';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { AppError } from '../http/errors';
import type { AccountRow } from '../members/account.table';
import { findPlan } from '../plans/plan.repository';
import { listIntegrations, setIntegrationActive } from './integration.repository';

async function availablePlatforms(ctx: BackendContext, account: AccountRow): Promise<Set<Platform>> {
  const plan = await findPlan(ctx.db, account.plan_code);
  const included = new Set(plan?.integrations ?? []);
  return new Set(PLATFORMS.filter((platform) => included.has(planCodeOf(platform))));
}

export async function chatbotIntegrations(ctx: BackendContext, account: AccountRow, bot: ChatbotRow): Promise<IntegrationListDTO> {
  const available = await availablePlatforms(ctx, account);
  const rows = new Map((await listIntegrations(ctx.db, bot.chatbot_id)).map((row) => [row.platform, row]));
  return {
    vendor_id: bot.vendor_id,
    public_url: ctx.publicUrl,
    integrations: PLATFORMS.map((platform) => ({ platform, active: rows.get(platform)?.active ?? false, available: available.has(platform) })),
  };
}

/** Turning a channel off is always allowed; turning on one the plan lacks is 403 PLAN_UNAVAILABLE. */
export async function changeIntegration(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, platform: Platform, active: boolean): Promise<IntegrationDTO> {
  const chatbotId = bot.chatbot_id;
  const available = (await availablePlatforms(ctx, account)).has(platform);
  if (active && !available) throw new AppError('PLAN_UNAVAILABLE');
  const row = await setIntegrationActive(ctx.db, chatbotId, platform, active, ctx.now());
  await ctx.botChanges.announce(chatbotId, 'settings');
  return { platform: row.platform, active: row.active, available };
}

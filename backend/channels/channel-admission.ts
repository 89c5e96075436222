// Whether a bot may talk on a channel now: its owner turned the channel on, and the account's plan includes it
// (a plan changed after the channel was turned on closes it).
import type { Kysely } from 'kysely';
import { planCodeOf } from '../../schema/rules/channels';
import type { Platform } from '../../schema/rules/constants';
import type { Database } from '../db/schema';

export async function channelAdmitted(db: Kysely<Database>, chatbotId: string, platform: Platform): Promise<boolean> {
  const row = await db
    .selectFrom('chatbots')
    .innerJoin('accounts', 'accounts.id', 'chatbots.account_id')
    .leftJoin('plans', 'plans.code', 'accounts.plan_code')
    .leftJoin('integrations', (join) => join.onRef('integrations.chatbot_id', '=', 'chatbots.chatbot_id').on('integrations.platform', '=', platform))
    .select(['integrations.active', 'plans.integrations'])
    .where('chatbots.chatbot_id', '=', chatbotId)
    .executeTakeFirst();
  return Boolean(row?.active) && (row?.integrations ?? []).includes(planCodeOf(platform));
}

// What the LINE channel reads and writes of its own: whether the bot may answer on LINE, and quiet periods.
import { sql, type Kysely } from 'kysely';
import { planCodeOf } from '../../../schema/rules/channels';
import type { Database } from '../../db/schema';

/** True when the bot's LINE channel is on and its account's plan includes LINE. */
export async function lineAdmitted(db: Kysely<Database>, chatbotId: string): Promise<boolean> {
  const row = await db
    .selectFrom('chatbots')
    .innerJoin('accounts', 'accounts.id', 'chatbots.account_id')
    .leftJoin('plans', 'plans.code', 'accounts.plan_code')
    .leftJoin('integrations', (join) => join.onRef('integrations.chatbot_id', '=', 'chatbots.chatbot_id').on('integrations.platform', '=', 'line'))
    .select(sql<boolean>`coalesce(integrations.active, false) and coalesce(plans.integrations ? ${planCodeOf('line')}, false)`.as('admitted'))
    .where('chatbots.chatbot_id', '=', chatbotId)
    .executeTakeFirst();
  return row?.admitted ?? false;
}

export async function quietUntil(db: Kysely<Database>, chatbotId: string, conversationId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('line_quiet_periods')
    .select('quiet_until')
    .where('chatbot_id', '=', chatbotId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row?.quiet_until;
}

export async function keepQuietUntil(db: Kysely<Database>, chatbotId: string, conversationId: string, until: Date): Promise<void> {
  await db
    .insertInto('line_quiet_periods')
    .values({ chatbot_id: chatbotId, conversation_id: conversationId, quiet_until: until })
    .onConflict((conflict) => conflict.columns(['chatbot_id', 'conversation_id']).doUpdateSet({ quiet_until: until }))
    .execute();
}

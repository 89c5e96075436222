// Queries on a bot's channels. Callers check ownership first (backend/chatbots does the owner lookup).
import type { Kysely } from 'kysely';
import { PLATFORMS, type Platform } from '../../schema/rules/constants';
import type { Database } from '../db/schema';
import type { IntegrationRow } from './integration.table';

/** Every platform starts inactive: the owner turns a channel on deliberately. */
export async function insertDefaultIntegrations(db: Kysely<Database>, chatbotId: string, at: Date): Promise<void> {
  await db
    .insertInto('integrations')
    .values(PLATFORMS.map((platform) => ({ chatbot_id: chatbotId, platform, active: false, updated_at: at })))
    .execute();
}

export function listIntegrations(db: Kysely<Database>, chatbotId: string): Promise<IntegrationRow[]> {
  return db.selectFrom('integrations').selectAll().where('chatbot_id', '=', chatbotId).execute();
}

/** The switched-on channels of an account's bots, with each bot's name, by bot name and then platform. */
export function listActiveChannelsOfAccount(db: Kysely<Database>, accountId: number): Promise<{ chatbot_id: string; robot_name: string; platform: Platform }[]> {
  return db
    .selectFrom('integrations')
    .innerJoin('chatbots', 'chatbots.chatbot_id', 'integrations.chatbot_id')
    .select(['chatbots.chatbot_id', 'chatbots.robot_name', 'integrations.platform'])
    .where('chatbots.account_id', '=', accountId)
    .where('integrations.active', '=', true)
    .orderBy('chatbots.robot_name')
    .orderBy('integrations.platform')
    .execute();
}

export function setIntegrationActive(db: Kysely<Database>, chatbotId: string, platform: Platform, active: boolean, at: Date): Promise<IntegrationRow> {
  return db
    .insertInto('integrations')
    .values({ chatbot_id: chatbotId, platform, active, updated_at: at })
    .onConflict((conflict) => conflict.columns(['chatbot_id', 'platform']).doUpdateSet({ active, updated_at: at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

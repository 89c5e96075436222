// Queries on chatbots and their knowledge files. Every lookup is scoped to the owning account.
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { ChatbotRow, ChatbotTable } from './chatbot.table';

export async function countChatbots(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('chatbots')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export function listChatbots(db: Kysely<Database>, accountId: number): Promise<ChatbotRow[]> {
  return db.selectFrom('chatbots').selectAll().where('account_id', '=', accountId).orderBy('created_at').orderBy('chatbot_id').execute();
}

/** The bot when it exists and belongs to the account; otherwise undefined, never telling which. */
export function findOwnedChatbot(db: Kysely<Database>, accountId: number, chatbotId: string): Promise<ChatbotRow | undefined> {
  return db.selectFrom('chatbots').selectAll().where('chatbot_id', '=', chatbotId).where('account_id', '=', accountId).executeTakeFirst();
}

export async function robotNameTaken(db: Kysely<Database>, accountId: number, robotName: string, exceptChatbotId?: string): Promise<boolean> {
  let query = db.selectFrom('chatbots').select('chatbot_id').where('account_id', '=', accountId).where('robot_name', '=', robotName);
  if (exceptChatbotId) query = query.where('chatbot_id', '!=', exceptChatbotId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertChatbot(db: Kysely<Database>, chatbot: Insertable<ChatbotTable>): Promise<ChatbotRow> {
  return db.insertInto('chatbots').values(chatbot).returningAll().executeTakeFirstOrThrow();
}

export function updateOwnedChatbot(
  db: Kysely<Database>,
  accountId: number,
  chatbotId: string,
  changes: Updateable<ChatbotTable>,
  /** Only while the bot is still as of then (to the millisecond the API shows). */
  expectedUpdatedAt?: Date,
): Promise<ChatbotRow | undefined> {
  let query = db.updateTable('chatbots').set(changes).where('chatbot_id', '=', chatbotId).where('account_id', '=', accountId);
  if (expectedUpdatedAt) query = query.where(sql<Date>`date_trunc('milliseconds', updated_at)`, '=', expectedUpdatedAt);
  return query.returningAll().executeTakeFirst();
}

export async function deleteOwnedChatbot(db: Kysely<Database>, accountId: number, chatbotId: string): Promise<boolean> {
  const result = await db.deleteFrom('chatbots').where('chatbot_id', '=', chatbotId).where('account_id', '=', accountId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** What the answering paths read of a bot by id (no account: the caller already holds the bot's id from a trusted source). */
export function findChatbotAnswering(db: Kysely<Database>, chatbotId: string): Promise<Pick<ChatbotRow, 'agent_prompt' | 'language'> | undefined> {
  return db.selectFrom('chatbots').select(['agent_prompt', 'language']).where('chatbot_id', '=', chatbotId).executeTakeFirst();
}

export async function updateAgentPrompt(db: Kysely<Database>, chatbotId: string, prompt: string, at: Date): Promise<void> {
  await db.updateTable('chatbots').set({ agent_prompt: prompt, updated_at: at }).where('chatbot_id', '=', chatbotId).execute();
}

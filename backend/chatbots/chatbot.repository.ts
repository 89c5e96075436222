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

/**
 * How a bot name reads to its owner: width and compatibility forms folded (NFKC: "ＡＢＣ" is "ABC"), white space left
 * out and case aside. A space is often not seen ("台北 客服" beside "台北客服", or at the end), so two bots of one account
 * whose names differ only so cannot be told apart in the bot list, the channel settings or the plan's notices.
 */
function botNameKey(robotName: string): string {
  return robotName.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();
}

/**
 * Whether another bot of the account has a name that reads as this one (botNameKey). Compared here, not by a unique
 * index: the account's bots are few (the plan's bot limit), and callers hold the account's lock (lockAccount), so two
 * requests cannot both pass.
 */
export async function robotNameTaken(db: Kysely<Database>, accountId: number, robotName: string, exceptChatbotId?: string): Promise<boolean> {
  let query = db.selectFrom('chatbots').select('robot_name').where('account_id', '=', accountId);
  if (exceptChatbotId) query = query.where('chatbot_id', '!=', exceptChatbotId);
  const key = botNameKey(robotName);
  return (await query.execute()).some((bot) => botNameKey(bot.robot_name) === key);
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

/**
 * Inside a transaction: holds the bot's row until the transaction ends, so changes of one bot's set of things (topic
 * positions, uploads of one file name, the AutoFAQ sets) are decided one after the other. Other bots are not held.
 */
export async function lockChatbotRow(db: Kysely<Database>, chatbotId: string): Promise<void> {
  await db.selectFrom('chatbots').select('chatbot_id').where('chatbot_id', '=', chatbotId).forUpdate().executeTakeFirst();
}

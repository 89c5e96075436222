// A bot's answer settings row: thresholds, synonym sets and the off-topic switch.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AnswerSettingsTable } from './qa.table';

export function findAnswerSettings(db: Kysely<Database>, chatbotId: string) {
  return db.selectFrom('answer_settings').selectAll().where('chatbot_id', '=', chatbotId).executeTakeFirst();
}

/** Writes the given fields, creating the row (with the table's defaults for the others) when the bot has none. */
export async function upsertAnswerSettings(db: Kysely<Database>, chatbotId: string, changes: Omit<Insertable<AnswerSettingsTable>, 'chatbot_id'>): Promise<void> {
  await db
    .insertInto('answer_settings')
    .values({ chatbot_id: chatbotId, ...changes })
    .onConflict((conflict) => conflict.column('chatbot_id').doUpdateSet(changes))
    .execute();
}

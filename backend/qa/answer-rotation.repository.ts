// Where each end user is in an "in order" group's answers: one row per bot, group and user.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Advances the user's place in the group and answers the 0-based position to use now. */
export async function nextRotation(db: Kysely<Database>, chatbotId: string, groupId: string, userId: string): Promise<number> {
  const row = await db
    .insertInto('answer_rotation')
    .values({ chatbot_id: chatbotId, group_id: groupId, user_id: userId, next_index: 1 })
    .onConflict((conflict) => conflict.columns(['chatbot_id', 'group_id', 'user_id']).doUpdateSet({ next_index: sql`answer_rotation.next_index + 1` }))
    .returning('next_index')
    .executeTakeFirstOrThrow();
  return row.next_index - 1;
}

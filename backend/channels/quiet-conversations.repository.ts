// Conversations a person took over (a Messenger user's thread, a LINE group, room or user: `user_id` is the
// conversation's key on its platform): the bot keeps quiet in them until the stored time. In the database, so every
// replica that handles the conversation's next message agrees.
import type { Kysely } from 'kysely';
import type { Platform } from '../../schema/rules/constants';
import type { Database } from '../db/schema';

/** Keeps the bot quiet in the conversation until `until` (a later time already stored stays). */
export async function keepQuiet(db: Kysely<Database>, chatbotId: string, platform: Platform, userId: string, until: Date): Promise<void> {
  await db
    .insertInto('quiet_conversations')
    .values({ chatbot_id: chatbotId, platform, user_id: userId, quiet_until: until })
    .onConflict((conflict) =>
      conflict.columns(['chatbot_id', 'platform', 'user_id']).doUpdateSet((eb) => ({
        quiet_until: eb.fn('greatest', [eb.ref('quiet_conversations.quiet_until'), eb.ref('excluded.quiet_until')]),
        updated_at: new Date(),
      })),
    )
    .execute();
}

export async function isQuiet(db: Kysely<Database>, chatbotId: string, platform: Platform, userId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('quiet_conversations')
    .select('quiet_until')
    .where('chatbot_id', '=', chatbotId)
    .where('platform', '=', platform)
    .where('user_id', '=', userId)
    .where('quiet_until', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

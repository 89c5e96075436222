// Reads and changes the conversation lines exchange-writer.ts wrote: a user's conversation, the buttons the bot
// offered, feedback on a reply, an unsent message; and the log of tapped recommendations.
import { sql, type Kysely } from 'kysely';
import type { PublicButton } from '../../schema/rest';
import type { Platform } from '../../schema/rules/constants';
import type { Database } from '../db/schema';
import type { ConversationMessageRow, Feedback, RecommendationSavedStatus } from './conversation.table';

/** A user's conversation with a bot on the given platforms (a channel reads back only what was said through it). */
export async function listUserConversation(db: Kysely<Database>, chatbotId: string, userId: string, platforms: readonly Platform[], limit: number): Promise<ConversationMessageRow[]> {
  const rows = await db
    .selectFrom('conversation_messages')
    .selectAll()
    .where('chatbot_id', '=', chatbotId)
    .where('user_id', '=', userId)
    .where('platform', 'in', platforms)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/**
 * The button the bot last offered this user on this platform under `buttonId`, as the bot wrote it (its label and
 * the question it answered); undefined when it never offered one. What a tap's client sends is not taken for it.
 */
export async function offeredButton(db: Kysely<Database>, offer: { chatbotId: string; userId: string; platform: Platform; buttonId: string }): Promise<PublicButton | undefined> {
  const row = await db
    .selectFrom('conversation_messages')
    .select('buttons')
    .where('chatbot_id', '=', offer.chatbotId)
    .where('user_id', '=', offer.userId)
    .where('platform', '=', offer.platform)
    .where('sender', '=', 'bot')
    .where(sql<boolean>`buttons @> ${JSON.stringify([{ id: offer.buttonId }])}::jsonb`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.buttons.find((button) => button.id === offer.buttonId);
}

export interface RecommendationRecord {
  chatbotId: string;
  originalQuestion: string;
  selectedQuestion: string;
  groupId: string;
  platform: Platform;
  userId: string;
  savedStatus?: RecommendationSavedStatus;
}

export async function recordRecommendation(db: Kysely<Database>, recommendation: RecommendationRecord): Promise<void> {
  await db
    .insertInto('recommendations')
    .values({
      chatbot_id: recommendation.chatbotId,
      original_question: recommendation.originalQuestion,
      selected_question: recommendation.selectedQuestion,
      group_id: recommendation.groupId,
      platform: recommendation.platform,
      user_id: recommendation.userId,
      saved_status: recommendation.savedStatus ?? 0,
    })
    .execute();
}

/**
 * Marks a bot line of this bot and user said on one of `platforms` (the channel the mark comes through); false when
 * no such line exists (another bot's, user's or channel's mid included).
 */
export async function setReplyFeedback(db: Kysely<Database>, mark: { chatbotId: string; userId: string; mid: string; feedback: Feedback; platforms: Platform[] }): Promise<boolean> {
  const result = await db
    .updateTable('conversation_messages')
    .set({ feedback: mark.feedback })
    .where('id', '=', mark.mid)
    .where('chatbot_id', '=', mark.chatbotId)
    .where('user_id', '=', mark.userId)
    .where('sender', '=', 'bot')
    .where('platform', 'in', mark.platforms)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A message its user unsent (LINE's `unsend`): the user's line is emptied and marked, and the recommendations log and
 * the buttons the bot offered this user forget it as the question a suggestion was offered for (`oriQue`; the buttons
 * stay, so a later tap still answers). Only the user who sent it can unsend it. False when no such line is recorded
 * (sent before message ids were kept, or through another bot).
 */
export async function forgetUnsentMessage(db: Kysely<Database>, unsent: { chatbotId: string; platform: Platform; userId: string; messageId: string; at: Date }): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    with target as (
      select id, content from conversation_messages
      where chatbot_id = ${unsent.chatbotId} and platform = ${unsent.platform} and platform_message_id = ${unsent.messageId}
        and user_id = ${unsent.userId} and sender = 'user'
      for update
    ), forgotten as (
      update recommendations r set original_question = ''
      from target
      where r.chatbot_id = ${unsent.chatbotId} and r.platform = ${unsent.platform} and r.user_id = ${unsent.userId}
        and target.content <> '' and r.original_question = target.content
    ), offered as (
      update conversation_messages b set buttons = (
        select jsonb_agg(case when button->>'oriQue' = target.content then jsonb_set(button, '{oriQue}', '""') else button end order by at)
        from jsonb_array_elements(b.buttons) with ordinality as e(button, at)
      )
      from target
      where b.chatbot_id = ${unsent.chatbotId} and b.platform = ${unsent.platform} and b.user_id = ${unsent.userId} and b.sender = 'bot'
        and target.content <> '' and b.buttons @> jsonb_build_array(jsonb_build_object('oriQue', target.content))
    )
    update conversation_messages c set content = '', unsent_at = ${unsent.at}
    from target where c.id = target.id
    returning c.id::text as id`.execute(db);
  return rows.length > 0;
}

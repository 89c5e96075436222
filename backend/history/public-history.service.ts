// Maps stored conversation lines to the public API's history reply.
import type { PublicHistoryMessage, PublicHistoryReply } from '../../schema/rest';
import type { Platform } from '../../schema/rules/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ConversationMessageRow } from './conversation.table';
import { listUserConversation } from './conversation.repository';

/** docs/rest-api.md: newest last, at most this many. */
export const PUBLIC_HISTORY_LIMIT = 100;

function toPublicHistoryMessage(row: ConversationMessageRow): PublicHistoryMessage {
  return {
    sender: row.sender === 'user' ? 'USER' : 'BOT',
    text: row.content,
    datetime: row.created_at.toISOString(),
    platform: row.platform,
    sid: row.sid,
    answerStatus: row.answer_status,
    buttons: row.buttons,
    mid: String(row.id),
    feedback: row.feedback,
  };
}

/**
 * What a channel's history call answers: the user's conversation through that channel only. The vendor id that
 * opens the public API is published by every page that embeds the widget, so it must not read what the same user id
 * said over LINE, Messenger or a third party's signed channel.
 */
export async function publicHistory(db: Kysely<Database>, chatbotId: string, userId: string, platforms: readonly Platform[]): Promise<PublicHistoryReply> {
  const rows = await listUserConversation(db, chatbotId, userId, platforms, PUBLIC_HISTORY_LIMIT);
  return { userId, messages: rows.map(toPublicHistoryMessage) };
}

// Maps stored conversation lines to the public API's history reply.
import type { PublicHistoryMessage, PublicHistoryReply } from '../../schema/rest';
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

export async function publicHistory(db: Kysely<Database>, chatbotId: string, userId: string): Promise<PublicHistoryReply> {
  const rows = await listUserConversation(db, chatbotId, userId, PUBLIC_HISTORY_LIMIT);
  return { userId, messages: rows.map(toPublicHistoryMessage) };
}

// The test chat's conversation as the panel shows it: the greeting, the owner's lines and the bot's
// replies with what the engine decided (PRODUCT.md §4 answer status codes).
import { z } from 'zod';
import { ANSWER_STATUS } from '../../../../schema/rules';
import type { AnswerSource, ReplyState, ReplyType, TestChat_SendMutation } from '../../__generated__/graphql';

export type TestChatReply = TestChat_SendMutation['sendTestMessage']['reply'];

export type ChatLine =
  | { sender: 'user'; text: string }
  /** `asked`: the owner's typed line this reply answers (none for a chosen button), which the reply offers to add to the Q&A set. */
  | { sender: 'bot'; text: string; reply?: TestChatReply; asked?: { lineId: number; text: string } }
  | { sender: 'error'; text: string; notTrained: boolean };

export type ChatMessage = ChatLine & { id: number };

const REPLY_TYPES = ['answer', 'no_answer', 'error'] as const satisfies readonly ReplyType[];
const REPLY_STATES = ['start', 'in_progress', 'completed'] as const satisfies readonly ReplyState[];
const SOURCES = ['QA', 'AUTOFAQ', 'KNOWLEDGE'] as const satisfies readonly AnswerSource[];

const replyShape = z.object({
  type: z.enum(REPLY_TYPES),
  state: z.enum(REPLY_STATES),
  success: z.boolean(),
  sid: z.string(),
  text: z.string(),
  title: z.string(),
  buttons: z.array(z.object({ id: z.string(), oriQue: z.string(), text: z.string() })),
  answerStatus: z.number().int(),
  matchedGroup: z.object({ id: z.string(), questions: z.array(z.string()) }).nullable(),
  synonyms: z.array(z.object({ word: z.string(), readAs: z.array(z.string()) })),
  offTopic: z.string().nullable(),
  entities: z.array(z.object({ type: z.string(), value: z.string(), text: z.string() })),
  source: z.enum(SOURCES).nullable(),
  exchangeId: z.string().nullable(),
  sources: z.array(z.object({ source: z.enum(SOURCES), candidates: z.array(z.object({ id: z.string(), label: z.string(), confidence: z.number() })) })),
}) satisfies z.ZodType<TestChatReply>;

const lineId = z.number().int().positive();

/**
 * A test conversation kept through a lost session: its user id (the backend's conversation goes on under it), the
 * lines shown, and the message typed but not sent. A copy in another shape is ignored.
 */
export const keptConversationShape = z.object({
  userId: z.string().min(1),
  draft: z.string(),
  messages: z.array(
    z.discriminatedUnion('sender', [
      z.object({ id: lineId, sender: z.literal('user'), text: z.string() }),
      z.object({ id: lineId, sender: z.literal('bot'), text: z.string(), reply: replyShape.optional(), asked: z.object({ lineId, text: z.string() }).optional() }),
      z.object({ id: lineId, sender: z.literal('error'), text: z.string(), notTrained: z.boolean() }),
    ]),
  ),
});

/** i18n keys of the §4 answer status labels, by code. */
export const ANSWER_STATUS_KEYS: Record<number, string> = {
  [ANSWER_STATUS.other]: 'testChat.status.other',
  [ANSWER_STATUS.answered]: 'testChat.status.answered',
  [ANSWER_STATUS.noAnswer]: 'testChat.status.noAnswer',
  [ANSWER_STATUS.options]: 'testChat.status.options',
  [ANSWER_STATUS.questionnaire]: 'testChat.status.questionnaire',
  [ANSWER_STATUS.autoQa]: 'testChat.status.autoQa',
};

export function answerStatusKey(code: number): string {
  return ANSWER_STATUS_KEYS[code] ?? ANSWER_STATUS_KEYS[ANSWER_STATUS.other];
}

/** A fresh id for a test conversation: the backend keeps one conversation (sid) per user id. */
export function newTestUserId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
  return `console-test-${random}`;
}

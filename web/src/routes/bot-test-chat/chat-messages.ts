// The test chat's conversation as the panel shows it: the greeting, the owner's lines and the bot's
// replies with what the engine decided (PRODUCT.md §4 answer status codes).
import { ANSWER_STATUS } from '../../../../schema/rules';
import type { TestChat_SendMutation } from '../../__generated__/graphql';

export type TestChatReply = TestChat_SendMutation['sendTestMessage']['reply'];

export type ChatLine =
  | { sender: 'user'; text: string }
  /** `asked`: the owner's typed line this reply answers (none for a chosen button), which the reply offers to add to the Q&A set. */
  | { sender: 'bot'; text: string; reply?: TestChatReply; asked?: { lineId: number; text: string } }
  | { sender: 'error'; text: string; notTrained: boolean };

export type ChatMessage = ChatLine & { id: number };

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

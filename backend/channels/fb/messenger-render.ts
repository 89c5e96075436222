// The channel-neutral reply rendered for Messenger: text in pieces of at most 2,000 characters, and the similar-
// question buttons as quick replies on the last piece (at most 13, titles of at most 20 characters, numbered and
// listed in full in the text when they do not fit). A quick
// reply's payload carries the button so a tap answers that item, as a tapped button of the public API does; the
// 👍 / 👎 rating, when asked for, takes the last two.
import type { PublicButton, PublicMessageReply } from '../../../schema/rest';
import { MESSAGE_MAX_CHARS } from '../../../schema/rules/constants';
import { numberedChoices } from '../numbered-choices';
import type { RatingChoice } from '../reply-rating';

export const MESSENGER_TEXT_MAX = 2000;
export const QUICK_REPLIES_MAX = 13;
export const QUICK_REPLY_TITLE_MAX = 20;
const PAYLOAD_MAX = 1000;

export interface QuickReply {
  content_type: 'text';
  title: string;
  payload: string;
}

export interface MessengerMessage {
  text: string;
  quick_replies?: QuickReply[];
}

/** What a quick reply's payload holds: the button's id, its question and the user's original question. */
export interface ButtonPayload {
  id: string;
  text: string;
  oriQue: string;
}

/** Cut to at most `max` characters (code points, so no emoji is split), with an ellipsis when cut. */
function cut(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, max - 1).join('')}…`;
}

export function splitText(text: string, max = MESSENGER_TEXT_MAX): string[] {
  const chars = Array.from(text);
  const pieces: string[] = [];
  for (let start = 0; start < chars.length; start += max) pieces.push(chars.slice(start, start + max).join(''));
  return pieces.length > 0 ? pieces : [''];
}

/** The button as JSON within Messenger's 1,000-character payload: the question texts are shortened until it fits. */
function payloadOf(button: PublicButton): string {
  for (let room = MESSAGE_MAX_CHARS; ; room = Math.floor(room * 0.8)) {
    const payload: ButtonPayload = { id: button.id, text: cut(button.text, room), oriQue: cut(button.oriQue, room) };
    const json = JSON.stringify(payload);
    if (json.length <= PAYLOAD_MAX || room <= 1) return json;
  }
}

export function parseButtonPayload(payload: string | undefined): ButtonPayload | undefined {
  if (!payload) return undefined;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { id, text, oriQue } = parsed as Record<string, unknown>;
    return typeof id === 'string' && typeof text === 'string' && typeof oriQue === 'string' ? { id, text, oriQue } : undefined;
  } catch {
    return undefined;
  }
}

const quickReply = (title: string, payload: string): QuickReply => ({ content_type: 'text', title: cut(title, QUICK_REPLY_TITLE_MAX), payload });

export function messengerMessages(reply: PublicMessageReply, rating: RatingChoice[] = []): MessengerMessage[] {
  const shown = reply.data.buttons.slice(0, QUICK_REPLIES_MAX - rating.length);
  // Questions that do not fit a title are listed in full in the text, numbered (numbered-choices.ts).
  const choices = numberedChoices(reply.data.text || reply.data.title, shown.map((button) => button.text), QUICK_REPLY_TITLE_MAX);
  const pieces = splitText(choices.text || '…').map((piece): MessengerMessage => ({ text: piece }));
  const quickReplies = [...shown.map((button, i) => quickReply(choices.labels[i], payloadOf(button))), ...rating.map((choice) => quickReply(choice.label, choice.data))];
  if (quickReplies.length > 0) pieces[pieces.length - 1].quick_replies = quickReplies;
  return pieces;
}

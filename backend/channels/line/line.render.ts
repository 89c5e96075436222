// A channel-neutral reply as LINE messages: text split at LINE's 5,000 UTF-16 units, at most 5 messages per call, and
// similar questions as quick-reply buttons (at most 13, labels of at most 20 characters, numbered and listed in full
// in the text when they do not fit) whose postback carries the button id and the full question, so a tap answers that
// item; the 👍 / 👎 rating, when asked for, takes the last two.
import type { messagingApi } from '@line/bot-sdk';
import type { PublicButton } from '../../../schema/rest';
import { numberedChoices } from '../numbered-choices';
import type { RatingChoice } from '../reply-rating';

export const LINE_TEXT_MAX = 5000;
export const LINE_MESSAGES_PER_CALL = 5;
export const LINE_QUICK_REPLY_MAX = 13;
export const LINE_LABEL_MAX = 20;
const POSTBACK_DATA_MAX = 300;
const DISPLAY_TEXT_MAX = 300;

/** What a quick-reply button's postback carries: its button id, the question it shows and the user's question. */
export interface LinePostback {
  id: string;
  q: string;
  o?: string;
}

/** Pieces of at most `max` UTF-16 units, never cutting a surrogate pair, preferring to cut after a line break. */
export function splitText(text: string, max = LINE_TEXT_MAX): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf('\n', max - 1) + 1;
    if (cut < max / 2) cut = max;
    const code = rest.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.length > 0 || pieces.length === 0) pieces.push(rest);
  return pieces;
}

/** At most `max` characters (code points), with an ellipsis when cut. */
function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** The postback data of a button, within LINE's 300 characters: the question is shortened before the id is. */
export function postbackData(button: PublicButton): string {
  const withOriginal = JSON.stringify({ id: button.id, q: button.text, o: button.oriQue } satisfies LinePostback);
  if (withOriginal.length <= POSTBACK_DATA_MAX) return withOriginal;
  const bare = JSON.stringify({ id: button.id, q: button.text } satisfies LinePostback);
  if (bare.length <= POSTBACK_DATA_MAX) return bare;
  return JSON.stringify({ id: button.id, q: shorten(button.text, Math.max(1, POSTBACK_DATA_MAX - JSON.stringify({ id: button.id, q: '' }).length - 10)) });
}

/** The postback a tapped quick reply sent back, or undefined when the data is not one of ours. */
export function readPostback(data: string): LinePostback | undefined {
  try {
    const parsed = JSON.parse(data) as Partial<LinePostback>;
    if (typeof parsed.id !== 'string' || typeof parsed.q !== 'string' || !parsed.id || !parsed.q) return undefined;
    return { id: parsed.id, q: parsed.q, ...(typeof parsed.o === 'string' && { o: parsed.o }) };
  } catch {
    return undefined;
  }
}

function postbackItem(label: string, data: string, displayText: string): messagingApi.QuickReplyItem {
  return { type: 'action', action: { type: 'postback', label: shorten(label, LINE_LABEL_MAX), data, displayText: shorten(displayText, DISPLAY_TEXT_MAX) } };
}

function quickReply(buttons: PublicButton[], labels: string[], rating: RatingChoice[]): messagingApi.QuickReply {
  return {
    items: [
      // What the user is shown to have said on a tap is the full question, not its numbered label.
      ...buttons.map((button, i) => postbackItem(labels[i], postbackData(button), button.text)),
      ...rating.map((choice) => postbackItem(choice.label, choice.data, choice.label)),
    ],
  };
}

/**
 * The reply's text (and its buttons and rating as quick replies on the last message), in at most 5 messages. Buttons
 * whose questions do not fit a label are listed in full in the text, numbered (numbered-choices.ts).
 */
export function renderLineMessages(text: string, buttons: PublicButton[], rating: RatingChoice[] = []): messagingApi.TextMessage[] {
  const shown = buttons.slice(0, LINE_QUICK_REPLY_MAX - rating.length);
  const choices = numberedChoices(text.trim(), shown.map((button) => button.text), LINE_LABEL_MAX);
  const pieces = splitText(choices.text === '' ? '…' : choices.text).slice(0, LINE_MESSAGES_PER_CALL);
  const messages: messagingApi.TextMessage[] = pieces.map((piece) => ({ type: 'text', text: piece }));
  if (shown.length > 0 || rating.length > 0) messages[messages.length - 1].quickReply = quickReply(shown, choices.labels, rating);
  return messages;
}

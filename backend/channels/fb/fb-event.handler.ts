// Handles one Messenger event the webhook accepted, on whichever replica claims it. An echo is never a question:
// the bot's own (its metadata marker) is ignored, any other was written by a person in the Page inbox (or another
// app), and the bot keeps quiet in that conversation for the owner's quiet minutes. A message or a tapped quick
// reply / postback goes through the reply pipeline with platform fb, and the reply is sent with the Send API. A tapped
// 👍 / 👎 rates the user's reply and is thanked for, never answered as a question nor recorded as one. "Get Started"
// is greeted; an image, sticker or other message without text is recorded, not answered. The reply is
// saved on the event before it is sent, and an event handled again only sends the saved reply (inbound.worker.ts).
import type { PublicMessageReply } from '../../../schema/rest';
import { publicMessageSchema, withinMessageLimit, type PublicMessageBody } from '../../../schema/rules/validation';
import { reply } from '../../answering/pipeline/reply-pipeline';
import { ANSWER_STATUS } from '../../../schema/rules/constants';
import type { BackendContext } from '../../context';
import { AppError } from '../../http/errors';
import { greetingButtons } from '../../topics/topic-step';
import type { InboundEventRow } from '../channel.table';
import type { InboundProgress } from '../inbound.worker';
import { asksFeedback } from '../channel-settings';
import { recordDeliveryError } from '../channel-settings.repository';
import { CHAT_ERROR_TEXT } from '../public-channel';
import { ratingChoices, ratingThanks, readRatingTap, storeRatingTap } from '../reply-rating';
import { isQuiet, keepQuiet } from '../quiet-conversations.repository';
import { quietMinutesOf, readFacebookSettings, type FacebookSettings } from './fb-settings.service';
import type { MessengerEvent, StoredMessengerEvent } from './messenger-events';
import { messengerMessages, parseButtonPayload, type MessengerMessage } from './messenger-render';
import { OWN_ECHO_METADATA, sendMessengerReply } from './send-api';

/** The turn's body: a tapped button of ours answers that item; anything else with text is a typed message. */
function turnBody(event: MessengerEvent, userId: string): PublicMessageBody | undefined {
  const tapped = parseButtonPayload(event.message?.quick_reply?.payload ?? event.postback?.payload);
  const typed = event.message?.text ?? event.postback?.title ?? event.postback?.payload;
  const candidate = tapped
    ? { userId, type: 'postback', message: { text: tapped.text, id: tapped.id, oriQue: tapped.oriQue } }
    : { userId, type: 'message', message: { text: withinMessageLimit(typed ?? '') } };
  const parsed = publicMessageSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

/** A reply the bot makes outside the pipeline (recorded nowhere): the §8 chat error, the greeting. */
function botSays(userId: string, oriQue: string, data: PublicMessageReply['data'], failed = false): PublicMessageReply {
  return { sender: 'BOT', type: failed ? 'error' : 'answer', state: 'completed', success: !failed, uid: userId, sid: '', mid: '', oriQue, data };
}

function chatError(userId: string, text: string): PublicMessageReply {
  return botSays(userId, text, { text: CHAT_ERROR_TEXT, title: '', buttons: [] }, true);
}

/**
 * Messenger's first-contact event: the "Get Started" button's postback. Its payload is whatever the Page set; the one
 * Meta's documentation shows (GET_STARTED, also get_started or "Get Started") is taken as it, and greeted as LINE's
 * `follow` is instead of being answered as a question.
 */
const GET_STARTED = /^get[\s_-]?started$/i;

function isGetStarted(event: MessengerEvent): boolean {
  return event.postback !== undefined && GET_STARTED.test((event.postback.payload ?? '').trim()) && !parseButtonPayload(event.postback.payload);
}

/** A message without text (an image, a sticker, a location…) as history shows it, as LINE's are: `[image]`. */
function withoutText(event: MessengerEvent): string | undefined {
  const message = event.message;
  if (!message || message.text || message.quick_reply) return undefined;
  if (message.sticker_id !== undefined) return '[sticker]';
  const kind = message.attachments?.[0]?.type;
  return kind ? `[${kind}]` : undefined;
}

/** What an event's reply is saved as before it is sent (no token: that is read again to send it). */
interface SavedMessengerReply {
  userId: string;
  messages: MessengerMessage[];
}

/** Sends the messages to the user; a failed delivery is recorded on the channel, not retried as an event. */
async function send(ctx: BackendContext, chatbotId: string, settings: FacebookSettings, { userId, messages }: SavedMessengerReply): Promise<void> {
  if (messages.length === 0) return;
  const token = settings.secrets.page_access_token;
  const failure = token ? await sendMessengerReply(ctx.facebookGraphBaseUrl, token, userId, messages, ctx.facebookApiTimeoutMs) : { code: 'token_missing' as const };
  if (failure !== null) await recordDeliveryError(ctx.db, chatbotId, 'fb', failure);
  else if (settings.lastDeliveryError) await recordDeliveryError(ctx.db, chatbotId, 'fb', null);
}

export async function handleFacebookEvent(ctx: BackendContext, row: InboundEventRow, progress: InboundProgress): Promise<void> {
  const { vendorId, event } = row.payload as StoredMessengerEvent;
  const chatbotId = row.chatbot_id;
  const settings = await readFacebookSettings(ctx, chatbotId);
  if (row.reply !== null) {
    // Answered and recorded by an earlier attempt: sent, not answered again.
    await send(ctx, chatbotId, settings, row.reply as SavedMessengerReply);
    return;
  }
  const deliver = async (userId: string, messages: MessengerMessage[]) => {
    await progress.recorded({ userId, messages } satisfies SavedMessengerReply);
    await send(ctx, chatbotId, settings, { userId, messages });
  };

  if (event.message?.is_echo) {
    const user = event.recipient?.id;
    const minutes = quietMinutesOf(settings);
    if (event.message.metadata !== OWN_ECHO_METADATA && user && minutes > 0) {
      await keepQuiet(ctx.db, chatbotId, 'fb', user, new Date(ctx.now().getTime() + minutes * 60_000));
    }
    return;
  }

  const userId = event.sender?.id;
  if (!userId) return;
  const quiet = await isQuiet(ctx.db, chatbotId, 'fb', userId, ctx.now());
  const tap = readRatingTap(event.message?.quick_reply?.payload ?? event.postback?.payload);
  if (tap) {
    // Stored on the user's own reply only; thanked for unless a person has the conversation.
    const bot = await ctx.caches.publicBots.lookup(vendorId);
    const stored = bot?.chatbotId === chatbotId && (await storeRatingTap(ctx, chatbotId, 'fb', userId, tap));
    if (stored && !quiet) await deliver(userId, [{ text: ratingThanks(bot.language) }]);
    return;
  }
  if (quiet) {
    // A person has the conversation: what the customer says still goes into the owner's history, unanswered.
    const said = event.message?.text ?? event.postback?.title;
    if (said) {
      await ctx.history.record({ chatbotId, userId, platform: 'fb', question: said, reply: '', buttons: [], answerStatus: ANSWER_STATUS.other, groupId: null, at: ctx.now() });
      await progress.recorded({ userId, messages: [] } satisfies SavedMessengerReply);
    }
    return;
  }
  const bot = await ctx.caches.publicBots.lookup(vendorId);
  if (bot?.chatbotId !== chatbotId) return;
  if (isGetStarted(event)) {
    await deliver(userId, messengerMessages(botSays(userId, '', { text: bot.greetingMsg, title: '', buttons: await greetingButtons(ctx, bot) })));
    return;
  }
  const attachment = withoutText(event);
  if (attachment) {
    // Recorded for the owner, not answered: there is no text to answer.
    await ctx.history.record({ chatbotId, userId, platform: 'fb', question: attachment, reply: '', buttons: [], answerStatus: ANSWER_STATUS.other, groupId: null, at: ctx.now() });
    await progress.recorded({ userId, messages: [] } satisfies SavedMessengerReply);
    return;
  }
  const body = turnBody(event, userId);
  if (!body) return;

  let answer: PublicMessageReply;
  try {
    answer = await reply(ctx, { bot, body, platform: 'fb', withDebug: false });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'NOT_TRAINED')) throw error;
    answer = chatError(userId, body.message.text);
  }

  // The reply is in history already: a failed delivery is not retried as an event.
  await deliver(userId, messengerMessages(answer, ratingChoices(asksFeedback(settings), bot.language, answer)));
}

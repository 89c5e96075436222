// Handles one Messenger event the webhook accepted, on whichever replica claims it. An echo is never a question:
// the bot's own (its metadata marker) is ignored, any other was written by a person in the Page inbox (or another
// app), and the bot keeps quiet in that conversation for the owner's quiet minutes. A message or a tapped quick
// reply / postback goes through the reply pipeline with platform fb, and the reply is sent with the Send API. A tapped
// 👍 / 👎 rates the user's reply and is thanked for, never answered as a question nor recorded as one. The reply is
// saved on the event before it is sent, and an event handled again only sends the saved reply (inbound.worker.ts).
import type { PublicMessageReply } from '../../../schema/rest';
import { publicMessageSchema, withinMessageLimit, type PublicMessageBody } from '../../../schema/rules/validation';
import { reply } from '../../answering/pipeline/reply-pipeline';
import { ANSWER_STATUS } from '../../../schema/rules/constants';
import type { BackendContext } from '../../context';
import { AppError } from '../../http/errors';
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

function chatError(userId: string, text: string): PublicMessageReply {
  return { sender: 'BOT', type: 'error', state: 'completed', success: false, uid: userId, sid: '', mid: '', oriQue: text, data: { text: CHAT_ERROR_TEXT, title: '', buttons: [] } };
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
  const failure = token ? await sendMessengerReply(ctx.facebookGraphBaseUrl, token, userId, messages, ctx.facebookApiTimeoutMs) : 'No page access token is set.';
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
  const body = turnBody(event, userId);
  const bot = await ctx.caches.publicBots.lookup(vendorId);
  if (!body || bot?.chatbotId !== chatbotId) return;

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

// Answers one LINE event the webhook accepted (run by the inbound worker on any replica): a text message goes through
// the reply pipeline with platform line, a tapped similar question answers that item (logged as a recommendation),
// `follow` gets the bot's greeting, and other message kinds are recorded in history without a reply. A tapped 👍 / 👎
// rates the user's reply and is thanked for, never answered as a question. In groups and rooms human agents' messages
// and quiet periods are honoured (line-human-agents.ts), the bot's own mention is taken out of the question, and a line
// not addressed to the bot gets no failed message. The reply is saved on the event before it is delivered, and
// an event handled again only delivers the saved reply (inbound.worker.ts).
import type { messagingApi, webhook } from '@line/bot-sdk';
import type { PublicButton } from '../../../schema/rest';
import { ANSWER_STATUS } from '../../../schema/rules/constants';
import { publicMessageSchema, withinMessageLimit, type PublicMessageBody } from '../../../schema/rules/validation';
import { reply } from '../../answering/pipeline/reply-pipeline';
import { forgetUnsentMessage } from '../../history/conversation.repository';
import type { BackendContext } from '../../context';
import { AppError } from '../../http/errors';
import { greetingButtons } from '../../topics/topic-step';
import type { InboundEventRow } from '../channel.table';
import { forgetInboundMessageText } from '../inbound-events.repository';
import type { InboundProgress } from '../inbound.worker';
import type { PublicBot } from '../public-bot.cache';
import { asksFeedback } from '../channel-settings';
import { CHAT_ERROR_TEXT } from '../public-channel';
import { ratingChoices, ratingThanks, readRatingTap, storeRatingTap, type RatingChoice, type RatingTap } from '../reply-rating';
import { deliverToLine, lineRetryKey } from './line-delivery';
import { botKeepsQuiet } from './line-human-agents';
import { humanAgentsOf, quietMinutesOf, readLineSettings, type LineSettings } from './line-settings.service';
import { readPostback, renderLineMessages } from './line.render';
import type { StoredLineEvent } from './line-webhook.routes';

interface Answering {
  bot: PublicBot;
  settings: LineSettings;
  accessToken: string;
  event: webhook.Event;
  /** The speaker: recorded in history as the user. */
  userId: string;
  /** Where a push goes: the group, room or user. */
  to: string;
  progress: InboundProgress;
  /** LINE's id of the event: a push answering it carries a retry key made from it. */
  eventId: string;
  /** The group or room it was said in (`group:<id>`, `room:<id>`), recorded with the exchange; none in a user's chat. */
  conversation?: string;
}

/** What an event's reply is saved as before it is delivered (no access token: that is read again to deliver it). */
interface SavedLineReply {
  to: string;
  replyToken?: string;
  eventAt: number;
  messages: messagingApi.Message[];
}

function groupConversation(source: webhook.Source | undefined): string | undefined {
  if (source?.type === 'group') return `group:${source.groupId}`;
  if (source?.type === 'room') return `room:${source.roomId}`;
  return undefined;
}

function pushTarget(source: webhook.Source | undefined): string | undefined {
  if (source?.type === 'group') return source.groupId;
  if (source?.type === 'room') return source.roomId;
  return source?.userId;
}

function savedReply(answering: Answering, messages: messagingApi.Message[]): SavedLineReply {
  const { event } = answering;
  return { to: answering.to, replyToken: 'replyToken' in event ? event.replyToken : undefined, eventAt: event.timestamp, messages };
}

async function deliverSaved(ctx: BackendContext, answering: Answering, saved: SavedLineReply): Promise<void> {
  if (saved.messages.length === 0) return;
  await deliverToLine(ctx, {
    ...saved,
    chatbotId: answering.bot.chatbotId,
    accessToken: answering.accessToken,
    retryKey: lineRetryKey(answering.eventId),
    hadError: answering.settings.lastDeliveryError !== null,
  });
}

async function deliver(ctx: BackendContext, answering: Answering, text: string, buttons: PublicButton[] = [], rating: RatingChoice[] = []): Promise<void> {
  const saved = savedReply(answering, renderLineMessages(text, buttons, rating));
  await answering.progress.recorded(saved);
  await deliverSaved(ctx, answering, saved);
}

/**
 * The pipeline's reply to a typed message or a tapped button, delivered; a bot that cannot answer says so (§8), unless
 * `quietWhenUnanswered` (group chatter not addressed to the bot: the failed message there would answer every line).
 */
async function answerTurn(ctx: BackendContext, answering: Answering, body: PublicMessageBody, { quietWhenUnanswered = false, messageId }: { quietWhenUnanswered?: boolean; messageId?: string } = {}): Promise<void> {
  try {
    const answer = await reply(ctx, { bot: answering.bot, body, platform: 'line', withDebug: false, platformMessageId: messageId, platformConversation: answering.conversation });
    if (quietWhenUnanswered && answer.type === 'no_answer') {
      await answering.progress.recorded(savedReply(answering, []));
      return;
    }
    await deliver(ctx, answering, answer.data.text, answer.data.buttons, ratingChoices(asksFeedback(answering.settings), answering.bot.language, answer));
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    await deliver(ctx, answering, CHAT_ERROR_TEXT);
  }
}

/** A tapped 👍 / 👎: stored on the user's own reply, and thanked for unless a person has the conversation. */
async function acknowledgeRating(ctx: BackendContext, answering: Answering, tap: RatingTap, thank: boolean): Promise<void> {
  const stored = await storeRatingTap(ctx, answering.bot.chatbotId, 'line', answering.userId, tap);
  if (stored && thank) await deliver(ctx, answering, ratingThanks(answering.bot.language));
}

/** A message LINE's users send that is not text (sticker, image, …), or a program's postback: recorded, not answered. */
async function recordUnanswered(ctx: BackendContext, answering: Answering, content: string, messageId?: string): Promise<void> {
  await ctx.history.record({
    chatbotId: answering.bot.chatbotId,
    userId: answering.userId,
    platform: 'line',
    question: content,
    reply: '',
    buttons: [],
    answerStatus: ANSWER_STATUS.other,
    groupId: null,
    at: ctx.now(),
    platformMessageId: messageId,
    platformConversation: answering.conversation,
  });
  await answering.progress.recorded(savedReply(answering, []));
}

function messageBody(userId: string, text: string, postback?: { id: string; oriQue?: string }): PublicMessageBody | undefined {
  const parsed = publicMessageSchema.safeParse({
    userId,
    type: postback ? 'postback' : 'message',
    message: { text: withinMessageLimit(text), ...(postback && { id: postback.id, ...(postback.oriQue && { oriQue: withinMessageLimit(postback.oriQue) }) }) },
  });
  return parsed.success ? parsed.data : undefined;
}

/** LINE's mentions of the bot itself in a text (`isSelf`), by their place in it (UTF-16 units). */
function selfMentions(message: webhook.TextMessageContent): { index: number; length: number }[] {
  return (message.mention?.mentionees ?? []).filter((mentionee) => mentionee.type === 'user' && mentionee.isSelf === true);
}

/** The text without the bot's own mentions: "@Shop bot opening hours?" asks "opening hours?". */
function withoutSelfMentions(message: webhook.TextMessageContent): string {
  let text = message.text;
  for (const { index, length } of selfMentions(message).sort((a, b) => b.index - a.index)) text = text.slice(0, index) + text.slice(index + length);
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A text message answered through the pipeline. In a group or room, a line that does not mention the bot is answered
 * only when the bot has an answer or options: people chat there with each other, and the failed message under every
 * line would drown them. Such lines are still recorded, so the owner sees what the group asked.
 */
async function handleMessage(ctx: BackendContext, answering: Answering, event: webhook.MessageEvent): Promise<void> {
  const { message } = event;
  if (message.type !== 'text') {
    await recordUnanswered(ctx, answering, `[${message.type}]`, message.id);
    return;
  }
  const inGroup = event.source?.type === 'group' || event.source?.type === 'room';
  const addressed = !inGroup || selfMentions(message).length > 0;
  const text = inGroup ? withoutSelfMentions(message) : message.text;
  const body = messageBody(answering.userId, text);
  if (body) await answerTurn(ctx, answering, body, { quietWhenUnanswered: !addressed, messageId: message.id });
}

/**
 * Postback data a program reads rather than words a person chose: a query string (`action=buy&item=3`, LINE's own
 * examples' form) or JSON (a button of another tool, or one of ours altered).
 */
const PROGRAM_DATA = /^(?:[\w.~-]+=[^&]*)(?:&[\w.~-]+=[^&]*)*$|^\s*[[{]/u;

/**
 * A tapped button. One of the bot's own similar questions answers its item (and is logged as a recommendation). A
 * button the product did not make — the owner's rich menu, another tool's template — is answered as if the user had
 * said its data when that data is words ("Opening hours" behind a rich menu tile); program data is recorded in the
 * history, unanswered, for the owner to see. In a group, such a tap gets no failed message, like chatter.
 */
async function handlePostback(ctx: BackendContext, answering: Answering, event: webhook.PostbackEvent): Promise<void> {
  const postback = readPostback(event.postback.data);
  if (postback) {
    const body = messageBody(answering.userId, postback.q, { id: postback.id, oriQue: postback.o });
    if (body) await answerTurn(ctx, answering, body);
    return;
  }
  const data = event.postback.data.trim();
  if (!data || PROGRAM_DATA.test(data)) {
    await recordUnanswered(ctx, answering, `[postback] ${data}`);
    return;
  }
  const inGroup = event.source?.type === 'group' || event.source?.type === 'room';
  const body = messageBody(answering.userId, data);
  if (body) await answerTurn(ctx, answering, body, { quietWhenUnanswered: inGroup });
}

/**
 * LINE asks a bot to respect a user's unsending: the line is emptied in history (marked as unsent), and the text is
 * taken out of the stored webhook events that still hold it (kept a few days to recognise redeliveries).
 */
async function forgetUnsent(ctx: BackendContext, chatbotId: string, userId: string, messageId: string): Promise<void> {
  await forgetUnsentMessage(ctx.db, { chatbotId, platform: 'line', userId, messageId, at: ctx.now() });
  await forgetInboundMessageText(ctx.db, chatbotId, 'line', messageId);
}

/** The inbound worker's handler of LINE events. */
export async function handleLineEvent(ctx: BackendContext, row: InboundEventRow, progress: InboundProgress): Promise<void> {
  const { vendorId, event } = row.payload as StoredLineEvent;
  const bot = await ctx.caches.publicBots.lookup(vendorId);
  if (!bot || bot.chatbotId !== row.chatbot_id) return;
  if (event.type === 'unsend') {
    // Honoured whatever the channel's state: the user asked for the message to be gone.
    if (event.source?.userId) await forgetUnsent(ctx, bot.chatbotId, event.source.userId, event.unsend.messageId);
    return;
  }
  const settings = await readLineSettings(ctx, bot.chatbotId);
  const accessToken = settings.secrets.channel_access_token;
  const to = pushTarget(event.source);
  if (!accessToken || !to) return;
  const answering: Answering = { bot, settings, accessToken, event, userId: event.source?.userId ?? to, to, progress, eventId: row.event_id, conversation: groupConversation(event.source) };
  if (row.reply !== null) {
    // Answered and recorded by an earlier attempt: delivered, not answered again.
    await deliverSaved(ctx, answering, row.reply as SavedLineReply);
    return;
  }

  if (event.type === 'follow') {
    await deliver(ctx, answering, bot.greetingMsg, await greetingButtons(ctx, bot));
    return;
  }
  if (event.type !== 'message' && event.type !== 'postback') return;
  const rules = { chatbotId: bot.chatbotId, accessToken, humanAgents: humanAgentsOf(settings), quietMinutes: quietMinutesOf(settings) };
  const quiet = await botKeepsQuiet(ctx, rules, event.source);
  const tap = event.type === 'postback' ? readRatingTap(event.postback.data) : undefined;
  if (tap) {
    await acknowledgeRating(ctx, answering, tap, !quiet);
    return;
  }
  // While a person has the conversation, what the customer says still goes into the owner's history, unanswered.
  if (quiet === 'quiet' && event.type === 'message') await recordUnanswered(ctx, answering, event.message.type === 'text' ? event.message.text : `[${event.message.type}]`, event.message.id);
  if (quiet) return;
  if (event.type === 'message') await handleMessage(ctx, answering, event);
  else await handlePostback(ctx, answering, event);
}

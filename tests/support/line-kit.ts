// What the LINE channel's tests and benchmark share: signing a webhook body as LINE does, LINE-shaped events, and a
// trained bot on a plan with LINE, its channel on and its secrets saved.
import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { buildIndex } from '../../backend/answering';
import type { Database } from '../../backend/db/schema';
import { loginToken, newAccount, newChatbot } from './factories';

export const LINE_TEST_SECRET = 'line-channel-secret-0001';
export const LINE_TEST_TOKEN = 'line-channel-access-token-0001';

export function lineSignature(body: string, secret = LINE_TEST_SECRET): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

export type LineTestSource = { type: 'user'; userId: string } | { type: 'group'; groupId: string; userId?: string } | { type: 'room'; roomId: string; userId?: string };

interface EventOptions {
  id?: string;
  source?: LineTestSource;
  replyToken?: string;
  timestamp?: number;
  isRedelivery?: boolean;
}

function base(options: EventOptions) {
  return {
    webhookEventId: options.id ?? `01H${randomUUID().replace(/-/g, '').toUpperCase()}`,
    timestamp: options.timestamp ?? Date.now(),
    mode: 'active',
    source: options.source ?? { type: 'user', userId: 'U-user-1' },
    replyToken: options.replyToken ?? `reply-${randomUUID()}`,
    deliveryContext: { isRedelivery: options.isRedelivery ?? false },
  };
}

export const textEvent = (text: string, options: EventOptions & { messageId?: string } = {}) => ({ ...base(options), type: 'message', message: { id: options.messageId ?? randomUUID(), type: 'text', quoteToken: 'q', text } });
/** LINE's event when a user unsends a message: it has no reply token. */
export const unsendEvent = (messageId: string, options: EventOptions = {}) => {
  const { replyToken: _noReplyToken, ...event } = base(options);
  return { ...event, type: 'unsend', unsend: { messageId } };
};
export const stickerEvent = (options: EventOptions = {}) => ({ ...base(options), type: 'message', message: { id: randomUUID(), type: 'sticker', quoteToken: 'q', packageId: '1', stickerId: '1', stickerResourceType: 'STATIC' } });
export const followEvent = (options: EventOptions = {}) => ({ ...base(options), type: 'follow', follow: { isUnblocked: false } });
export const postbackEvent = (data: string, options: EventOptions = {}) => ({ ...base(options), type: 'postback', postback: { data } });

export interface LineTestBot {
  url: string;
  token: string;
  botId: string;
  vendorId: string;
}

export interface TrainedGroup {
  key: string;
  questions: string[];
  answer: string;
}

export const OPENING_HOURS: TrainedGroup = { key: 'hours', questions: ['What are your opening hours?'], answer: '08:00-20:00' };

/** Groups trained as a training would store them; each group's id is `{chatbotId}-{key}`. */
export async function storeTrainedGroups(db: Kysely<Database>, chatbotId: string, groups: TrainedGroup[]): Promise<void> {
  for (const group of groups) {
    await db
      .insertInto('qa_groups')
      .values({ group_id: `${chatbotId}-${group.key}`, chatbot_id: chatbotId, key: group.key, questions: JSON.stringify(group.questions), answers: JSON.stringify([group.answer]), answer_mode: 1, similar_enabled: true, postback_choices: '[]', tags: '[]', search_text: '' })
      .execute();
  }
  const index = buildIndex(groups.map((group) => ({ id: `${chatbotId}-${group.key}`, questions: group.questions, answers: [group.answer] })));
  await db.insertInto('qa_indexes').values({ chatbot_id: chatbotId, job_id: `job-${chatbotId}`, index: JSON.stringify(index), group_count: groups.length, trained_at: new Date() }).execute();
}

export async function authorised(bot: LineTestBot, method: string, path: string, payload?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${bot.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${bot.token}`, ...(payload !== undefined && { 'Content-Type': 'application/json' }) },
    ...(payload !== undefined && { body: JSON.stringify(payload) }),
  });
  return { status: response.status, body: await response.json() };
}

/** A bot on the pro plan, trained, with its LINE channel on and the test secret and token saved. */
export async function lineTestBot(
  url: string,
  db: Kysely<Database>,
  { groups = [OPENING_HOURS], humanAgents = [] as string[], quietMinutes = 30, active = true, askFeedback = false } = {},
): Promise<LineTestBot> {
  const account = await newAccount(url);
  await db.updateTable('accounts').set({ plan_code: 'pro' }).where('email', '=', account.email).execute();
  const token = await loginToken(url, account.email, account.password);
  const created = await newChatbot(url, token, { greeting_msg: 'Welcome to our shop!', failed_msg: 'No idea.', postback_msg: 'Did you mean:', language: 'en' });
  const bot = { url, token, botId: created.chatbot_id, vendorId: created.vendor_id };
  await storeTrainedGroups(db, bot.botId, groups);
  const toggled = await authorised(bot, 'PUT', `/chatbot/${bot.botId}/integrations/line`, { active });
  if (toggled.status !== 200) throw new Error(`Turning LINE on answered ${toggled.status}`);
  const saved = await authorised(bot, 'PUT', `/line/${bot.botId}/update-data`, {
    channel_secret: LINE_TEST_SECRET,
    channel_access_token: LINE_TEST_TOKEN,
    human_agents: humanAgents,
    quiet_minutes: quietMinutes,
    ask_feedback: askFeedback,
  });
  if (saved.status !== 200) throw new Error(`Saving LINE settings answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  return bot;
}

/** Posts events to the bot's LINE webhook as LINE does (signed with the test secret unless told otherwise). */
export async function postLineEvents(bot: Pick<LineTestBot, 'url' | 'vendorId'>, events: unknown[], signature?: string | null): Promise<Response> {
  const body = JSON.stringify({ destination: 'U-bot', events });
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const signed = signature === undefined ? lineSignature(body) : signature;
  if (signed !== null) headers['X-Line-Signature'] = signed;
  return fetch(`${bot.url}/webhook/line/${bot.vendorId}`, { method: 'POST', headers, body });
}

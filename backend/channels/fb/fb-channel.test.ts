// The Messenger channel over real HTTP, with a loopback stand-in for the Send API: the settings (secrets write-only,
// sealed at rest), the subscription handshake, signatures, replies (quick replies, long text), echoes and the quiet
// after a Page-inbox reply, redeliveries, retries, the last delivery error, and the 👍 / 👎 rating of answers.
import { randomBytes } from 'node:crypto';
import type { ErrorBody, FacebookSettingsDTO, HistoryExchangePageDTO } from '../../../schema/rest';
import { startTestBackend, type TestBackend } from '../../../tests/support/backend';
import { channelBot, ownerCall, until, type ChannelBot, type GroupFixture } from '../../../tests/support/channel-bot';
import { startFakeGraph, type FakeGraph } from '../../../tests/support/fake-graph';
import { signBody } from '../signature';
import { parseButtonPayload } from './messenger-render';
import { OWN_ECHO_METADATA } from './send-api';

let graph: FakeGraph;
let backend: TestBackend;
beforeAll(async () => {
  graph = await startFakeGraph();
  // A Send API call may take 3 s here (10 s by default), so the slow-answer test waits a little only.
  backend = await startTestBackend({ env: { FACEBOOK_GRAPH_BASE_URL: graph.url, PUBLIC_URL: 'https://bots.example.com', FACEBOOK_API_TIMEOUT_MS: '3000' } });
});
afterAll(async () => {
  await backend.close();
  await graph.close();
});

const LONG_ANSWER = `${'長'.repeat(1999)}😀${'尾'.repeat(2500)}`;
const GROUPS: GroupFixture[] = [
  { key: 'hours', questions: ['What are your opening hours?'], answers: ['08:00-20:00'] },
  { key: 'refund-visa', questions: ['Can I get a refund on my visa card payment?'], answers: ['Visa refund'] },
  { key: 'refund-master', questions: ['Can I get a refund on my master card payment?'], answers: ['Master refund'] },
  { key: 'long', questions: ['Tell me the whole story of the company'], answers: [LONG_ANSWER] },
];

const SECRETS = { page_access_token: 'EAAG-page-token-0001', verify_token: 'verify-me-4242', app_secret: 'app-secret-abcd' };

interface MessengerBot extends ChannelBot {
  settings: FacebookSettingsDTO;
}

async function messengerBot(): Promise<MessengerBot> {
  const bot = await channelBot(backend, 'fb', GROUPS);
  const saved = await ownerCall<FacebookSettingsDTO>(backend, bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { ...SECRETS, human_agents: ['Amy'] });
  expect(saved.status).toBe(200);
  return { ...bot, settings: saved.body };
}

const psid = () => `psid-${randomBytes(5).toString('hex')}`;
const mid = () => `m_${randomBytes(8).toString('hex')}`;

function page(...messaging: unknown[]) {
  return { object: 'page', entry: [{ id: 'page-1', time: Date.now(), messaging }] };
}

const textEvent = (sender: string, text: string, id = mid()) => ({ sender: { id: sender }, recipient: { id: 'page-1' }, timestamp: Date.now(), message: { mid: id, text } });

async function deliver(bot: ChannelBot, body: unknown, signature: string | null = signBody(SECRETS.app_secret, JSON.stringify(body))) {
  return fetch(`${backend.url}/webhook/fb/${bot.vendorId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature !== null && { 'X-Hub-Signature-256': signature }) },
    body: JSON.stringify(body),
  });
}

const quickReplyTap = (sender: string, quick: { title: string; payload: string }) => ({
  sender: { id: sender },
  recipient: { id: 'page-1' },
  timestamp: Date.now(),
  message: { mid: mid(), text: quick.title, quick_reply: { payload: quick.payload } },
});

/** The user asks; answers the first message the bot sends back. */
async function ask(bot: ChannelBot, user: string, text: string) {
  await deliver(bot, page(textEvent(user, text)));
  const [first] = await graph.sentTo(user);
  return first.body.message;
}

const handled = (eventId: string) =>
  until(async () => (await backend.db.selectFrom('inbound_events').select('state').where('event_id', '=', eventId).executeTakeFirst())?.state === 'done', `event ${eventId}`);

const settingsOf = async (bot: ChannelBot) => (await ownerCall<FacebookSettingsDTO>(backend, bot.token, 'GET', `/facebook/${bot.chatbotId}/facebook-webhook-service`)).body;

describe('Messenger settings', () => {
  it('shows the webhook URL and, before anything is saved, no secret', async () => {
    const bot = await channelBot(backend, 'fb', GROUPS, { active: false });
    expect(await settingsOf(bot)).toEqual({
      chatbot_id: bot.chatbotId,
      webhook_url: `https://bots.example.com/webhook/fb/${bot.vendorId}`,
      page_access_token: { set: false, last_four: '' },
      verify_token: { set: false, last_four: '' },
      app_secret: { set: false, last_four: '' },
      human_agents: [],
      quiet_minutes: 30,
      ask_feedback: false,
      page: null,
      last_delivery_error: null,
    });
  });

  it('requires each secret while none is stored, and refuses a blank one with its field', async () => {
    const bot = await channelBot(backend, 'fb', GROUPS, { active: false });
    const missing = await ownerCall<ErrorBody>(backend, bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { page_access_token: 'abc', human_agents: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual([
      { field: 'verify_token', message: 'validation.required' },
      { field: 'app_secret', message: 'validation.required' },
    ]);
    const blank = await ownerCall<ErrorBody>(backend, bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { ...SECRETS, app_secret: '   ', human_agents: [] });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual([{ field: 'app_secret', message: 'validation.required' }]);
  });

  it('answers secrets only as hints, keeps an omitted one, trims human agents, and seals secrets at rest', async () => {
    const bot = await messengerBot();
    const saved = await ownerCall<FacebookSettingsDTO>(backend, bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, {
      verify_token: 'another-verify-9876',
      human_agents: ['  Amy ', 'Bob'],
      quiet_minutes: 5,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      page_access_token: { set: true, last_four: '0001' },
      verify_token: { set: true, last_four: '9876' },
      app_secret: { set: true, last_four: 'abcd' },
      human_agents: ['Amy', 'Bob'],
      quiet_minutes: 5,
    });
    const shown = JSON.stringify(await settingsOf(bot));
    for (const secret of [...Object.values(SECRETS), 'another-verify-9876']) expect(shown).not.toContain(secret);
    const row = await backend.db.selectFrom('channel_settings').selectAll().where('chatbot_id', '=', bot.chatbotId).executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    for (const secret of [...Object.values(SECRETS), 'another-verify-9876']) expect(stored).not.toContain(secret);
  });

  it("names the token's Page, answers only that Page's events, and asks again when the token changes", async () => {
    const bot = await messengerBot();
    expect((await settingsOf(bot)).page).toEqual({ id: 'page-1', name: 'Test Page' });
    // The same Meta app sends another Page's events to this webhook too: they are not this bot's users.
    const stranger = psid();
    const foreign = { object: 'page', entry: [{ id: 'page-9', time: Date.now(), messaging: [{ ...textEvent(stranger, 'What are your opening hours?'), recipient: { id: 'page-9' } }] }] };
    expect((await deliver(bot, foreign)).status).toBe(200);
    const own = psid();
    expect((await ask(bot, own, 'What are your opening hours?')).text).toBe('08:00-20:00');
    expect(graph.requests.filter((request) => request.body.recipient.id === stranger)).toEqual([]);
    expect(await backend.db.selectFrom('conversation_messages').select('user_id').where('user_id', '=', stranger).execute()).toEqual([]);

    graph.setPage('EAAG-other-page-token', { id: 'page-2', name: 'Second shop' });
    const moved = await ownerCall<FacebookSettingsDTO>(backend, bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { page_access_token: 'EAAG-other-page-token', human_agents: [] });
    expect(moved.body.page).toEqual({ id: 'page-2', name: 'Second shop' });
    // A token Graph refuses names no Page: then every event is answered, as before a Page was known.
    graph.setPage('EAAG-refused-token', null);
    const refused = await ownerCall<FacebookSettingsDTO>(backend, bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { page_access_token: 'EAAG-refused-token', human_agents: [] });
    expect(refused.body.page).toBeNull();
  });

  it('refuses more than 50 human agents and quiet minutes past a day', async () => {
    const bot = await messengerBot();
    const many = await ownerCall<ErrorBody>(backend, bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { human_agents: Array.from({ length: 51 }, (_, n) => `agent ${n}`) });
    expect(many.status).toBe(400);
    const quiet = await ownerCall<ErrorBody>(backend, bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { human_agents: [], quiet_minutes: 1441 });
    expect(quiet.body.error.fields).toEqual([{ field: 'quiet_minutes', message: 'validation.quietMinutes' }]);
  });
});

describe('GET /webhook/fb/{vendorId}', () => {
  it('answers the challenge as text to the right verify token, and 403 otherwise', async () => {
    const bot = await messengerBot();
    const verify = (token: string, mode = 'subscribe') => fetch(`${backend.url}/webhook/fb/${bot.vendorId}?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`);
    const right = await verify(SECRETS.verify_token);
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await right.text()).toBe('1158201444');
    expect((await verify('wrong-token')).status).toBe(403);
    expect((await verify(SECRETS.verify_token, 'unsubscribe')).status).toBe(403);
  });
});

describe('POST /webhook/fb/{vendorId}', () => {
  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    const bot = await messengerBot();
    const event = textEvent(psid(), 'What are your opening hours?');
    expect((await deliver(bot, page(event), null)).status).toBe(401);
    expect((await deliver(bot, page(event), signBody('not-the-app-secret', JSON.stringify(page(event))))).status).toBe(401);
    expect((await deliver(bot, page(event), 'sha256=zz')).status).toBe(401);
    const stored = await backend.db.selectFrom('inbound_events').select('id').where('chatbot_id', '=', bot.chatbotId).execute();
    expect(stored).toEqual([]);
  });

  it('answers a message through the Send API and records the exchange with platform fb', async () => {
    const bot = await messengerBot();
    const user = psid();
    const response = await deliver(bot, page(textEvent(user, 'What are your opening hours?')));
    expect(response.status).toBe(200);
    const [sent] = await graph.sentTo(user);
    expect(sent.accessToken).toBe(SECRETS.page_access_token);
    expect(sent.body).toEqual({ recipient: { id: user }, messaging_type: 'RESPONSE', message: { text: '08:00-20:00', metadata: OWN_ECHO_METADATA } });
    const lines = await backend.db.selectFrom('conversation_messages').select(['sender', 'content', 'platform', 'user_id']).where('chatbot_id', '=', bot.chatbotId).orderBy('id').execute();
    expect(lines).toEqual([
      { sender: 'user', content: 'What are your opening hours?', platform: 'fb', user_id: user },
      { sender: 'bot', content: '08:00-20:00', platform: 'fb', user_id: user },
    ]);
  });

  it('answers a repeated message id once, across deliveries and within one', async () => {
    const bot = await messengerBot();
    const user = psid();
    const event = textEvent(user, 'What are your opening hours?');
    await deliver(bot, page(event, event));
    await deliver(bot, page(event));
    const later = textEvent(user, 'Can I get a refund on my visa card payment?');
    await deliver(bot, page(later));
    await handled(later.message.mid);
    await handled(event.message.mid);
    expect((await graph.sentTo(user, 2)).map((sent) => sent.body.message.text)).toEqual(['08:00-20:00', 'Visa refund']);
  });

  it('offers similar questions as quick replies, and a tapped one answers its group and is logged as a recommendation', async () => {
    const bot = await messengerBot();
    const user = psid();
    const offer = await ask(bot, user, 'refund on card payment');
    const quickReplies = offer.quick_replies ?? [];
    expect(quickReplies.length).toBeGreaterThanOrEqual(2);
    // Questions longer than a title are listed in full, numbered, and each title starts with its number.
    const questions = quickReplies.map((quick) => parseButtonPayload(quick.payload)?.text);
    expect(offer.text.split('\n')).toEqual(['Did you mean:', ...questions.map((question, i) => `${i + 1}. ${question}`)]);
    expect(quickReplies.every((quick, i) => quick.title.startsWith(`${i + 1}. `))).toBe(true);
    for (const quick of quickReplies) {
      expect(quick.content_type).toBe('text');
      expect(Array.from(quick.title).length).toBeLessThanOrEqual(20);
    }
    const master = quickReplies.find((quick) => quick.payload.includes(bot.groupId('refund-master')));
    expect(master).toBeDefined();
    await deliver(bot, page(quickReplyTap(user, master!)));
    const [, answer] = await graph.sentTo(user, 2);
    expect(answer.body.message.text).toBe('Master refund');
    const logged = await backend.db.selectFrom('recommendations').select(['original_question', 'selected_question', 'group_id', 'platform']).where('chatbot_id', '=', bot.chatbotId).execute();
    expect(logged).toEqual([
      { original_question: 'refund on card payment', selected_question: 'Can I get a refund on my master card payment?', group_id: bot.groupId('refund-master'), platform: 'fb' },
    ]);
  });

  it('answers a message longer than the bot reads, cut by character, never through an emoji', async () => {
    const bot = await messengerBot();
    const user = psid();
    const offer = await ask(bot, user, '😀'.repeat(1200));
    expect(offer.text).not.toBe('');
    const [asked] = await backend.db.selectFrom('conversation_messages').select('content').where('user_id', '=', user).where('sender', '=', 'user').execute();
    expect(asked.content).toBe('😀'.repeat(1000));
  });

  it('greets a "Get Started" tap instead of answering it as a question, and records an image or sticker without answering it', async () => {
    const bot = await messengerBot();
    const user = psid();
    const getStarted = { sender: { id: user }, recipient: { id: 'page-1' }, timestamp: Date.now(), postback: { mid: mid(), title: 'Get Started', payload: 'GET_STARTED' } };
    await deliver(bot, page(getStarted));
    const [greeting] = await graph.sentTo(user);
    expect(greeting.body.message.text).toBe('Hello! How can I help?');

    const image = { sender: { id: user }, recipient: { id: 'page-1' }, timestamp: Date.now(), message: { mid: mid(), attachments: [{ type: 'image', payload: { url: 'https://cdn.example/x.png' } }] } };
    const like = { sender: { id: user }, recipient: { id: 'page-1' }, timestamp: Date.now(), message: { mid: mid(), sticker_id: 369239263222822, attachments: [{ type: 'image' }] } };
    await deliver(bot, page(image, like));
    await handled(like.message.mid);
    await handled(image.message.mid);
    const lines = await backend.db.selectFrom('conversation_messages').select(['sender', 'content', 'answer_status']).where('user_id', '=', user).orderBy('id').execute();
    // The greeting is not a question; the image and sticker are the owner's to see, unanswered and not unhandled.
    expect(lines.filter((line) => line.sender === 'user').map((line) => [line.content, line.answer_status])).toEqual([['[image]', 0], ['[sticker]', 0]]);
    expect(await graph.sentTo(user)).toHaveLength(1);
  });

  it('splits a long answer into pieces of at most 2,000 characters, keeping characters whole', async () => {
    const bot = await messengerBot();
    const user = psid();
    await deliver(bot, page(textEvent(user, 'Tell me the whole story of the company')));
    const pieces = (await graph.sentTo(user, 3)).map((sent) => sent.body.message.text);
    expect(pieces.map((piece) => Array.from(piece).length)).toEqual([2000, 2000, 500]);
    expect(pieces.join('')).toBe(LONG_ANSWER);
  });

  it("never answers an echo; the bot's own echo leaves it talking, a Page-inbox echo keeps it quiet in that conversation", async () => {
    const bot = await messengerBot();
    const [talking, takenOver] = [psid(), psid()];
    const echo = (user: string, message: Record<string, unknown>) => ({ sender: { id: 'page-1' }, recipient: { id: user }, timestamp: Date.now(), message: { mid: mid(), is_echo: true, text: 'What are your opening hours?', ...message } });
    const ownEcho = echo(talking, { app_id: 1234, metadata: OWN_ECHO_METADATA });
    const inboxEcho = echo(takenOver, {});
    await deliver(bot, page(ownEcho, inboxEcho));
    await handled(ownEcho.message.mid as string);
    await handled(inboxEcho.message.mid as string);

    const quiet = textEvent(takenOver, 'What are your opening hours?');
    const answered = textEvent(talking, 'What are your opening hours?');
    await deliver(bot, page(quiet, answered));
    await handled(quiet.message.mid);
    expect((await graph.sentTo(talking)).map((sent) => sent.body.message.text)).toEqual(['08:00-20:00']);
    expect(graph.requests.filter((sent) => sent.body.recipient.id === takenOver)).toEqual([]);
    const quietRow = await backend.db.selectFrom('quiet_conversations').select('quiet_until').where('chatbot_id', '=', bot.chatbotId).where('user_id', '=', takenOver).executeTakeFirstOrThrow();
    expect(quietRow.quiet_until.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    // The customer's message while a person has the conversation is in the owner's history, unanswered.
    const lines = await backend.db.selectFrom('conversation_messages').select(['sender', 'content', 'answer_status']).where('chatbot_id', '=', bot.chatbotId).where('user_id', '=', takenOver).orderBy('id').execute();
    expect(lines).toEqual([
      { sender: 'user', content: 'What are your opening hours?', answer_status: 0 },
      { sender: 'bot', content: '', answer_status: 0 },
    ]);
  });

  it('answers and records a message once when it is handled again after its process died, sending its saved reply', async () => {
    const bot = await messengerBot();
    const user = psid();
    const failing = { status: 500, body: { error: { message: 'down', code: 1 } } };
    graph.fail(failing, failing, failing, failing);
    const event = textEvent(user, 'What are your opening hours?');
    await deliver(bot, page(event));
    await handled(event.message.mid);
    expect(await graph.sentTo(user, 4)).toHaveLength(4);

    // As the restarted process's release does: back to waiting, its saved reply kept. Only the sending is done again.
    await backend.db.updateTable('inbound_events').set({ state: 'received' }).where('event_id', '=', event.message.mid).execute();
    await handled(event.message.mid);
    const sent = await graph.sentTo(user, 5);
    expect(sent[4].body.message.text).toBe('08:00-20:00');
    const lines = await backend.db.selectFrom('conversation_messages').select(['sender', 'content']).where('chatbot_id', '=', bot.chatbotId).orderBy('id').execute();
    expect(lines).toEqual([
      { sender: 'user', content: 'What are your opening hours?' },
      { sender: 'bot', content: '08:00-20:00' },
    ]);
  });

  it('tries again after 429 and a Graph rate-limit error, then delivers', async () => {
    const bot = await messengerBot();
    const user = psid();
    graph.fail({ status: 429, body: { error: { message: 'Too many' } } }, { status: 400, body: { error: { message: 'Calls to this api have exceeded the rate limit.', code: 613 } } });
    await deliver(bot, page(textEvent(user, 'What are your opening hours?')));
    const sent = await graph.sentTo(user, 3);
    expect(sent.map((request) => request.body.message.text)).toEqual(['08:00-20:00', '08:00-20:00', '08:00-20:00']);
  });

  it('does not send a message again after a call the Send API left unanswered past its time limit (it may have taken it)', async () => {
    const bot = await messengerBot();
    const user = psid();
    graph.fail({ status: 200, body: { recipient_id: user, message_id: 'm_slow' }, delayMs: 3_500 });
    const event = textEvent(user, 'What are your opening hours?');
    await deliver(bot, page(event));
    await handled(event.message.mid);
    expect(await graph.sentTo(user)).toHaveLength(1);
    expect((await settingsOf(bot)).last_delivery_error?.message).toBe('The Send API did not answer within 3 s; the message was not sent again.');
  });

  it('records the last delivery error without the token, shows it in the settings, and clears it on the next delivery', async () => {
    const bot = await messengerBot();
    const user = psid();
    const failing = { status: 500, body: { error: { message: `boom for access_token=${SECRETS.page_access_token}`, code: 1 } } };
    graph.fail(failing, failing, failing, failing);
    const event = textEvent(user, 'What are your opening hours?');
    await deliver(bot, page(event));
    await handled(event.message.mid);
    expect(await graph.sentTo(user, 4)).toHaveLength(4);
    const failed = await settingsOf(bot);
    expect(failed.last_delivery_error).toEqual({ message: expect.stringContaining('500'), at: expect.any(String), count: 1, since: expect.any(String) });
    expect(failed.last_delivery_error?.message).not.toContain(SECRETS.page_access_token);

    const next = textEvent(user, 'Can I get a refund on my visa card payment?');
    await deliver(bot, page(next));
    await handled(next.message.mid);
    expect((await settingsOf(bot)).last_delivery_error).toBeNull();
  });

  it('acknowledges and drops events while the channel is off', async () => {
    const bot = await channelBot(backend, 'fb', GROUPS, { active: false });
    await ownerCall(backend, bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { ...SECRETS, human_agents: [] });
    expect((await deliver(bot, page(textEvent(psid(), 'What are your opening hours?')))).status).toBe(200);
    expect(await backend.db.selectFrom('inbound_events').select('id').where('chatbot_id', '=', bot.chatbotId).execute()).toEqual([]);
  });
});

describe('rating answers with 👍 / 👎 quick replies', () => {
  async function askingBot(): Promise<MessengerBot> {
    const bot = await messengerBot();
    const saved = await ownerCall<FacebookSettingsDTO>(backend, bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { human_agents: [], ask_feedback: true });
    expect(saved.body.ask_feedback).toBe(true);
    return bot;
  }

  const linesOf = (bot: ChannelBot, user: string) =>
    backend.db.selectFrom('conversation_messages').select(['sender', 'content', 'feedback']).where('chatbot_id', '=', bot.chatbotId).where('user_id', '=', user).orderBy('id').execute();

  it("adds them to an answer in the bot's language; a tap marks that reply, is thanked for and is not a question", async () => {
    const bot = await askingBot();
    const user = psid();
    const answer = await ask(bot, user, 'What are your opening hours?');
    expect(answer.text).toBe('08:00-20:00');
    const rating = answer.quick_replies ?? [];
    expect(rating.map((quick) => quick.title)).toEqual(['👍 有幫助', '👎 沒幫助']);

    await deliver(bot, page(quickReplyTap(user, rating[1])));
    const [, thanks] = await graph.sentTo(user, 2);
    expect(thanks.body.message.text).toBe('謝謝您的回饋！');
    expect(thanks.body.message.quick_replies).toBeUndefined();
    const rated = await ownerCall<HistoryExchangePageDTO>(backend, bot.token, 'GET', `/history/${bot.chatbotId}/messages?feedback=2`);
    expect(rated.body.items.map((item) => [item.user_id, item.question, item.reply])).toEqual([[user, 'What are your opening hours?', '08:00-20:00']]);
    expect(await linesOf(bot, user)).toEqual([
      { sender: 'user', content: 'What are your opening hours?', feedback: 0 },
      { sender: 'bot', content: '08:00-20:00', feedback: 2 },
    ]);
  });

  it("changes nothing for a tap naming another user's reply, and does not answer it", async () => {
    const bot = await askingBot();
    const [asker, forger] = [psid(), psid()];
    const answer = await ask(bot, asker, 'What are your opening hours?');
    const forged = quickReplyTap(forger, answer.quick_replies![0]);
    await deliver(bot, page(forged));
    await handled(forged.message.mid);
    expect((await linesOf(bot, asker)).map((line) => line.feedback)).toEqual([0, 0]);
    expect(await linesOf(bot, forger)).toEqual([]);
    expect(graph.requests.filter((sent) => sent.body.recipient.id === forger)).toEqual([]);
  });

  it('offers none under similar-question options, nor while ask_feedback is off', async () => {
    const asking = await askingBot();
    const offer = await ask(asking, psid(), 'refund on card payment');
    expect(offer.text).toMatch(/^Did you mean:\n1\. /);
    expect(offer.quick_replies?.some((quick) => quick.title.startsWith('👍'))).toBe(false);

    const plain = await ask(await messengerBot(), psid(), 'What are your opening hours?');
    expect(plain).toMatchObject({ text: '08:00-20:00' });
    expect(plain.quick_replies).toBeUndefined();
  });
});

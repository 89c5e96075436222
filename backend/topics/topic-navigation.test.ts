// Topic navigation through the public API: the menu keyword and the greeting's menu button open the menu, a topic
// lists its questions, a question is answered from its group and logged as a recommendation; a chosen topic's group
// wins a close call that would otherwise be offered as buttons, until the conversation idle time passes.
import type { PublicInfoReply, PublicMessageReply, TopicDataDTO, WidgetConfigReply } from '../../schema/rest';
import { CONVERSATION_IDLE_MS } from '../../schema/rules/constants';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot } from '../../tests/support/factories';
import { storeTrainedGroups } from '../../tests/support/line-kit';

let backend: TestBackend;
let offset = 0;
beforeAll(async () => {
  backend = await startTestBackend({ now: () => new Date(Date.now() + offset) });
});
afterAll(() => backend.close());

interface Bot {
  token: string;
  botId: string;
  vendorId: string;
  group: (key: string) => string;
}

async function authorised<T>(bot: Bot, method: string, path: string, payload?: unknown): Promise<T> {
  const response = await fetch(`${backend.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${bot.token}`, 'Content-Type': 'application/json' },
    ...(payload !== undefined && { body: JSON.stringify(payload) }),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as T;
}

async function newBot(): Promise<Bot> {
  const account = await newAccount(backend.url);
  const token = await loginToken(backend.url, account.email, account.password);
  const created = await newChatbot(backend.url, token, { language: 'en', postback_msg: 'Did you mean:', failed_msg: 'No idea.' });
  await storeTrainedGroups(backend.db, created.chatbot_id, [
    { key: 'hours', questions: ['What are your opening hours?'], answer: '9 to 5' },
    { key: 'parking', questions: ['Where can I park my car?'], answer: 'Basement' },
    { key: 'refund-visa', questions: ['Can I get a refund on my visa card payment?'], answer: 'Visa refund' },
    { key: 'refund-master', questions: ['Can I get a refund on my master card payment?'], answer: 'Master refund' },
  ]);
  const bot = { token, botId: created.chatbot_id, vendorId: created.vendor_id, group: (key: string) => `${created.chatbot_id}-${key}` };
  await authorised(bot, 'PUT', `/chatbot/${bot.botId}/integrations/api`, { active: true });
  await authorised(bot, 'PUT', `/chatbot/${bot.botId}/integrations/web`, { active: true });
  return bot;
}

/** Two topics: Visiting (parking, hours) and Payments (the Mastercard refund). */
async function withTopics(bot: Bot): Promise<{ visiting: string; payments: string }> {
  await authorised(bot, 'POST', `/topic/${bot.botId}/topics/`, { name: 'Visiting', description: 'Coming to see us' });
  const data = await authorised<TopicDataDTO>(bot, 'POST', `/topic/${bot.botId}/topics/`, { name: 'Payments' });
  const [visiting, payments] = data.topics.map((topic) => topic.topic_id);
  await authorised(bot, 'PUT', `/topic/${bot.botId}/topics/${visiting}/groups/`, { group_ids: [bot.group('parking'), bot.group('hours')] });
  await authorised(bot, 'PUT', `/topic/${bot.botId}/topics/${payments}/groups/`, { group_ids: [bot.group('refund-master')] });
  return { visiting, payments };
}

async function send(bot: Bot, userId: string, message: { text: string; id?: string; oriQue?: string }): Promise<PublicMessageReply> {
  const response = await fetch(`${backend.url}/webhook/api/v2/${bot.vendorId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId, type: message.id ? 'postback' : 'message', message }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as PublicMessageReply;
}

async function info<T>(path: string): Promise<T> {
  return (await (await fetch(`${backend.url}${path}`, { headers: { Origin: 'https://shop.example.com' } })).json()) as T;
}

describe('topic navigation', () => {
  it('shows no menu button and leaves the keyword alone while the bot has no topics, and opens the menu once it has', async () => {
    const bot = await newBot();
    expect((await info<PublicInfoReply>(`/webhook/api/v2/${bot.vendorId}`)).greetingButtons).toBeUndefined();
    expect((await info<WidgetConfigReply>(`/webhook/web/${bot.vendorId}/config`)).greetingButtons).toBeUndefined();
    const reply = await send(bot, 'u-plain', { text: 'menu' });
    expect(reply.data.buttons.some((button) => button.id.startsWith('topic:'))).toBe(false);

    // The same bot, already answering, gets topics: the next message sees them; turned off, it no longer does.
    const { visiting, payments } = await withTopics(bot);
    expect((await send(bot, 'u-plain', { text: 'menu' })).data.buttons.map((button) => button.id)).toEqual([`topic:${visiting}`, `topic:${payments}`]);
    for (const topicId of [visiting, payments]) await authorised(bot, 'PUT', `/topic/${bot.botId}/topics/${topicId}/`, { active: false });
    expect((await send(bot, 'u-plain', { text: 'menu' })).data.buttons.some((button) => button.id.startsWith('topic:'))).toBe(false);
  });

  it('goes keyword → menu → topic → question → answer, logging the question as a recommendation', async () => {
    const bot = await newBot();
    const { visiting, payments } = await withTopics(bot);
    const menuButton = { id: 'topic:menu', oriQue: '', text: 'Topics' };
    expect((await info<PublicInfoReply>(`/webhook/api/v2/${bot.vendorId}`)).greetingButtons).toEqual([menuButton]);
    expect((await info<WidgetConfigReply>(`/webhook/web/${bot.vendorId}/config`)).greetingButtons).toEqual([menuButton]);

    const menu = await send(bot, 'u-nav', { text: ' MENU! ' });
    expect(menu.data).toEqual({
      text: 'Choose a topic:',
      title: 'Choose a topic:',
      buttons: [
        { id: `topic:${visiting}`, oriQue: 'MENU!', text: 'Visiting' },
        { id: `topic:${payments}`, oriQue: 'MENU!', text: 'Payments' },
      ],
    });
    expect((await send(bot, 'u-nav', { ...menuButton, text: 'Topics' })).data.buttons).toHaveLength(2);

    const topic = await send(bot, 'u-nav', { id: `topic:${visiting}`, text: 'Visiting', oriQue: 'menu' });
    expect(topic.data.text).toBe('Coming to see us');
    expect(topic.data.buttons).toEqual([
      { id: bot.group('parking'), oriQue: 'Visiting', text: 'Where can I park my car?' },
      { id: bot.group('hours'), oriQue: 'Visiting', text: 'What are your opening hours?' },
    ]);

    const answer = await send(bot, 'u-nav', topic.data.buttons[1]);
    expect(answer).toMatchObject({ type: 'answer', data: { text: '9 to 5', buttons: [] } });
    const logged = await backend.db.selectFrom('recommendations').selectAll().where('chatbot_id', '=', bot.botId).execute();
    expect(logged).toMatchObject([{ original_question: 'Visiting', selected_question: 'What are your opening hours?', group_id: bot.group('hours'), platform: 'api', user_id: 'u-nav' }]);
    const statuses = await backend.db.selectFrom('conversation_messages').select('answer_status').where('chatbot_id', '=', bot.botId).where('sender', '=', 'bot').orderBy('id').execute();
    expect(statuses.map((row) => row.answer_status)).toEqual([3, 3, 3, 1]);
  });

  it('leaves out inactive topics and answers an owner keyword instead of the default', async () => {
    const bot = await newBot();
    const { visiting, payments } = await withTopics(bot);
    await authorised(bot, 'PUT', `/topic/${bot.botId}/topics/${visiting}/`, { active: false });
    await authorised(bot, 'PUT', `/topic/${bot.botId}/settings/`, { menu_keyword: 'help me choose' });
    const menu = await send(bot, 'u-kw', { text: 'Help me choose' });
    expect(menu.data.buttons.map((button) => button.id)).toEqual([`topic:${payments}`]);
    const unchanged = await send(bot, 'u-kw', { text: 'menu' });
    expect(unchanged.data.buttons.some((button) => button.id.startsWith('topic:'))).toBe(false);
  });

  it("lets the chosen topic's group win a close call, until the conversation idle time passes", async () => {
    const bot = await newBot();
    const { payments } = await withTopics(bot);
    const question = { text: 'refund on card payment' };
    const withoutTopic = await send(bot, 'u-other', question);
    expect(withoutTopic.data.buttons.map((button) => button.id).sort()).toEqual([bot.group('refund-master'), bot.group('refund-visa')].sort());

    await send(bot, 'u-topic', { id: `topic:${payments}`, text: 'Payments' });
    expect(await send(bot, 'u-topic', question)).toMatchObject({ type: 'answer', data: { text: 'Master refund', buttons: [] } });
    // A clear question outside the topic is still answered by its own group.
    expect((await send(bot, 'u-topic', { text: 'What are your opening hours?' })).data.text).toBe('9 to 5');

    offset += CONVERSATION_IDLE_MS + 60_000;
    const lapsed = await send(bot, 'u-topic', question);
    expect(lapsed.data.buttons).toHaveLength(2);
  });
});

// The public API over real HTTP: info, answers by mode, T/S folding, suggestions and postbacks, history,
// refusals (inactive channel, invalid body, rate limits, unknown vendor, not trained) and the owner's test chat.
import type { IntegrationDTO, PublicHistoryReply, PublicInfoReply, PublicMessageReply } from '../../../schema/rest';
import { buildIndex } from '../../answering';
import { startTestBackend, type TestBackend } from '../../../tests/support/backend';
import { loginToken, newAccount, newChatbot } from '../../../tests/support/factories';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

interface GroupFixture {
  key: string;
  questions: string[];
  answers: string[];
  answer_mode: 1 | 2 | 3;
  similar_enabled?: boolean;
  postback_choices?: string[];
}

const GROUPS: GroupFixture[] = [
  { key: 'hours', questions: ['營業時間是幾點', 'What are your opening hours?'], answers: ['08:00-20:00', 'Ask the front desk'], answer_mode: 1 },
  { key: 'password', questions: ['How do I reset my password?', 'I forgot my password'], answers: ['A1', 'A2', 'A3'], answer_mode: 3 },
  { key: 'parking', questions: ['Where can I park my car?'], answers: ['P1', 'P2', 'P3'], answer_mode: 2 },
  { key: 'refund-visa', questions: ['Can I get a refund on my visa card payment?'], answers: ['Visa refund'], answer_mode: 1 },
  { key: 'refund-master', questions: ['Can I get a refund on my master card payment?'], answers: ['Master refund'], answer_mode: 1, similar_enabled: false },
];

interface BotUnderTest {
  token: string;
  chatbotId: string;
  vendorId: string;
  failedMsg: string;
  postbackMsg: string;
  groupId: (key: string) => string;
}

/** Stores the groups and the index a training of them would save, as the Q&A domain does. */
async function storeTrainedGroups(chatbotId: string, groups: GroupFixture[]): Promise<void> {
  const ids = groups.map((group) => `${chatbotId}-${group.key}`);
  await backend.db
    .insertInto('qa_groups')
    .values(
      groups.map((group, position) => ({
        group_id: ids[position],
        chatbot_id: chatbotId,
        key: group.key,
        questions: JSON.stringify(group.questions),
        answers: JSON.stringify(group.answers),
        answer_mode: group.answer_mode,
        similar_enabled: group.similar_enabled ?? true,
        postback_choices: JSON.stringify(group.postback_choices ?? []),
        tags: '[]',
        search_text: '',
      })),
    )
    .execute();
  const index = buildIndex(groups.map((group, position) => ({ id: ids[position], questions: group.questions, answers: group.answers })));
  await backend.db
    .insertInto('qa_indexes')
    .values({ chatbot_id: chatbotId, job_id: `job-${chatbotId}`, index: JSON.stringify(index), group_count: groups.length, trained_at: new Date() })
    .execute();
}

async function signedIn() {
  const account = await newAccount(backend.url);
  return loginToken(backend.url, account.email, account.password);
}

async function setApiActive(token: string, chatbotId: string, active: boolean, url = backend.url): Promise<IntegrationDTO> {
  const response = await fetch(`${url}/chatbot/${chatbotId}/integrations/api`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ active }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as IntegrationDTO;
}

async function botUnderTest({ trained = true, apiActive = true, url = backend.url, groups = GROUPS } = {}): Promise<BotUnderTest> {
  const token = await signedIn();
  const bot = await newChatbot(url, token, { failed_msg: 'Sorry, I do not know that yet.', postback_msg: 'Did you mean:' });
  if (trained) await storeTrainedGroups(bot.chatbot_id, groups);
  if (apiActive) await setApiActive(token, bot.chatbot_id, true, url);
  return {
    token,
    chatbotId: bot.chatbot_id,
    vendorId: bot.vendor_id,
    failedMsg: bot.failed_msg,
    postbackMsg: bot.postback_msg,
    groupId: (key) => `${bot.chatbot_id}-${key}`,
  };
}

interface Sent<T> {
  status: number;
  headers: Headers;
  body: T;
}

async function post<T>(path: string, payload: unknown, headers: Record<string, string> = {}, url = backend.url): Promise<Sent<T>> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(payload) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

const say = (vendorId: string, userId: string, text: string, headers?: Record<string, string>, url?: string) =>
  post<PublicMessageReply>(`/webhook/api/v2/${vendorId}`, { userId, type: 'message', message: { text } }, headers, url);
const history = (vendorId: string, userId: string) => post<PublicHistoryReply>(`/webhook/api/v2/${vendorId}/history`, { userId });

describe('GET /webhook/api/v2/{vendorId}', () => {
  it("answers the bot's info reply", async () => {
    const bot = await botUnderTest();
    const response = await fetch(`${backend.url}/webhook/api/v2/${bot.vendorId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const info = (await response.json()) as PublicInfoReply;
    expect(info).toEqual({
      robotName: expect.any(String),
      activate: true,
      failedMsg: bot.failedMsg,
      greetingMsg: 'Hello! How can I help?',
      chatbotId: bot.chatbotId,
      postbackTitle: 'Did you mean:',
    });
  });

  it('answers 404 NOT_FOUND for an unknown vendor id, on every public path', async () => {
    expect((await fetch(`${backend.url}/webhook/api/v2/no-such-vendor-id-at-all`)).status).toBe(404);
    const message = await say('no-such-vendor-id-at-all', 'u1', 'hello');
    expect(message.status).toBe(404);
    expect(message.body).toMatchObject({ sender: 'BOT', type: 'error', success: false, error: { code: 'NOT_FOUND' } });
    expect((await history('no-such-vendor-id-at-all', 'u1')).status).toBe(404);
  });

  it('lets any origin call it: a preflight is answered 204 with the CORS headers', async () => {
    const bot = await botUnderTest({ trained: false, apiActive: false });
    const response = await fetch(`${backend.url}/webhook/api/v2/${bot.vendorId}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i);
  });
});

describe('POST /webhook/api/v2/{vendorId}', () => {
  it('answers a paraphrase with the group answer and opens a conversation session', async () => {
    const bot = await botUnderTest();
    const reply = await say(bot.vendorId, 'visitor-1', 'I forgot my password, how to reset it');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      sender: 'BOT',
      type: 'answer',
      state: 'start',
      success: true,
      uid: 'visitor-1',
      sid: expect.any(String),
      mid: expect.stringMatching(/^[1-9][0-9]*$/),
      oriQue: 'I forgot my password, how to reset it',
      data: { text: 'A1', title: '', buttons: [] },
    });
    const next = await say(bot.vendorId, 'visitor-1', 'Where can I park my car?');
    expect(next.body.state).toBe('in_progress');
    expect(next.body.sid).toBe(reply.body.sid);
  });

  it('answers a Simplified Chinese question from a Traditional Chinese group (mode 1: always the first answer)', async () => {
    const bot = await botUnderTest();
    for (const text of ['营业时间是几点?', '營業時間是幾點']) {
      const reply = await say(bot.vendorId, 'visitor-cn', text);
      expect(reply.body).toMatchObject({ type: 'answer', data: { text: '08:00-20:00', buttons: [] } });
    }
  });

  it('mode 2 answers one of the group answers', async () => {
    const bot = await botUnderTest();
    const answers = new Set<string>();
    for (let turn = 0; turn < 12; turn += 1) answers.add((await say(bot.vendorId, 'visitor-2', 'where do I park the car')).body.data.text);
    expect([...answers].every((answer) => ['P1', 'P2', 'P3'].includes(answer))).toBe(true);
  });

  it('mode 3 gives each user the answers in order, rotating, independently of other users', async () => {
    const bot = await botUnderTest();
    const ask = async (userId: string) => (await say(bot.vendorId, userId, 'How do I reset my password?')).body.data.text;
    expect([await ask('ann'), await ask('ann')]).toEqual(['A1', 'A2']);
    expect([await ask('bob'), await ask('bob')]).toEqual(['A1', 'A2']);
    expect([await ask('ann'), await ask('ann'), await ask('bob')]).toEqual(['A3', 'A1', 'A3']);
  });

  it('suggests close groups as buttons under the postback message, only groups with similar questions on', async () => {
    const bot = await botUnderTest();
    const reply = await say(bot.vendorId, 'visitor-3', 'refund on card payment');
    expect(reply.body).toMatchObject({
      type: 'answer',
      success: true,
      oriQue: 'refund on card payment',
      data: {
        text: 'Did you mean:',
        title: 'Did you mean:',
        buttons: [{ id: bot.groupId('refund-visa'), oriQue: 'refund on card payment', text: 'Can I get a refund on my visa card payment?' }],
      },
    });
  });

  it('answers with the best close group instead of offering buttons when none of them has similar questions on', async () => {
    const groups = GROUPS.map((group) => ({ ...group, similar_enabled: false }));
    const bot = await botUnderTest({ groups });
    const reply = await say(bot.vendorId, 'visitor-3b', 'refund on card payment');
    expect(reply.body.type).toBe('answer');
    expect(reply.body.data.buttons).toEqual([]);
    expect(['Visa refund', 'Master refund']).toContain(reply.body.data.text);
    expect((await history(bot.vendorId, 'visitor-3b')).body.messages.map((line) => line.answerStatus)).toEqual([1, 1]);
  });

  it('answers the chosen button (postback) and logs it as a recommendation', async () => {
    const bot = await botUnderTest();
    const reply = await post<PublicMessageReply>(`/webhook/api/v2/${bot.vendorId}`, {
      userId: 'visitor-4',
      type: 'postback',
      message: { id: bot.groupId('refund-visa'), text: 'Can I get a refund on my visa card payment?', oriQue: 'refund on card payment' },
    });
    expect(reply.body).toMatchObject({ type: 'answer', oriQue: 'refund on card payment', data: { text: 'Visa refund', buttons: [] } });
    const logged = await backend.db
      .selectFrom('recommendations')
      .select(['original_question', 'selected_question', 'group_id', 'platform', 'user_id', 'saved_status'])
      .where('chatbot_id', '=', bot.chatbotId)
      .execute();
    expect(logged).toEqual([
      {
        original_question: 'refund on card payment',
        selected_question: 'Can I get a refund on my visa card payment?',
        group_id: bot.groupId('refund-visa'),
        platform: 'api',
        user_id: 'visitor-4',
        saved_status: 0,
      },
    ]);
  });

  it("shows a group's postback choices as buttons under its answer; tapping one is read as the visitor's message", async () => {
    const tickets: GroupFixture = {
      key: 'tickets',
      questions: ['How do I buy a concert ticket?'],
      answers: ['Online or at the box office'],
      answer_mode: 1,
      postback_choices: ['What are your opening hours?', 'Where can I park my car?'],
    };
    const bot = await botUnderTest({ groups: [...GROUPS, tickets] });
    const reply = await say(bot.vendorId, 'visitor-choices', 'how can I buy a concert ticket');
    expect(reply.body).toMatchObject({
      type: 'answer',
      data: {
        text: 'Online or at the box office',
        title: '',
        buttons: [
          { id: 'choice-1', oriQue: 'how can I buy a concert ticket', text: 'What are your opening hours?' },
          { id: 'choice-2', oriQue: 'how can I buy a concert ticket', text: 'Where can I park my car?' },
        ],
      },
    });
    const tapped = await post<PublicMessageReply>(`/webhook/api/v2/${bot.vendorId}`, {
      userId: 'visitor-choices',
      type: 'postback',
      message: { id: 'choice-2', text: 'Where can I park my car?', oriQue: 'how can I buy a concert ticket' },
    });
    expect(tapped.body).toMatchObject({ type: 'answer', oriQue: 'how can I buy a concert ticket', data: { buttons: [] } });
    expect(['P1', 'P2', 'P3']).toContain(tapped.body.data.text);
    const lines = (await history(bot.vendorId, 'visitor-choices')).body.messages;
    expect(lines.map((line) => [line.sender, line.text, line.answerStatus])).toEqual([
      ['USER', 'how can I buy a concert ticket', 1],
      ['BOT', 'Online or at the box office', 1],
      ['USER', 'Where can I park my car?', 1],
      ['BOT', tapped.body.data.text, 1],
    ]);
    expect(lines[1].buttons).toEqual(reply.body.data.buttons);
    const recommendations = await backend.db
      .selectFrom('recommendations')
      .select('chatbot_id')
      .where('chatbot_id', '=', bot.chatbotId)
      .execute();
    expect(recommendations).toEqual([]);
  });

  it("answers nonsense with the bot's failed message as no_answer", async () => {
    const bot = await botUnderTest();
    const reply = await say(bot.vendorId, 'visitor-5', 'purple elephants dancing on mars');
    expect(reply.body).toMatchObject({ type: 'no_answer', success: true, data: { text: bot.failedMsg, title: '', buttons: [] } });
  });

  it('refuses with 403 PLATFORM_INACTIVE while the api channel is off, on every public path', async () => {
    const bot = await botUnderTest({ apiActive: false });
    const reply = await say(bot.vendorId, 'visitor-6', 'Where can I park my car?');
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ sender: 'BOT', type: 'error', success: false, uid: 'visitor-6', error: { code: 'PLATFORM_INACTIVE' } });
    expect((await fetch(`${backend.url}/webhook/api/v2/${bot.vendorId}`)).status).toBe(403);
    expect((await history(bot.vendorId, 'visitor-6')).status).toBe(403);

    await setApiActive(bot.token, bot.chatbotId, true);
    expect((await say(bot.vendorId, 'visitor-6', 'Where can I park my car?')).status).toBe(200);
  });

  it('refuses text over 1,000 characters with 400 VALIDATION_FAILED in the reply shape', async () => {
    const bot = await botUnderTest();
    const reply = await say(bot.vendorId, 'visitor-7', 'x'.repeat(1001));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ type: 'error', success: false, error: { code: 'VALIDATION_FAILED', fields: [{ field: 'message.text', message: 'validation.messageTooLong' }] } });
    expect((await say(bot.vendorId, 'visitor-7', 'x'.repeat(1000))).status).toBe(200);
  });

  it('answers 409 NOT_TRAINED with the chat error before the first training', async () => {
    const bot = await botUnderTest({ trained: false });
    const reply = await say(bot.vendorId, 'visitor-8', 'hello');
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      type: 'error',
      success: false,
      data: { text: "Sorry, I'm unable to respond to your message right now. Please try again later." },
      error: { code: 'NOT_TRAINED' },
    });
  });
});

/** Trains through the Q&A routes and resolves when the training event stream ends, with its last job state. */
async function train(token: string, chatbotId: string): Promise<string> {
  const started = await fetch(`${backend.url}/qa/${chatbotId}/train`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(started.status).toBe(202);
  const events = await fetch(`${backend.url}/qa/${chatbotId}/training/events`, { headers: { Authorization: `Bearer ${token}` } });
  const states = [...(await events.text()).matchAll(/"state":"(\w+)"/g)].map((found) => found[1]);
  return states[states.length - 1];
}

describe('answers from the newest successful training', () => {
  it('keeps answering from the trained groups until the next training, then from the new one', async () => {
    const bot = await botUnderTest({ trained: false });
    const headers = { Authorization: `Bearer ${bot.token}`, 'Content-Type': 'application/json' };
    const group = { questions: ['Do you deliver on Sundays?'], answers: ['No Sunday delivery'], answer_mode: 1 };
    const created = await fetch(`${backend.url}/qa/${bot.chatbotId}/groups`, { method: 'POST', headers, body: JSON.stringify(group) });
    expect(created.status).toBe(201);
    const { group_id: groupId } = (await created.json()) as { group_id: string };
    expect((await say(bot.vendorId, 'weekend', 'Do you deliver on Sundays?')).status).toBe(409);
    expect(await train(bot.token, bot.chatbotId)).toBe('success');
    expect((await say(bot.vendorId, 'weekend', 'Do you deliver on Sundays?')).body.data.text).toBe('No Sunday delivery');

    const edited = { ...group, answers: ['Sunday delivery from May'] };
    expect((await fetch(`${backend.url}/qa/${bot.chatbotId}/groups/${groupId}`, { method: 'PUT', headers, body: JSON.stringify(edited) })).status).toBe(200);
    expect((await say(bot.vendorId, 'weekend', 'Do you deliver on Sundays?')).body.data.text).toBe('No Sunday delivery');

    expect(await train(bot.token, bot.chatbotId)).toBe('success');
    expect((await say(bot.vendorId, 'weekend', 'Do you deliver on Sundays?')).body.data.text).toBe('Sunday delivery from May');
  });
});

describe('concurrent messages', () => {
  it('are all recorded before their replies, each user in one session opened by exactly one reply', async () => {
    const bot = await botUnderTest();
    const users = ['c1', 'c2', 'c3', 'c4', 'c5'];
    const replies = await Promise.all(users.flatMap((userId) => [1, 2, 3, 4].map(() => say(bot.vendorId, userId, 'Where can I park my car?'))));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    for (const userId of users) {
      const mine = replies.filter((reply) => reply.body.uid === userId);
      expect(mine.filter((reply) => reply.body.state === 'start')).toHaveLength(1);
      expect(new Set(mine.map((reply) => reply.body.sid)).size).toBe(1);
      const lines = (await history(bot.vendorId, userId)).body.messages;
      expect(lines.map((line) => line.sender)).toEqual(['USER', 'BOT', 'USER', 'BOT', 'USER', 'BOT', 'USER', 'BOT']);
      expect(lines.every((line) => line.sid === mine[0].body.sid)).toBe(true);
    }
  });
});

describe('POST /webhook/api/v2/{vendorId}/history', () => {
  it("returns the user's lines, both sides, with platform, session and answer status", async () => {
    const bot = await botUnderTest();
    await say(bot.vendorId, 'visitor-9', 'What are your opening hours?');
    await say(bot.vendorId, 'visitor-9', 'refund on card payment');
    await say(bot.vendorId, 'visitor-9', 'purple elephants dancing on mars');
    await say(bot.vendorId, 'someone-else', 'What are your opening hours?');

    const reply = await history(bot.vendorId, 'visitor-9');
    expect(reply.status).toBe(200);
    expect(reply.body.userId).toBe('visitor-9');
    const lines = reply.body.messages.map(({ sender, text, platform, answerStatus, buttons }) => [sender, text, platform, answerStatus, buttons.length]);
    expect(lines).toEqual([
      ['USER', 'What are your opening hours?', 'api', 1, 0],
      ['BOT', '08:00-20:00', 'api', 1, 0],
      ['USER', 'refund on card payment', 'api', 3, 0],
      ['BOT', 'Did you mean:', 'api', 3, 1],
      ['USER', 'purple elephants dancing on mars', 'api', 2, 0],
      ['BOT', bot.failedMsg, 'api', 2, 0],
    ]);
    expect(new Set(reply.body.messages.map((message) => message.sid)).size).toBe(1);
    expect(reply.body.messages.every((message) => !Number.isNaN(Date.parse(message.datetime)))).toBe(true);
  });
});

describe("the bot's own synonym sets", () => {
  const CABLE: GroupFixture[] = [
    { key: 'cable', questions: ['有線電視什麼時候全面數位化？'], answers: ['已於106年全面數位化。'], answer_mode: 1 },
    { key: 'library', questions: ['圖書館幾點開門？'], answers: ['上午8點30分。'], answer_mode: 1 },
  ];

  it('apply to the next message without training, and the test chat shows how the message was read', async () => {
    const bot = await botUnderTest({ groups: CABLE });
    const before = await say(bot.vendorId, 'viewer', '小耳朵訊號');
    expect(before.body.type).toBe('no_answer');

    const saveSynonyms = (synonyms: string[][]) =>
      fetch(`${backend.url}/qa/${bot.chatbotId}/answer-settings`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${bot.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ answer_threshold: 0.35, suggest_threshold: 0.12, max_suggestions: 3, synonyms }),
      });
    expect((await saveSynonyms([['小耳朵訊號', '有線電視']])).status).toBe(200);
    const after = await say(bot.vendorId, 'viewer', '小耳朵訊號', { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' });
    expect(after.body.debug?.candidates[0]).toMatchObject({ group_id: bot.groupId('cable') });
    expect(after.body.debug?.synonyms).toEqual([{ word: '小耳朵訊號', read_as: ['有線電視'] }]);

    // Changed sets replace the old ones at once; no sets, no reading.
    expect((await saveSynonyms([['小耳朵訊號', '圖書館']])).status).toBe(200);
    const changed = await say(bot.vendorId, 'viewer', '小耳朵訊號', { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' });
    expect(changed.body.debug?.candidates[0]).toMatchObject({ group_id: bot.groupId('library') });
    expect(changed.body.debug?.synonyms).toEqual([{ word: '小耳朵訊號', read_as: ['圖書館'] }]);
    expect((await saveSynonyms([])).status).toBe(200);
    expect((await say(bot.vendorId, 'viewer', '小耳朵訊號')).body.type).toBe('no_answer');

    // The built-in sets are read too, and shown as written (Traditional), not in the engine's folded script.
    const builtIn = await say(bot.vendorId, 'viewer', '第四台何時數位化', { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' });
    expect(builtIn.body.debug?.synonyms).toContainEqual({ word: '第四台', read_as: ['有線電視'] });
    expect(builtIn.body.debug?.candidates[0]).toMatchObject({ group_id: bot.groupId('cable') });
  });
});

describe('off-topic messages', () => {
  const MARKET: GroupFixture[] = [
    { key: 'market', questions: ['假日市集會不會因為下雨取消？'], answers: ['雨天照常舉行，颱風才會停辦。'], answer_mode: 1 },
    { key: 'library', questions: ['圖書館幾點開門？'], answers: ['上午8點30分。'], answer_mode: 1 },
  ];
  const ownerChat = (bot: BotUnderTest) => ({ Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' });
  const saveSettings = (bot: BotUnderTest, settings: Record<string, unknown>) =>
    fetch(`${backend.url}/qa/${bot.chatbotId}/answer-settings`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${bot.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ answer_threshold: 0.35, suggest_threshold: 0.12, max_suggestions: 3, ...settings }),
    });

  it('get the failed message, the test chat names the off-topic message it was like, and the owner can turn that off', async () => {
    const bot = await botUnderTest({ groups: MARKET });
    const smallTalk = await say(bot.vendorId, 'visitor', '明天會不會下雨', ownerChat(bot));
    expect(smallTalk.body).toMatchObject({ type: 'no_answer', data: { text: bot.failedMsg, buttons: [] } });
    expect(smallTalk.body.debug?.off_topic?.message).toMatch(/下雨/);
    expect(smallTalk.body.debug?.candidates[0]).toMatchObject({ group_id: bot.groupId('market') });
    // A message about the bot's own subject is answered as before, with no off-topic note.
    const onTopic = await say(bot.vendorId, 'visitor', '下雨市集會取消嗎', ownerChat(bot));
    expect(onTopic.body.debug).toMatchObject({ answer_status: 1, group_id: bot.groupId('market') });
    expect(onTopic.body.debug?.off_topic).toBeUndefined();

    expect((await saveSettings(bot, { off_topic_filter: false })).status).toBe(200);
    const unfiltered = await say(bot.vendorId, 'visitor', '明天會不會下雨', ownerChat(bot));
    expect(unfiltered.body.type).toBe('answer');
    expect(unfiltered.body.debug).toMatchObject({ group_id: bot.groupId('market') });
    expect(unfiltered.body.debug?.off_topic).toBeUndefined();

    // A save that leaves the switch out keeps it off; turning it on again applies to the next message.
    expect(await (await saveSettings(bot, { answer_threshold: 0.4 })).json()).toMatchObject({ off_topic_filter: false });
    expect((await saveSettings(bot, { off_topic_filter: true })).status).toBe(200);
    expect((await say(bot.vendorId, 'visitor', '明天會不會下雨')).body.type).toBe('no_answer');
  });

  it('refuses a switch that is not a boolean and changes nothing', async () => {
    const bot = await botUnderTest({ groups: MARKET });
    const refused = await saveSettings(bot, { off_topic_filter: 'no' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    expect((await say(bot.vendorId, 'visitor', '明天會不會下雨')).body.type).toBe('no_answer');
  });
});

describe("the owner's test chat (Bearer + X-Test-Chat: 1)", () => {
  it('answers with debug while the api channel is off and records platform other', async () => {
    const bot = await botUnderTest({ apiActive: false });
    const reply = await say(bot.vendorId, 'console-chat', 'What are your opening hours?', { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.text).toBe('08:00-20:00');
    expect(reply.body.debug).toMatchObject({ answer_status: 1, group_id: bot.groupId('hours') });
    expect(reply.body.debug?.candidates[0]).toMatchObject({ group_id: bot.groupId('hours'), question: expect.any(String), score: expect.any(Number) });

    await setApiActive(bot.token, bot.chatbotId, true);
    const lines = (await history(bot.vendorId, 'console-chat')).body.messages;
    expect(lines.map((line) => line.platform)).toEqual(['other', 'other']);
  });

  it("is refused with another account's token, and carries no debug for it", async () => {
    const bot = await botUnderTest({ apiActive: false });
    const stranger = await signedIn();
    const refused = await say(bot.vendorId, 'console-chat', 'What are your opening hours?', { Authorization: `Bearer ${stranger}`, 'X-Test-Chat': '1' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('PLATFORM_INACTIVE');

    await setApiActive(bot.token, bot.chatbotId, true);
    const plain = await say(bot.vendorId, 'console-chat', 'What are your opening hours?', { Authorization: `Bearer ${stranger}`, 'X-Test-Chat': '1' });
    expect(plain.status).toBe(200);
    expect(plain.body.debug).toBeUndefined();
  });
});

describe('rate limits', () => {
  let limited: TestBackend;
  beforeAll(async () => {
    process.env.PUBLIC_API_USER_PER_MINUTE = '2';
    try {
      limited = await startTestBackend();
    } finally {
      delete process.env.PUBLIC_API_USER_PER_MINUTE;
    }
  });
  afterAll(() => limited.close());

  it('refuses a user past the per-user limit with 429 and Retry-After, while other users go on', async () => {
    const token = await (async () => {
      const account = await newAccount(limited.url);
      return loginToken(limited.url, account.email, account.password);
    })();
    const bot = await newChatbot(limited.url, token);
    await setApiActive(token, bot.chatbot_id, true, limited.url);
    const statuses: number[] = [];
    for (let turn = 0; turn < 2; turn += 1) statuses.push((await say(bot.vendor_id, 'chatty', 'hello', {}, limited.url)).status);
    expect(statuses).toEqual([409, 409]);

    const refused = await say(bot.vendor_id, 'chatty', 'hello', {}, limited.url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body).toMatchObject({ sender: 'BOT', type: 'error', uid: 'chatty', error: { code: 'RATE_LIMITED' } });

    expect((await say(bot.vendor_id, 'quiet', 'hello', {}, limited.url)).status).toBe(409);
  });

  it('counts case, width and zero-width variants of a user id as the same user', async () => {
    const account = await newAccount(limited.url);
    const token = await loginToken(limited.url, account.email, account.password);
    const bot = await newChatbot(limited.url, token);
    await setApiActive(token, bot.chatbot_id, true, limited.url);
    expect((await say(bot.vendor_id, 'Talker', 'hello', {}, limited.url)).status).toBe(409);
    expect((await say(bot.vendor_id, 'TALKER', 'hello', {}, limited.url)).status).toBe(409);
    for (const variant of ['talker', 'tal\u200bker', '\ufeffTALKER', 'ｔａｌｋｅｒ']) {
      expect((await say(bot.vendor_id, variant, 'hello', {}, limited.url)).status).toBe(429);
    }
  });
});

describe('per-address rate limit', () => {
  let limited: TestBackend;
  beforeAll(async () => {
    process.env.PUBLIC_API_ADDRESS_PER_MINUTE = '3';
    try {
      limited = await startTestBackend();
    } finally {
      delete process.env.PUBLIC_API_ADDRESS_PER_MINUTE;
    }
  });
  afterAll(() => limited.close());

  it('refuses an address past its limit on every user id and path, API and widget alike, while other addresses go on', async () => {
    const account = await newAccount(limited.url);
    const token = await loginToken(limited.url, account.email, account.password);
    const bot = await newChatbot(limited.url, token);
    await setApiActive(token, bot.chatbot_id, true, limited.url);
    const flooder = { 'X-Forwarded-For': '203.0.113.70' };
    const statuses: number[] = [];
    for (let user = 0; user < 3; user += 1) statuses.push((await say(bot.vendor_id, `user-${user}`, 'hello', flooder, limited.url)).status);
    expect(statuses).not.toContain(429);

    const refused = await say(bot.vendor_id, 'user-3', 'hello', flooder, limited.url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body).toMatchObject({ sender: 'BOT', type: 'error', error: { code: 'RATE_LIMITED' } });
    const info = await fetch(`${limited.url}/webhook/api/v2/${bot.vendor_id}`, { headers: flooder });
    expect(info.status).toBe(429);
    const widget = await fetch(`${limited.url}/webhook/web/${bot.vendor_id}/config`, { headers: flooder });
    expect(widget.status).toBe(429);
    expect(Number(widget.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const other = await say(bot.vendor_id, 'user-3', 'hello', { 'X-Forwarded-For': '203.0.113.71' }, limited.url);
    expect(other.status).not.toBe(429);
  });
});

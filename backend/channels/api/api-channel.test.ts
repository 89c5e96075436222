// The public API over real HTTP: info, answers by mode, T/S folding, suggestions and postbacks, refusals (inactive
// channel, invalid body, unknown vendor, not trained), answers from the newest training, concurrent messages, history.
import type { PublicInfoReply, PublicMessageReply } from '../../../schema/rest';
import { apiChannelKit, GROUPS, type GroupFixture } from '../../../tests/support/api-channel-kit';

const { backend, botUnderTest, setApiActive, post, say, history } = apiChannelKit();

describe('GET /webhook/api/v2/{vendorId}', () => {
  it("answers the bot's info reply", async () => {
    const bot = await botUnderTest();
    const response = await fetch(`${backend().url}/webhook/api/v2/${bot.vendorId}`);
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
    expect((await fetch(`${backend().url}/webhook/api/v2/no-such-vendor-id-at-all`)).status).toBe(404);
    const message = await say('no-such-vendor-id-at-all', 'u1', 'hello');
    expect(message.status).toBe(404);
    expect(message.body).toMatchObject({ sender: 'BOT', type: 'error', success: false, error: { code: 'NOT_FOUND' } });
    expect((await history('no-such-vendor-id-at-all', 'u1')).status).toBe(404);
  });

  it("refuses a path or method it does not have in the reply shape, as every other refusal", async () => {
    const bot = await botUnderTest({ trained: false, apiActive: true });
    for (const [method, path] of [['GET', `${bot.vendorId}/history`], ['PUT', bot.vendorId], ['POST', `${bot.vendorId}/no-such-call`], ['GET', '']]) {
      const response = await fetch(`${backend().url}/webhook/api/v2/${path}`, { method });
      expect([method, path, response.status]).toEqual([method, path, 404]);
      expect(await response.json()).toMatchObject({ sender: 'BOT', type: 'error', success: false, error: { code: 'NOT_FOUND' } });
      // Still callable from any origin, so a browser script can read why.
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('lets any origin call it: a preflight is answered 204 with the CORS headers', async () => {
    const bot = await botUnderTest({ trained: false, apiActive: false });
    const response = await fetch(`${backend().url}/webhook/api/v2/${bot.vendorId}`, {
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

  it("leads the buttons with the bot language's 'did you mean' when the owner left the postback message blank", async () => {
    const bot = await botUnderTest({ postbackMsg: '' });
    const reply = await say(bot.vendorId, 'visitor-3c', 'refund on card payment');
    expect(reply.body.data).toMatchObject({ text: '您是不是想問：', title: '您是不是想問：', buttons: [{ text: 'Can I get a refund on my visa card payment?' }] });
    const info = (await (await fetch(`${backend().url}/webhook/api/v2/${bot.vendorId}`)).json()) as PublicInfoReply;
    expect(info.postbackTitle).toBe('您是不是想問：');
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
    const logged = await backend().db
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

  it('logs the button as the bot offered it, not as the tap describes it', async () => {
    const bot = await botUnderTest();
    const offer = await say(bot.vendorId, 'visitor-5', 'refund on card payment');
    const [button] = offer.body.data.buttons;
    await post<PublicMessageReply>(`/webhook/api/v2/${bot.vendorId}`, {
      userId: 'visitor-5',
      type: 'postback',
      message: { id: button.id, text: '<b>anything a client writes</b>', oriQue: 'something never asked' },
    });
    const logged = await backend().db.selectFrom('recommendations').select(['original_question', 'selected_question']).where('chatbot_id', '=', bot.chatbotId).execute();
    expect(logged).toEqual([{ original_question: 'refund on card payment', selected_question: button.text }]);
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
    const recommendations = await backend().db
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
    expect((await fetch(`${backend().url}/webhook/api/v2/${bot.vendorId}`)).status).toBe(403);
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
  const started = await fetch(`${backend().url}/qa/${chatbotId}/train`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(started.status).toBe(202);
  const events = await fetch(`${backend().url}/qa/${chatbotId}/training/events`, { headers: { Authorization: `Bearer ${token}` } });
  const states = [...(await events.text()).matchAll(/"state":"(\w+)"/g)].map((found) => found[1]);
  return states[states.length - 1];
}

describe('answers from the newest successful training', () => {
  it('keeps answering from the trained groups until the next training, then from the new one', async () => {
    const bot = await botUnderTest({ trained: false });
    const headers = { Authorization: `Bearer ${bot.token}`, 'Content-Type': 'application/json' };
    const group = { questions: ['Do you deliver on Sundays?'], answers: ['No Sunday delivery'], answer_mode: 1 };
    const created = await fetch(`${backend().url}/qa/${bot.chatbotId}/groups`, { method: 'POST', headers, body: JSON.stringify(group) });
    expect(created.status).toBe(201);
    const { group_id: groupId } = (await created.json()) as { group_id: string };
    expect((await say(bot.vendorId, 'weekend', 'Do you deliver on Sundays?')).status).toBe(409);
    expect(await train(bot.token, bot.chatbotId)).toBe('success');
    expect((await say(bot.vendorId, 'weekend', 'Do you deliver on Sundays?')).body.data.text).toBe('No Sunday delivery');

    const edited = { ...group, answers: ['Sunday delivery from May'] };
    expect((await fetch(`${backend().url}/qa/${bot.chatbotId}/groups/${groupId}`, { method: 'PUT', headers, body: JSON.stringify(edited) })).status).toBe(200);
    expect((await say(bot.vendorId, 'weekend', 'Do you deliver on Sundays?')).body.data.text).toBe('No Sunday delivery');

    expect(await train(bot.token, bot.chatbotId)).toBe('success');
    expect((await say(bot.vendorId, 'weekend', 'Do you deliver on Sundays?')).body.data.text).toBe('Sunday delivery from May');
  });

  it('answers as trained when a group is edited or deleted before anyone asks after the training', async () => {
    const bot = await botUnderTest({ trained: false });
    const headers = { Authorization: `Bearer ${bot.token}`, 'Content-Type': 'application/json' };
    const group = { questions: ['Do you deliver on Sundays?'], answers: ['No Sunday delivery'], answer_mode: 1 };
    const created = await fetch(`${backend().url}/qa/${bot.chatbotId}/groups`, { method: 'POST', headers, body: JSON.stringify(group) });
    const { group_id: groupId } = (await created.json()) as { group_id: string };
    expect(await train(bot.token, bot.chatbotId)).toBe('success');

    // Nothing has read the group since the training (as on a replica that loads the index, or after a restart).
    const edited = { ...group, answers: ['Sunday delivery from May'] };
    expect((await fetch(`${backend().url}/qa/${bot.chatbotId}/groups/${groupId}`, { method: 'PUT', headers, body: JSON.stringify(edited) })).status).toBe(200);
    expect((await say(bot.vendorId, 'early', 'Do you deliver on Sundays?')).body.data.text).toBe('No Sunday delivery');
    expect((await fetch(`${backend().url}/qa/${bot.chatbotId}/groups/${groupId}`, { method: 'DELETE', headers })).status).toBe(200);
    expect((await say(bot.vendorId, 'early', 'Do you deliver on Sundays?')).body.data.text).toBe('No Sunday delivery');

    expect(await train(bot.token, bot.chatbotId)).toBe('success');
    expect((await say(bot.vendorId, 'early', 'Do you deliver on Sundays?')).body.data.text).not.toBe('No Sunday delivery');
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

  it('reads back only what the user said through the public API, never their LINE or Messenger conversation', async () => {
    const bot = await botUnderTest();
    await say(bot.vendorId, 'U-shared-id', 'What are your opening hours?');
    // The same user id on other channels of the bot (what LINE's and Messenger's webhooks store).
    const line = { chatbot_id: bot.chatbotId, user_id: 'U-shared-id', sid: 's-line', sender: 'user' as const, content: 'my address is 1 Private Road', answer_status: 2 as const, group_id: null };
    await backend().db.insertInto('conversation_messages').values([{ ...line, platform: 'line' }, { ...line, platform: 'fb', content: 'my phone is 0912' }]).execute();

    const reply = await history(bot.vendorId, 'U-shared-id');
    expect(reply.body.messages.map((message) => [message.platform, message.text])).toEqual([
      ['api', 'What are your opening hours?'],
      ['api', '08:00-20:00'],
    ]);
  });
});

// Feedback over real HTTP: every reply names its history id (mid), and the public API and the widget let the user
// mark that reply useful or not; a mid of another user or another bot is not found.
import type { PublicFeedbackReply, PublicHistoryReply, PublicMessageReply } from '../../schema/rest';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot, trainedQaGroup } from '../../tests/support/factories';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const SHOP = 'https://shop.example.com';

interface LiveBot {
  token: string;
  botId: string;
  vendorId: string;
}

async function liveBot(): Promise<LiveBot> {
  const account = await newAccount(backend.url);
  const token = await loginToken(backend.url, account.email, account.password);
  const bot = await newChatbot(backend.url, token, { language: 'en' });
  await trainedQaGroup(backend.url, token, bot.chatbot_id, { questions: ['What are your opening hours?'], answers: ['08:00-20:00'] });
  for (const platform of ['api', 'web']) {
    const response = await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/integrations/${platform}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: true }),
    });
    expect(response.status).toBe(200);
  }
  return { token, botId: bot.chatbot_id, vendorId: bot.vendor_id };
}

async function post<T>(path: string, payload: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${backend.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SHOP }, body: JSON.stringify(payload) });
  return { status: response.status, body: (await response.json()) as T };
}

const channelPath = (channel: 'api' | 'web', vendorId: string) => (channel === 'api' ? `/webhook/api/v2/${vendorId}` : `/webhook/web/${vendorId}`);
const say = (channel: 'api' | 'web', bot: LiveBot, userId: string, text = 'What are your opening hours?') =>
  post<PublicMessageReply>(channelPath(channel, bot.vendorId), { userId, type: 'message', message: { text } });
const mark = (channel: 'api' | 'web', bot: LiveBot, payload: unknown) => post<PublicFeedbackReply & PublicMessageReply>(`${channelPath(channel, bot.vendorId)}/feedback`, payload);

async function storedFeedback(mid: string): Promise<{ sender: string; feedback: number }> {
  return backend.db.selectFrom('conversation_messages').select(['sender', 'feedback']).where('id', '=', mid).executeTakeFirstOrThrow();
}

describe.each(['api', 'web'] as const)('POST …/{vendorId}/feedback on the %s channel', (channel) => {
  it("names the bot line in every reply's mid and stores the user's mark on it", async () => {
    const bot = await liveBot();
    const replied = await say(channel, bot, 'visitor');
    expect(replied.status).toBe(200);
    expect(replied.body.mid).toMatch(/^[1-9][0-9]*$/);
    expect(await storedFeedback(replied.body.mid)).toEqual({ sender: 'bot', feedback: 0 });

    const marked = await mark(channel, bot, { userId: 'visitor', mid: replied.body.mid, feedback: 2 });
    expect(marked).toEqual({ status: 200, body: { userId: 'visitor', mid: replied.body.mid, feedback: 2 } });
    expect(await storedFeedback(replied.body.mid)).toEqual({ sender: 'bot', feedback: 2 });
    expect((await mark(channel, bot, { userId: 'visitor', mid: Number(replied.body.mid), feedback: 1 })).status).toBe(200);
    expect(await storedFeedback(replied.body.mid)).toEqual({ sender: 'bot', feedback: 1 });

    // The conversation restored later names each reply's mid and its mark, so the thumbs come back as they were.
    const restored = await post<PublicHistoryReply>(`${channelPath(channel, bot.vendorId)}/history`, { userId: 'visitor' });
    expect(restored.body.messages.map((message) => [message.sender, message.feedback])).toEqual([
      ['USER', 0],
      ['BOT', 1],
    ]);
    expect(restored.body.messages[1].mid).toBe(replied.body.mid);
  });

  it("answers 404 for another user's reply, another bot's reply and the user's own line", async () => {
    const bot = await liveBot();
    const other = await liveBot();
    const mine = await say(channel, bot, 'visitor');
    const theirs = await say(channel, other, 'visitor');
    const userLine = String(Number(mine.body.mid) - 1);
    for (const [userId, mid] of [['someone-else', mine.body.mid], ['visitor', theirs.body.mid], ['visitor', userLine]]) {
      const refused = await mark(channel, bot, { userId, mid, feedback: 1 });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ sender: 'BOT', type: 'error', error: { code: 'NOT_FOUND' } });
    }
    expect(await storedFeedback(theirs.body.mid)).toEqual({ sender: 'bot', feedback: 0 });
  });

  it("answers 404 for the same user's reply on another channel (the vendor id is public)", async () => {
    const bot = await liveBot();
    const elsewhere = channel === 'api' ? 'web' : 'api';
    const theirs = await say(elsewhere, bot, 'U-same-user');
    const refused = await mark(channel, bot, { userId: 'U-same-user', mid: theirs.body.mid, feedback: 2 });
    expect(refused.status).toBe(404);
    expect(await storedFeedback(theirs.body.mid)).toEqual({ sender: 'bot', feedback: 0 });
  });

  it('refuses a feedback outside 0, 1, 2 and a mid that is not a number with 400 and the fields', async () => {
    const bot = await liveBot();
    const refused = await mark(channel, bot, { userId: 'visitor', mid: 'abc', feedback: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(refused.body.error)).toContain('"feedback"');
    expect(JSON.stringify(refused.body.error)).toContain('"mid"');
  });
});

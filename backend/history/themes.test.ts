// GET /history/{botId}/get-user-stats-llm/ over real HTTP: themes without a model, summaries from a configured one,
// and none when it fails.
import type { UnhandledThemesDTO } from '../../schema/rest';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot } from '../../tests/support/factories';
import { startFakeLlm, type FakeLlm } from '../../tests/support/fake-llm';
import { readLlmConfig } from '../llm/provider';
import { ExchangeWriter } from './exchange-writer';
import { addDays, taipeiDay } from './taipei-calendar';

let fake: FakeLlm;
let withModel: TestBackend;
let withoutModel: TestBackend;
beforeAll(async () => {
  fake = await startFakeLlm({ reply: () => '使用者想知道能否寄送到國外。' });
  [withModel, withoutModel] = await Promise.all([startTestBackend({ llm: readLlmConfig({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-chat' }) }), startTestBackend()]);
});
afterAll(async () => {
  await Promise.all([withModel.close(), withoutModel.close()]);
  await fake.close();
});
afterEach(() => fake.reset());

/** A bot whose last days hold these unhandled questions, each asked `count` times. */
async function botWithUnhandled(backend: TestBackend, asked: [string, number][]) {
  const account = await newAccount(backend.url);
  const token = await loginToken(backend.url, account.email, account.password);
  const bot = await newChatbot(backend.url, token);
  const writer = new ExchangeWriter(backend.db, { soleWriter: false });
  const at = new Date(`${addDays(taipeiDay(new Date()), -1)}T12:00:00+08:00`);
  let user = 0;
  await Promise.all(
    asked.flatMap(([question, count]) =>
      Array.from({ length: count }, () =>
        writer.record({ chatbotId: bot.chatbot_id, userId: `user-${user++}`, platform: 'web', question, reply: '抱歉', buttons: [], answerStatus: 2, groupId: null, at }),
      ),
    ),
  );
  return { token, botId: bot.chatbot_id };
}

async function themes(backend: TestBackend, token: string, botId: string, query = ''): Promise<UnhandledThemesDTO> {
  const response = await fetch(`${backend.url}/history/${botId}/get-user-stats-llm/?days=7${query}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as UnhandledThemesDTO;
}

const asked: [string, number][] = [
  ['可以寄到國外嗎', 3],
  ['可以寄送到國外嗎？', 2],
  ['國外可以寄到嗎', 1],
  ['有停車位嗎', 1],
];

describe('GET /history/{botId}/get-user-stats-llm/', () => {
  it('groups the unhandled questions into themes with examples and a suggested group, without summaries when no model is configured', async () => {
    const { token, botId } = await botWithUnhandled(withoutModel, asked);
    const answer = await themes(withoutModel, token, botId);
    expect(answer.days).toBe(7);
    expect(answer.themes).toEqual([
      {
        count: 6,
        examples: [
          { question: '可以寄到國外嗎', count: 3 },
          { question: '可以寄送到國外嗎？', count: 2 },
          { question: '國外可以寄到嗎', count: 1 },
        ],
        suggested_group: { question: '可以寄到國外嗎', similar_questions: ['可以寄送到國外嗎？', '國外可以寄到嗎'] },
        summary: null,
      },
      { count: 1, examples: [{ question: '有停車位嗎', count: 1 }], suggested_group: { question: '有停車位嗎', similar_questions: [] }, summary: null },
    ]);
  });

  it("adds the language model's summary to each theme, sending it the theme's questions", async () => {
    const { token, botId } = await botWithUnhandled(withModel, asked.slice(0, 2));
    const answer = await themes(withModel, token, botId);
    expect(answer.themes).toHaveLength(1);
    expect(answer.themes[0]?.summary).toBe('使用者想知道能否寄送到國外。');
    expect(fake.requests).toHaveLength(1);
    expect(JSON.stringify(fake.requests[0])).toContain('可以寄送到國外嗎');
  });

  /** The instruction the model was given for the first theme. */
  const instruction = () => (fake.requests[0]?.body as { messages: { role: string; content: string }[] }).messages.find((message) => message.role === 'system')?.content;

  it.each([
    ['no language: Traditional Chinese, as before', '', /繁體中文/],
    ['tw', '&language=tw', /繁體中文/],
    ['cn', '&language=cn', /简体中文/],
    ['en', '&language=en', /English sentence/],
    ['jp', '&language=jp', /日本語/],
  ])("asks the model for a summary in the console's language (%s)", async (_label, query, written) => {
    const { token, botId } = await botWithUnhandled(withModel, asked.slice(0, 2));
    await themes(withModel, token, botId, query);
    expect(fake.requests).toHaveLength(1);
    expect(instruction()).toMatch(written);
  });

  it('refuses a language the console does not have with 400, asking the model nothing', async () => {
    const { token, botId } = await botWithUnhandled(withModel, asked.slice(0, 2));
    const response = await fetch(`${withModel.url}/history/${botId}/get-user-stats-llm/?days=7&language=fr`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('leaves the summary out when the language model fails, and still answers the themes', async () => {
    const { token, botId } = await botWithUnhandled(withModel, asked.slice(0, 2));
    fake.setBehaviour({ kind: 'fail', status: 400 });
    const answer = await themes(withModel, token, botId);
    expect(answer.themes.map((theme) => [theme.count, theme.summary])).toEqual([[5, null]]);
  });
});

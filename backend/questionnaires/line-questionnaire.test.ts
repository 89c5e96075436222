// A questionnaire over LINE (against the LINE stand-in): its choices and Cancel come as quick replies whose tap answers
// the question, no 👍 / 👎 rating is offered on its turns, and they are recorded with platform line and answer status 4.
import type { QuestionnaireDTO, QuestionnaireResponsesDTO } from '../../schema/rules/questionnaires';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { startFakeLine, type FakeLine } from '../../tests/support/fake-line';
import { LINE_TEST_TOKEN, lineTestBot, postbackEvent, postLineEvents, textEvent, type LineTestBot } from '../../tests/support/line-kit';
import { call, SURVEY, surveyAnswers } from './testing/questionnaire-kit';

let fake: FakeLine;
let backend: TestBackend;
beforeAll(async () => {
  fake = await startFakeLine({ accessToken: LINE_TEST_TOKEN });
  backend = await startTestBackend({ env: { LINE_API_BASE_URL: fake.url, PUBLIC_URL: 'https://bots.example.com' } });
}, 60_000);
afterAll(async () => {
  await backend?.close();
  await fake?.close();
});

const source = { type: 'user' as const, userId: 'U-survey' };

async function send(bot: LineTestBot, event: unknown) {
  const before = fake.delivered.length;
  expect((await postLineEvents(bot, [event])).status).toBe(200);
  const [delivery] = (await fake.waitForDeliveries(before + 1)).slice(before);
  const last = delivery.messages.at(-1);
  return { text: delivery.messages.map((message) => message.text).join('\n'), items: last?.quickReply?.items ?? [] };
}

it('runs a questionnaire with quick replies, cancel and answer status 4 in history', async () => {
  const bot = await lineTestBot(backend.url, backend.db, { askFeedback: true });
  const created = await call<QuestionnaireDTO>(backend.url, bot.token, 'POST', `/questionnaire/${bot.botId}/questionnaires`, SURVEY);
  expect(created.status).toBe(201);

  const first = await send(bot, textEvent('survey', { source }));
  expect(first.text).toContain('Which branch did you visit?');
  expect(first.items.map((item) => [item.action.type, item.action.label])).toEqual([
    ['postback', 'Taipei'],
    ['postback', 'Kaohsiung'],
    ['postback', 'Cancel'],
  ]);
  const second = await send(bot, postbackEvent(first.items[1].action.data ?? '', { source }));
  expect(second.text).toContain('How many stars?');
  expect(second.items.map((item) => item.action.label)).toEqual(['Cancel']);
  expect((await send(bot, textEvent('0', { source }))).text).toContain('Give 1 to 5 stars.');
  expect((await send(bot, textEvent('5', { source }))).text).toContain('Your e-mail?');
  const cancelled = await send(bot, postbackEvent(second.items[0].action.data ?? '', { source }));
  expect(cancelled.text).toBe('The questionnaire was cancelled. Feel free to ask anything else.');
  expect(cancelled.items).toEqual([]);

  const again = await send(bot, textEvent('survey', { source }));
  await send(bot, postbackEvent(again.items[0].action.data ?? '', { source }));
  await send(bot, textEvent('3', { source }));
  await send(bot, textEvent('guest@example.com', { source }));
  expect((await send(bot, textEvent('All good', { source }))).text).toBe('Thank you for your answers!');

  const responses = await call<QuestionnaireResponsesDTO>(backend.url, bot.token, 'GET', `/questionnaire/${bot.botId}/questionnaires/${created.body.questionnaire_id}/responses`);
  expect(responses.body.responses).toEqual([
    expect.objectContaining({
      platform: 'line',
      user_id: 'U-survey',
      answers: surveyAnswers('Taipei', '3', 'guest@example.com', 'All good'),
    }),
  ]);
  const lines = await backend.db.selectFrom('conversation_messages').select(['platform', 'answer_status']).where('chatbot_id', '=', bot.botId).where('sender', '=', 'bot').execute();
  expect(lines).toHaveLength(10);
  expect(lines.every((line) => line.platform === 'line' && line.answer_status === 4)).toBe(true);
});

// Topic navigation on LINE against the stand-in (tests/support/fake-line.ts): a new follower's greeting carries the
// menu quick reply, the menu and a topic's questions come as quick replies, and a tapped question is answered.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { startFakeLine, type FakeLine } from '../../tests/support/fake-line';
import { authorised, followEvent, LINE_TEST_TOKEN, lineTestBot, postbackEvent, postLineEvents, textEvent, type LineTestBot } from '../../tests/support/line-kit';

let fake: FakeLine;
let backend: TestBackend;
beforeAll(async () => {
  fake = await startFakeLine({ accessToken: LINE_TEST_TOKEN });
  backend = await startTestBackend({ env: { LINE_API_BASE_URL: fake.url, PUBLIC_URL: 'https://bots.example.com' } });
});
afterAll(async () => {
  await backend.close();
  await fake.close();
});

async function postAndAwait(bot: LineTestBot, event: unknown) {
  const before = fake.delivered.length;
  expect((await postLineEvents(bot, [event])).status).toBe(200);
  const [delivery] = (await fake.waitForDeliveries(before + 1)).slice(before);
  return delivery.messages[0];
}

const quickReplies = (message: Awaited<ReturnType<typeof postAndAwait>>) => (message.quickReply?.items ?? []).map((item) => ({ label: item.action.label, data: item.action.data ?? '' }));

it('greets with the menu button, then walks menu → topic → question → answer through quick replies', async () => {
  const bot = await lineTestBot(backend.url, backend.db, {
    groups: [
      { key: 'hours', questions: ['When do you open?'], answer: '08:00-20:00' },
      { key: 'parking', questions: ['Where can I park?'], answer: 'Basement B2' },
    ],
  });
  const created = await authorised(bot, 'POST', `/topic/${bot.botId}/topics/`, { name: 'Visiting us' });
  const topicId = (created.body as { topics: { topic_id: string }[] }).topics[0].topic_id;
  await authorised(bot, 'PUT', `/topic/${bot.botId}/topics/${topicId}/groups/`, { group_ids: [`${bot.botId}-parking`, `${bot.botId}-hours`] });
  const source = { type: 'user' as const, userId: 'U-topics' };

  const greeting = await postAndAwait(bot, followEvent({ source }));
  expect(greeting.text).toBe('Welcome to our shop!');
  const [menuButton] = quickReplies(greeting);
  expect(menuButton.label).toBe('Topics');

  const menu = await postAndAwait(bot, postbackEvent(menuButton.data, { source }));
  expect(menu.text).toBe('Choose a topic:');
  expect(quickReplies(menu).map((item) => item.label)).toEqual(['Visiting us']);
  const typed = await postAndAwait(bot, textEvent('Menu', { source }));
  expect(quickReplies(typed).map((item) => item.label)).toEqual(['Visiting us']);

  const topic = await postAndAwait(bot, postbackEvent(quickReplies(menu)[0].data, { source }));
  expect(quickReplies(topic).map((item) => item.label)).toEqual(['Where can I park?', 'When do you open?']);

  const answer = await postAndAwait(bot, postbackEvent(quickReplies(topic)[0].data, { source }));
  expect(answer.text).toBe('Basement B2');
});

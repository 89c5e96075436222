// What the LINE channel's test files share: a stand-in for LINE (tests/support/fake-line.ts) and a backend calling it,
// started for the file, bots made on them, and waits for the webhook's events to be handled and answered.
import { startTestBackend, type TestBackend } from '../../../tests/support/backend';
import { startFakeLine, type FakeLine } from '../../../tests/support/fake-line';
import { LINE_TEST_TOKEN, lineTestBot, postLineEvents, type LineTestBot } from '../../../tests/support/line-kit';
import { startedForFile } from '../../../tests/support/started-for-file';

export const PUBLIC_URL = 'https://bots.example.com';

/** Starts the stand-in for LINE and a backend before the file's tests and closes them after; returns the helpers bound to them. */
export function lineChannelKit() {
  const started = startedForFile(
    async () => {
      const line = await startFakeLine({ accessToken: LINE_TEST_TOKEN, memberNames: { 'U-agent': 'Agent Amy', 'U-guest': 'Guest Gary' } });
      return { line, backend: await startTestBackend({ env: { LINE_API_BASE_URL: line.url, PUBLIC_URL, LINE_API_TIMEOUT_MS: '2000' } }) };
    },
    async ({ line, backend }) => {
      await backend.close();
      await line.close();
    },
  );
  const backend = (): TestBackend => started().backend;
  const fake = (): FakeLine => started().line;

  const newBot = (options?: Parameters<typeof lineTestBot>[2]) => lineTestBot(backend().url, backend().db, options);

  async function until(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 400 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  }

  async function storedEvents(bot: LineTestBot) {
    return backend().db.selectFrom('inbound_events').select(['event_id', 'state']).where('chatbot_id', '=', bot.botId).execute();
  }

  /** Waits until every stored event of the bot is handled. */
  async function handled(bot: LineTestBot): Promise<void> {
    await until(async () => (await storedEvents(bot)).every((event) => event.state === 'done' || event.state === 'failed'));
  }

  /** The deliveries made to one reply token or push target. */
  const deliveriesTo = (target: string) => fake().delivered.filter((delivery) => delivery.target === target);

  /** Posts the events and waits for `count` more deliveries. */
  async function postAndAwait(bot: LineTestBot, events: unknown[], count = events.length) {
    const before = fake().delivered.length;
    const response = await postLineEvents(bot, events);
    expect(response.status).toBe(200);
    return (await fake().waitForDeliveries(before + count)).slice(before);
  }

  async function historyOf(bot: LineTestBot) {
    return backend().db.selectFrom('conversation_messages').select(['sender', 'content', 'platform', 'user_id']).where('chatbot_id', '=', bot.botId).orderBy('id').execute();
  }

  return { backend, fake, newBot, until, storedEvents, handled, deliveriesTo, postAndAwait, historyOf };
}

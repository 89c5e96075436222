// What the Messenger channel's test files share: a loopback stand-in for the Send API (tests/support/fake-graph.ts)
// and a backend calling it, started for the file; a trained bot with its secrets saved, Messenger-shaped events
// delivered signed as Meta does, and waits for them to be handled.
import { randomBytes } from 'node:crypto';
import type { FacebookSettingsDTO } from '../../../schema/rest';
import { startTestBackend, type TestBackend } from '../../../tests/support/backend';
import { channelBot, ownerCall, until, type ChannelBot, type GroupFixture } from '../../../tests/support/channel-bot';
import { startFakeGraph, type FakeGraph } from '../../../tests/support/fake-graph';
import { startedForFile } from '../../../tests/support/started-for-file';
import { signBody } from '../signature';

export const LONG_ANSWER = `${'長'.repeat(1999)}😀${'尾'.repeat(2500)}`;
export const GROUPS: GroupFixture[] = [
  { key: 'hours', questions: ['What are your opening hours?'], answers: ['08:00-20:00'] },
  { key: 'refund-visa', questions: ['Can I get a refund on my visa card payment?'], answers: ['Visa refund'] },
  { key: 'refund-master', questions: ['Can I get a refund on my master card payment?'], answers: ['Master refund'] },
  { key: 'long', questions: ['Tell me the whole story of the company'], answers: [LONG_ANSWER] },
];

export const SECRETS = { page_access_token: 'EAAG-page-token-0001', verify_token: 'verify-me-4242', app_secret: 'app-secret-abcd' };

export interface MessengerBot extends ChannelBot {
  settings: FacebookSettingsDTO;
}

export const psid = () => `psid-${randomBytes(5).toString('hex')}`;
export const mid = () => `m_${randomBytes(8).toString('hex')}`;

export function page(...messaging: unknown[]) {
  return { object: 'page', entry: [{ id: 'page-1', time: Date.now(), messaging }] };
}

export const textEvent = (sender: string, text: string, id = mid()) => ({ sender: { id: sender }, recipient: { id: 'page-1' }, timestamp: Date.now(), message: { mid: id, text } });

export const quickReplyTap = (sender: string, quick: { title: string; payload: string }) => ({
  sender: { id: sender },
  recipient: { id: 'page-1' },
  timestamp: Date.now(),
  message: { mid: mid(), text: quick.title, quick_reply: { payload: quick.payload } },
});

/** Starts the stand-in for the Send API and a backend before the file's tests and closes them after; returns the helpers bound to them. */
export function fbChannelKit() {
  const started = startedForFile(
    async () => {
      const graph = await startFakeGraph();
      // A Send API call may take 3 s here (10 s by default), so the slow-answer test waits a little only.
      return { graph, backend: await startTestBackend({ env: { FACEBOOK_GRAPH_BASE_URL: graph.url, PUBLIC_URL: 'https://bots.example.com', FACEBOOK_API_TIMEOUT_MS: '3000' } }) };
    },
    async ({ graph, backend }) => {
      await backend.close();
      await graph.close();
    },
  );
  const backend = (): TestBackend => started().backend;
  const graph = (): FakeGraph => started().graph;

  async function messengerBot(): Promise<MessengerBot> {
    const bot = await channelBot(backend(), 'fb', GROUPS);
    const saved = await ownerCall<FacebookSettingsDTO>(backend(), bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { ...SECRETS, human_agents: ['Amy'] });
    expect(saved.status).toBe(200);
    return { ...bot, settings: saved.body };
  }

  async function deliver(bot: ChannelBot, body: unknown, signature: string | null = signBody(SECRETS.app_secret, JSON.stringify(body))) {
    return fetch(`${backend().url}/webhook/fb/${bot.vendorId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(signature !== null && { 'X-Hub-Signature-256': signature }) },
      body: JSON.stringify(body),
    });
  }

  /** The user asks; answers the first message the bot sends back. */
  async function ask(bot: ChannelBot, user: string, text: string) {
    await deliver(bot, page(textEvent(user, text)));
    const [first] = await graph().sentTo(user);
    return first.body.message;
  }

  const handled = (eventId: string) =>
    until(async () => (await backend().db.selectFrom('inbound_events').select('state').where('event_id', '=', eventId).executeTakeFirst())?.state === 'done', `event ${eventId}`);

  const settingsOf = async (bot: ChannelBot) => (await ownerCall<FacebookSettingsDTO>(backend(), bot.token, 'GET', `/facebook/${bot.chatbotId}/facebook-webhook-service`)).body;

  return { backend, graph, messengerBot, deliver, ask, handled, settingsOf };
}

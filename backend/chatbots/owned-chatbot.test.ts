// The one ownership check every per-bot route runs after the session: over real HTTP, one representative route of
// each router answers 401 without a session and 404 BOT_NOT_FOUND to another account, exactly as for an unknown id.
import type { ErrorBody } from '../../schema/rest';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { newChatbot, signedInToken } from '../../tests/support/factories';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

/** [router, method, path under the bot] — one route of each router that serves a bot of the account. */
const perBotRoutes: [string, string, (botId: string) => string][] = [
  ['chatbots', 'GET', (botId) => `/chatbot/${botId}/detail`],
  ['integrations', 'GET', (botId) => `/chatbot/${botId}/integrations`],
  ['qa', 'GET', (botId) => `/qa/${botId}/answer-settings`],
  ['web-plugin', 'GET', (botId) => `/web-plugin/${botId}/settings`],
  ['knowledge', 'GET', (botId) => `/graph-rag/${botId}/autoqa-data/`],
  ['prompt optimisation', 'GET', (botId) => `/graph-rag/${botId}/optimization/`],
  ['autofaq', 'GET', (botId) => `/autofaq/${botId}/data/`],
];

describe('routes of one bot', () => {
  let owner: string;
  let stranger: string;
  let botId: string;
  beforeAll(async () => {
    owner = await signedInToken(backend.url);
    stranger = await signedInToken(backend.url);
    botId = (await newChatbot(backend.url, owner)).chatbot_id;
  });

  it.each(perBotRoutes)('%s: %s answers the owner', async (_router, method, path) => {
    const response = await fetch(`${backend.url}${path(botId)}`, { method, headers: { Authorization: `Bearer ${owner}` } });
    expect(response.status).toBe(200);
  });

  it.each(perBotRoutes)('%s: %s answers 401 UNAUTHENTICATED without a session, before looking at the bot', async (_router, method, path) => {
    for (const id of [botId, 'no-such-bot-id']) {
      const response = await fetch(`${backend.url}${path(id)}`, { method });
      expect([response.status, ((await response.json()) as ErrorBody).error.code]).toEqual([401, 'UNAUTHENTICATED']);
    }
  });

  it.each(perBotRoutes)("%s: %s answers 404 BOT_NOT_FOUND to another account, as for an unknown id", async (_router, method, path) => {
    for (const id of [botId, 'no-such-bot-id']) {
      const response = await fetch(`${backend.url}${path(id)}`, { method, headers: { Authorization: `Bearer ${stranger}` } });
      expect([response.status, await response.json()]).toEqual([404, { error: { code: 'BOT_NOT_FOUND', message: 'Bot not found.' } }]);
    }
  });
});

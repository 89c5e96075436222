// The widget's public routes over real HTTP: config, message and history with platform web, the web channel
// switch, trusted domains from Origin or Referer, CORS on answers and refusals, icons, and the rate limits.
import type { ErrorBody, PublicHistoryReply, PublicMessageReply, WebPluginSettingsDTO, WidgetConfigReply } from '../../../schema/rest';
import { buildIndex } from '../../answering';
import { startTestBackend, type TestBackend } from '../../../tests/support/backend';
import { loginToken, newAccount, newChatbot } from '../../../tests/support/factories';
import { TINY_GIF } from '../../web-plugin/icon-fixtures';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const SHOP = 'https://shop.example.com';

interface WidgetBot {
  token: string;
  botId: string;
  vendorId: string;
  url: string;
}

/** A trained one-group index, stored as a training would store it. */
async function storeTrainedGroup(db: TestBackend['db'], chatbotId: string): Promise<void> {
  const groupId = `${chatbotId}-hours`;
  const questions = ['What are your opening hours?'];
  await db
    .insertInto('qa_groups')
    .values({ group_id: groupId, chatbot_id: chatbotId, key: 'hours', questions: JSON.stringify(questions), answers: JSON.stringify(['08:00-20:00']), answer_mode: 1, similar_enabled: true, postback_choices: '[]', tags: '[]', search_text: '' })
    .execute();
  const index = buildIndex([{ id: groupId, questions, answers: ['08:00-20:00'] }]);
  await db.insertInto('qa_indexes').values({ chatbot_id: chatbotId, job_id: `job-${chatbotId}`, index: JSON.stringify(index), group_count: 1, trained_at: new Date() }).execute();
}

async function setChannel(bot: WidgetBot, platform: 'api' | 'web', active: boolean): Promise<void> {
  const response = await fetch(`${bot.url}/chatbot/${bot.botId}/integrations/${platform}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${bot.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ active }),
  });
  expect(response.status).toBe(200);
}

async function setTrustedDomains(bot: WidgetBot, trustedDomains: string[]): Promise<WebPluginSettingsDTO> {
  const response = await fetch(`${bot.url}/web-plugin/${bot.botId}/settings`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${bot.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ header_bg_color: '#102030', header_text_color: '#fafafa', chat_label: 'Chat with us', ticker_messages: ['Sale today'], trusted_domains: trustedDomains }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as WebPluginSettingsDTO;
}

async function widgetBot({ web = true, trained = true, url = backend.url, db = backend.db } = {}): Promise<WidgetBot> {
  const account = await newAccount(url);
  const token = await loginToken(url, account.email, account.password);
  const created = await newChatbot(url, token, { greeting_msg: 'Hi there!', failed_msg: 'No idea.', postback_msg: 'Did you mean:', language: 'en' });
  const bot = { token, botId: created.chatbot_id, vendorId: created.vendor_id, url };
  if (trained) await storeTrainedGroup(db, bot.botId);
  if (web) await setChannel(bot, 'web', true);
  return bot;
}

interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

async function call<T>(bot: WidgetBot, path: string, { headers = { Origin: SHOP } as Record<string, string>, payload }: { headers?: Record<string, string>; payload?: unknown } = {}): Promise<Answer<T>> {
  const init: RequestInit = payload === undefined ? { headers } : { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(payload) };
  const response = await fetch(`${bot.url}/webhook/web/${bot.vendorId}${path}`, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

const config = (bot: WidgetBot, headers?: Record<string, string>) => call<WidgetConfigReply & ErrorBody>(bot, '/config', { headers });
const say = (bot: WidgetBot, text: string, headers?: Record<string, string>, userId = 'visitor-1') =>
  call<PublicMessageReply>(bot, '', { headers, payload: { userId, type: 'message', message: { text } } });
const history = (bot: WidgetBot, headers?: Record<string, string>, userId = 'visitor-1') => call<PublicHistoryReply & ErrorBody>(bot, '/history', { headers, payload: { userId } });

describe('GET /webhook/web/{vendorId}/config', () => {
  it('answers what the widget draws: bot texts, language and the saved settings', async () => {
    const bot = await widgetBot();
    await setTrustedDomains(bot, []);
    const answer = await config(bot);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      robotName: expect.any(String),
      greetingMsg: 'Hi there!',
      failedMsg: 'No idea.',
      postbackTitle: 'Did you mean:',
      language: 'en',
      chatLabel: 'Chat with us',
      headerBgColor: '#102030',
      headerTextColor: '#fafafa',
      tickerMessages: ['Sale today'],
      robotIconUrl: null,
      chatIconUrl: null,
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(answer.headers.get('vary')).toMatch(/Origin/);
  });

  it('points at an uploaded icon, which is served without any origin check', async () => {
    const bot = await widgetBot();
    await setTrustedDomains(bot, ['shop.example.com']);
    const form = new FormData();
    form.append('file', new Blob([TINY_GIF]), 'chat.gif');
    const uploaded = await fetch(`${bot.url}/web-plugin/${bot.botId}/icons/chat`, { method: 'PUT', headers: { Authorization: `Bearer ${bot.token}` }, body: form });
    expect(uploaded.status).toBe(200);

    const { body } = await config(bot);
    expect(body.chatIconUrl).toMatch(new RegExp(`^/webhook/web/${bot.vendorId}/icons/chat\\?v=`));
    expect(body.robotIconUrl).toBeNull();
    const icon = await fetch(`${bot.url}${body.chatIconUrl}`);
    expect(icon.status).toBe(200);
    expect(Buffer.from(await icon.arrayBuffer()).equals(TINY_GIF)).toBe(true);
    expect(icon.headers.get('content-type')).toBe('image/gif');
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers 404 for an icon that was never uploaded and for an unknown vendor', async () => {
    const bot = await widgetBot({ trained: false });
    expect((await fetch(`${bot.url}/webhook/web/${bot.vendorId}/icons/robot`)).status).toBe(404);
    expect((await fetch(`${bot.url}/webhook/web/no-such-vendor/icons/robot`)).status).toBe(404);
    const unknown = await config({ ...bot, vendorId: 'no-such-vendor' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
  });
});

describe('POST /webhook/web/{vendorId} and /history', () => {
  it('answers through the public pipeline and records the exchange with platform web', async () => {
    const bot = await widgetBot();
    const reply = await say(bot, 'what are your opening hours');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ sender: 'BOT', type: 'answer', state: 'start', success: true, uid: 'visitor-1', data: { text: '08:00-20:00' } });
    expect(reply.headers.get('access-control-allow-origin')).toBe(SHOP);

    const rows = await backend.db.selectFrom('conversation_messages').select(['sender', 'platform', 'user_id']).where('chatbot_id', '=', bot.botId).orderBy('id').execute();
    expect(rows).toEqual([
      { sender: 'user', platform: 'web', user_id: 'visitor-1' },
      { sender: 'bot', platform: 'web', user_id: 'visitor-1' },
    ]);

    const lines = await history(bot);
    expect(lines.status).toBe(200);
    expect(lines.body.messages.map((line) => [line.sender, line.text, line.platform])).toEqual([
      ['USER', 'what are your opening hours', 'web'],
      ['BOT', '08:00-20:00', 'web'],
    ]);
  });

  it('refuses text over 1,000 characters with 400 in the reply shape', async () => {
    const bot = await widgetBot();
    const refused = await say(bot, 'x'.repeat(1001));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ type: 'error', error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('the web channel switch', () => {
  it('refuses config, message and history with 403 PLATFORM_INACTIVE while the web channel is off', async () => {
    const bot = await widgetBot({ web: false });
    for (const answer of [await config(bot), await say(bot, 'hello'), await history(bot)]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: { code: 'PLATFORM_INACTIVE' } });
    }
    const reply = await say(bot, 'hello');
    expect(reply.body).toMatchObject({ sender: 'BOT', type: 'error', success: false });
  });

  it('is separate from the api channel, both ways', async () => {
    const bot = await widgetBot();
    await setChannel(bot, 'api', false);
    const viaApi = () => fetch(`${bot.url}/webhook/api/v2/${bot.vendorId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: 'u', message: { text: 'opening hours' } }) });
    expect((await say(bot, 'opening hours')).status).toBe(200);
    expect((await viaApi()).status).toBe(403);

    await setChannel(bot, 'web', false);
    await setChannel(bot, 'api', true);
    expect((await say(bot, 'opening hours')).status).toBe(403);
    expect((await viaApi()).status).toBe(200);
  });

  it("does not admit the owner's test chat headers on the web channel", async () => {
    const bot = await widgetBot({ web: false });
    const reply = await say(bot, 'hello', { Origin: SHOP, Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' });
    expect(reply.status).toBe(403);
    expect(reply.body.debug).toBeUndefined();
  });
});

describe('trusted domains', () => {
  it('refuses a page of an unlisted origin with 403 DOMAIN_NOT_ALLOWED, still echoing its origin for CORS', async () => {
    const bot = await widgetBot();
    await setTrustedDomains(bot, ['shop.example.com']);
    const evil = { Origin: 'https://evil.example' };
    for (const answer of [await config(bot, evil), await say(bot, 'opening hours', evil), await history(bot, evil)]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: { code: 'DOMAIN_NOT_ALLOWED' } });
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://evil.example');
      expect(answer.headers.get('vary')).toMatch(/Origin/);
    }
    const rows = await backend.db.selectFrom('conversation_messages').select('id').where('chatbot_id', '=', bot.botId).execute();
    expect(rows).toEqual([]);
  });

  it('admits a page of a listed origin', async () => {
    const bot = await widgetBot();
    await setTrustedDomains(bot, ['other.example', 'shop.example.com']);
    expect((await config(bot, { Origin: SHOP })).status).toBe(200);
    expect((await say(bot, 'opening hours', { Origin: 'http://shop.example.com:8080' })).status).toBe(200);
  });

  it('refuses a call without Origin or Referer once the list has entries', async () => {
    const bot = await widgetBot();
    await setTrustedDomains(bot, ['shop.example.com']);
    const answer = await config(bot, {});
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('DOMAIN_NOT_ALLOWED');
  });

  it("reads the Referer's origin when there is no Origin header", async () => {
    const bot = await widgetBot();
    await setTrustedDomains(bot, ['shop.example.com']);
    expect((await config(bot, { Referer: 'https://shop.example.com/products/1?ref=ad' })).status).toBe(200);
    expect((await config(bot, { Referer: 'https://evil.example/shop.example.com' })).status).toBe(403);
  });

  it('admits every subdomain for a wildcard entry, but not the bare domain', async () => {
    const bot = await widgetBot();
    await setTrustedDomains(bot, ['*.example.org']);
    expect((await config(bot, { Origin: 'https://help.example.org' })).status).toBe(200);
    expect((await config(bot, { Origin: 'https://example.org' })).status).toBe(403);
  });

  it('admits any page, with or without an origin, when the list is empty', async () => {
    const bot = await widgetBot();
    await setTrustedDomains(bot, []);
    expect((await config(bot, { Origin: 'https://anyone.example' })).status).toBe(200);
    expect((await config(bot, {})).status).toBe(200);
  });

  it('applies a change of the list to the very next call', async () => {
    const bot = await widgetBot();
    expect((await config(bot, { Origin: 'https://evil.example' })).status).toBe(200);
    await setTrustedDomains(bot, ['shop.example.com']);
    expect((await config(bot, { Origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('CORS preflight', () => {
  it("answers OPTIONS 204, echoing the caller's origin and allowing Content-Type", async () => {
    const bot = await widgetBot({ trained: false });
    const response = await fetch(`${bot.url}/webhook/web/${bot.vendorId}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });
});

describe('rate limits', () => {
  let limited: TestBackend;
  beforeAll(async () => {
    limited = await startTestBackend({ env: { PUBLIC_API_USER_PER_MINUTE: '2' } });
  });
  afterAll(() => limited.close());

  it('refuses a widget user past the per-user limit with 429 and Retry-After, one budget with the api channel', async () => {
    const bot = await widgetBot({ url: limited.url, db: limited.db });
    await setChannel(bot, 'api', true);
    expect((await say(bot, 'opening hours', undefined, 'chatty')).status).toBe(200);
    const viaApi = await fetch(`${limited.url}/webhook/api/v2/${bot.vendorId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: 'chatty', message: { text: 'opening hours' } }) });
    expect(viaApi.status).toBe(200);

    const refused = await say(bot, 'opening hours', undefined, 'chatty');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('access-control-allow-origin')).toBe(SHOP);
    // The widget's script may read when to try again.
    expect(refused.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(refused.body).toMatchObject({ sender: 'BOT', type: 'error', uid: 'chatty', error: { code: 'RATE_LIMITED' } });
    expect((await say(bot, 'opening hours', undefined, 'quiet')).status).toBe(200);
  });
});

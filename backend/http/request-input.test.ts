// Input PostgreSQL text cannot hold (NUL, lone surrogates) and bodies the parsers cannot read are refused with 400,
// never answered 500, on the public API and the console routes alike, and nothing is stored.
import type { ErrorBody, PublicMessageReply } from '../../schema/rest';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { newChatbot, signedInToken } from '../../tests/support/factories';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

async function send(path: string, init: { method?: string; token?: string; headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> }) {
  const response = await fetch(`${backend.url}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    body: init.body,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown };
}

async function apiBot() {
  const token = await signedInToken(backend.url);
  const bot = await newChatbot(backend.url, token);
  const active = await send(`/chatbot/${bot.chatbot_id}/integrations/api`, { method: 'PUT', token, body: JSON.stringify({ active: true }) });
  expect(active.status).toBe(200);
  return { token, bot };
}

describe('text PostgreSQL cannot store', () => {
  it('is refused on the public API (message text, userId, vendor id) with 400 VALIDATION_FAILED in the reply shape', async () => {
    const { bot } = await apiBot();
    const say = (vendorId: string, userId: string, text: string) =>
      send(`/webhook/api/v2/${vendorId}`, { body: JSON.stringify({ userId, type: 'message', message: { text } }) });

    const nulText = await say(bot.vendor_id, 'u', 'hi\u0000');
    expect(nulText.status).toBe(400);
    expect(nulText.body).toMatchObject({ type: 'error', error: { code: 'VALIDATION_FAILED', fields: [{ field: 'message.text', message: 'validation.invalidCharacters' }] } });

    const nulUser = await say(bot.vendor_id, 'u\u0000', 'hi');
    expect(nulUser.status).toBe(400);
    expect(nulUser.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: [{ field: 'userId', message: 'validation.invalidCharacters' }] } });

    const surrogate = await say(bot.vendor_id, 'u', 'hi \ud800');
    expect(surrogate.status).toBe(400);

    const history = await send(`/webhook/api/v2/${bot.vendor_id}/history`, { body: JSON.stringify({ userId: 'u\u0000' }) });
    expect(history.status).toBe(400);

    expect((await say('%00', 'u', 'hi')).status).toBe(400);
    expect((await send(`/webhook/api/v2/${bot.vendor_id}?x=%00`, { method: 'GET' })).status).toBe(400);
  });

  it('is refused in the vendor id of the webhooks that read raw bodies (LINE, Messenger) with 400, not 500', async () => {
    for (const [method, path] of [['POST', '/webhook/line/%00'], ['POST', '/webhook/fb/%00'], ['GET', '/webhook/fb/%00?hub.mode=subscribe'], ['GET', '/webhook/fb/x?hub.verify_token=%00']]) {
      const refused = await send(path, { method, headers: { 'X-Line-Signature': 'x', 'X-Hub-Signature-256': 'sha256=00' }, ...(method === 'POST' && { body: '{"events":[]}' }) });
      expect([path, refused.status]).toEqual([path, 400]);
      expect(refused.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it("is refused in a Q&A group's question and a ticker message, and nothing is stored", async () => {
    const { token, bot } = await apiBot();
    const group = await send(`/qa/${bot.chatbot_id}/groups`, {
      token,
      body: JSON.stringify({ questions: ['Open \ud800?'], answers: ['Yes'], answer_mode: 1 }),
    });
    expect(group.status).toBe(400);
    expect(group.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: [{ field: 'questions.0', message: 'validation.invalidCharacters' }] } });
    const nulAnswer = await send(`/qa/${bot.chatbot_id}/groups`, { token, body: JSON.stringify({ questions: ['Open?'], answers: ['Y\u0000es'], answer_mode: 1 }) });
    expect(nulAnswer.status).toBe(400);
    expect(await backend.db.selectFrom('qa_groups').select('group_id').where('chatbot_id', '=', bot.chatbot_id).execute()).toEqual([]);

    const settings = await send(`/web-plugin/${bot.chatbot_id}/settings`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ header_bg_color: '#102030', header_text_color: '#fafafa', chat_label: 'Chat', ticker_messages: ['Sale \ud800'], trusted_domains: [] }),
    });
    expect(settings.status).toBe(400);
    expect(settings.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: [{ field: 'ticker_messages.0', message: 'validation.invalidCharacters' }] } });
  });

  it('strips bidi control characters from free text instead of storing them', async () => {
    const { token, bot } = await apiBot();
    const group = await send(`/qa/${bot.chatbot_id}/groups`, { token, body: JSON.stringify({ questions: ['Open\u202e today?'], answers: ['Y\u2066es'], answer_mode: 1 }) });
    expect(group.status).toBe(201);
    expect(group.body).toMatchObject({ questions: ['Open today?'], answers: ['Yes'] });
  });

  it('strips zero-width spaces, word joiners and stray byte-order marks, keeping the joiners emoji need', async () => {
    const { token, bot } = await apiBot();
    const group = await send(`/qa/${bot.chatbot_id}/groups`, { token, body: JSON.stringify({ questions: ['Open\u200b to\u2060day?\ufeff', '\u200b=1+1'], answers: ['Yes 👩\u200d💻'], answer_mode: 1 }) });
    expect(group.status).toBe(201);
    expect(group.body).toMatchObject({ questions: ['Open today?', '=1+1'], answers: ['Yes 👩\u200d💻'] });
    const invisible = await send(`/qa/${bot.chatbot_id}/groups`, { token, body: JSON.stringify({ questions: ['\u200b'], answers: ['Yes'], answer_mode: 1 }) });
    expect(invisible.status).toBe(400);
  });
});

describe('bodies the parsers cannot read', () => {
  it('a truncated multipart body is 400, not 500', async () => {
    const { token, bot } = await apiBot();
    const body = '--x\r\nContent-Disposition: form-data; name="file"; filename="qa.csv"\r\nContent-Type: text/csv\r\n\r\nq,a\r\n';
    const sent = await send(`/qa/${bot.chatbot_id}/import`, { token, headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body });
    expect(sent.status).toBe(400);
    expect((sent.body as ErrorBody).error.code).toBe('VALIDATION_FAILED');
  });

  it('a gzip Content-Encoding over a plain body is 400, an unknown encoding 415', async () => {
    const token = await signedInToken(backend.url);
    const plain = await send('/chatbot/v2/list', { token, headers: { 'Content-Encoding': 'gzip' }, body: '{"a":1}' });
    expect(plain.status).toBe(400);
    expect((plain.body as ErrorBody).error.code).toBe('VALIDATION_FAILED');
    const bogus = await send('/chatbot/v2/list', { token, headers: { 'Content-Encoding': 'bogus' }, body: '{"a":1}' });
    expect(bogus.status).toBe(415);
    expect((bogus.body as ErrorBody).error.code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('a path that is not valid percent-encoding is 400, not 500, on every kind of route', async () => {
    const { token, bot } = await apiBot();
    const sent = [
      await send('/webhook/api/v2/%FF', {}),
      await send('/webhook/line/%FF', {}),
      await send('/webhook/other/%FF/history', { body: '{}' }),
      await send('/chatbot/%FF/detail', { method: 'GET', token }),
      await send(`/qa/${bot.chatbot_id}/groups/%ED%A0%80`, { method: 'GET', token }),
      await send(`/qa/${bot.chatbot_id}/groups/%E0%A4%A`, { method: 'GET', token }),
    ];
    expect(sent.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
  });

  it('a body nested deeper than any route takes is 400, not a stack overflow', async () => {
    const { token, bot } = await apiBot();
    const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const publicApi = await send(`/webhook/api/v2/${bot.vendor_id}`, { body: deep });
    expect(publicApi.status).toBe(400);
    expect(publicApi.body as PublicMessageReply).toMatchObject({ type: 'error', error: { code: 'VALIDATION_FAILED' } });
    const console = await send(`/qa/${bot.chatbot_id}/groups`, { token, body: deep });
    expect(console.status).toBe(400);
    expect((console.body as ErrorBody).error.code).toBe('VALIDATION_FAILED');
  });

  it('the public API answers them in its reply shape', async () => {
    const { bot } = await apiBot();
    const sent = await send(`/webhook/api/v2/${bot.vendor_id}`, { headers: { 'Content-Encoding': 'gzip' }, body: '{"userId":"u"}' });
    expect(sent.status).toBe(400);
    expect(sent.body as PublicMessageReply).toMatchObject({ type: 'error', error: { code: 'VALIDATION_FAILED' } });
  });
});

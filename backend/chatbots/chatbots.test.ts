// /chatbot/* over real HTTP: creation with files, limits, ownership, modify, tools and deletion.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { chatbotForm, chatbotPayload, loginToken, newAccount, newChatbot, type TestFile } from '../../tests/support/factories';
import type { AutoQaDataDTO, ChatbotDetailDTO, ChatbotListDTO, ChatbotToolsDTO, ErrorBody } from '../../schema/rest';
import { KNOWLEDGE_FILE_MAX_BYTES, scenarioDefaultTools } from '../../schema/rules/constants';
import { pdf } from '../knowledge/testing/fixtures';
import { ingestEventsUntilIdle } from '../knowledge/testing/ingest-stream';
import { awayFromWindowEdge } from '../../tests/support/rate-windows';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());
// Attempts counted up to a limit must not straddle a rate-limit window's edge.
beforeEach(() => awayFromWindowEdge(), 60_000);

async function signedInAccount() {
  const account = await newAccount(backend.url);
  return { ...account, token: await loginToken(backend.url, account.email, account.password) };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const jsonAuth = (token: string) => ({ ...auth(token), 'Content-Type': 'application/json' });
const create = (token: string, payload: unknown, files: TestFile[] = []) =>
  fetch(`${backend.url}/chatbot/v2/create-chatbot`, { method: 'POST', headers: auth(token), body: chatbotForm(payload, files) });
/** PUT modify-detail of the bot with the payload a form sends, `changes` over the factory's. */
const modifyDetail = (token: string, chatbotId: string, changes: Parameters<typeof chatbotPayload>[0]) =>
  fetch(`${backend.url}/chatbot/${chatbotId}/modify-detail`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify(chatbotPayload(changes)) });
const errorCode = async (response: Response) => ((await response.json()) as ErrorBody).error.code;
/** The ids of every file whose bytes the database keeps. */
const storedFileIds = async () => (await backend.db.selectFrom('knowledge_file_contents').select('file_id').orderBy('file_id').execute()).map((row) => row.file_id);
const storedText = async (fileId: string) =>
  Buffer.from((await backend.db.selectFrom('knowledge_file_contents').select('bytes').where('file_id', '=', fileId).executeTakeFirstOrThrow()).bytes).toString('utf8');
const DOCX_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);


/** A bot without its files' ingestion status, which the knowledge worker moves on in the background (stored → ready). */
function withoutIngestState(detail: ChatbotDetailDTO) {
  return { ...detail, files: detail.files.map(({ status: _status, ...file }) => file) };
}
describe('POST /chatbot/v2/create-chatbot', () => {
  it('creates a bot with its files stored and listed in the detail', async () => {
    const { token } = await signedInAccount();
    const response = await create(token, chatbotPayload({ robot_name: 'Helpdesk' }), [
      { name: 'faq.csv', content: 'question,answer\n營業時間?,08:00-20:00\n', type: 'text/csv' },
      { name: 'notes.txt', content: 'Plain notes' },
      { name: 'manual.docx', content: DOCX_BYTES },
    ]);
    expect(response.status).toBe(201);
    const bot = (await response.json()) as ChatbotDetailDTO;
    expect(bot).toMatchObject({ robot_name: 'Helpdesk', language: 'tw', package: 'free', scenario: 'customerSupport', tags: [], expired_at: null });
    expect(bot.chatbot_id.length).toBeGreaterThanOrEqual(20);
    expect(bot.files.map((file) => [file.file_name, file.content_type, file.status]).sort()).toEqual([
      ['faq.csv', 'text/csv', 'stored'],
      ['manual.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'stored'],
      ['notes.txt', 'text/plain', 'stored'],
    ]);
    const csv = bot.files.find((file) => file.file_name === 'faq.csv');
    expect(await storedText(csv!.file_id)).toContain('營業時間');

    const detail = (await (await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(token) })).json()) as ChatbotDetailDTO;
    expect(withoutIngestState(detail)).toEqual(withoutIngestState(bot));
    const list = (await (await fetch(`${backend.url}/chatbot/chatbots-list`, { headers: auth(token) })).json()) as ChatbotListDTO;
    expect(list.chatbots.map(withoutIngestState)).toEqual([withoutIngestState(bot)]);
  });

  it('keeps the later of two files of one name, as a file of an existing name replaces it (§5)', async () => {
    const { token } = await signedInAccount();
    const response = await create(token, chatbotPayload({ robot_name: 'Twice named' }), [
      { name: 'notes.txt', content: 'first notes' },
      { name: 'other.txt', content: 'other notes' },
      { name: 'notes.txt', content: 'second notes' },
    ]);
    expect(response.status).toBe(201);
    const bot = (await response.json()) as ChatbotDetailDTO;
    expect(bot.files.map((file) => file.file_name).sort()).toEqual(['notes.txt', 'other.txt']);
    expect(await storedText(bot.files.find((file) => file.file_name === 'notes.txt')!.file_id)).toBe('second notes');
  });

  it('accepts a PDF, which the knowledge pipeline then reads like an AutoQA upload', async () => {
    const { token } = await signedInAccount();
    const response = await create(token, chatbotPayload({ robot_name: 'With a PDF' }), [
      { name: 'rules.pdf', content: new Uint8Array(pdf([['Flash photography is forbidden in every gallery.']])), type: 'application/pdf' },
    ]);
    expect(response.status).toBe(201);
    const bot = (await response.json()) as ChatbotDetailDTO;
    expect(bot.files).toEqual([expect.objectContaining({ file_name: 'rules.pdf', content_type: 'application/pdf' })]);

    expect((await ingestEventsUntilIdle(backend.url, token, bot.chatbot_id)).status).toBe(200);
    const data = (await (await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/autoqa-data/`, { headers: auth(token) })).json()) as AutoQaDataDTO;
    expect(data.files).toEqual([expect.objectContaining({ file_name: 'rules.pdf', status: 'ready', chunk_count: 1 })]);
  });

  it('refuses a .pdf that is not a PDF with 415', async () => {
    const { token } = await signedInAccount();
    const response = await create(token, chatbotPayload(), [{ name: 'report.pdf', content: 'just text' }]);
    expect(response.status).toBe(415);
    expect(await errorCode(response)).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('refuses a file over 5 MB with 413 and writes nothing', async () => {
    const { token } = await signedInAccount();
    const before = await storedFileIds();
    const response = await create(token, chatbotPayload({ robot_name: 'Too big' }), [
      { name: 'ok.txt', content: 'fine' },
      { name: 'big.txt', content: 'a'.repeat(KNOWLEDGE_FILE_MAX_BYTES + 1) },
    ]);
    expect(response.status).toBe(413);
    expect(await errorCode(response)).toBe('FILE_TOO_LARGE');
    expect(await storedFileIds()).toEqual(before);
    const bots = await backend.db.selectFrom('chatbots').select('robot_name').where('robot_name', '=', 'Too big').execute();
    expect(bots).toEqual([]);
  });

  it.each([
    ['an unlisted extension', { name: 'script.exe', content: 'MZ' }],
    ['a .docx that is not a zip', { name: 'fake.docx', content: 'just text' }],
    ['a .txt holding binary bytes', { name: 'binary.txt', content: new Uint8Array([0x68, 0x00, 0x69]) }],
    ['a .csv that is not UTF-8', { name: 'latin.csv', content: new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]) }],
  ])('refuses %s with 415 and writes nothing', async (_label, file) => {
    const { token } = await signedInAccount();
    const before = await storedFileIds();
    const response = await create(token, chatbotPayload(), [{ name: 'good.txt', content: 'fine' }, file]);
    expect(response.status).toBe(415);
    expect(await errorCode(response)).toBe('UNSUPPORTED_FILE_TYPE');
    expect(await storedFileIds()).toEqual(before);
  });

  it('refuses a second bot with the same name on the same account with 409, but allows it on another account', async () => {
    const first = await signedInAccount();
    await newChatbot(backend.url, first.token, { robot_name: 'Twin' });
    const again = await create(first.token, chatbotPayload({ robot_name: 'Twin' }), [{ name: 'a.txt', content: 'x' }]);
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('DUPLICATE_BOT_NAME');
    const second = await signedInAccount();
    await expect(newChatbot(backend.url, second.token, { robot_name: 'Twin' })).resolves.toMatchObject({ robot_name: 'Twin' });
  });

  it.each([
    ['a space between CJK characters', '台北 客服', '台北客服'],
    ['full-width letters', 'ＡＢＣ', 'ABC'],
    ['a space inside and another case', 'Help  Desk', 'helpdesk'],
    ['an ideographic space at the end', 'Front\u3000', 'front'],
  ])('refuses a name differing from another bot of the account only in %s with 409', async (_label, first, second) => {
    const { token } = await signedInAccount();
    await newChatbot(backend.url, token, { robot_name: first });
    const again = await create(token, chatbotPayload({ robot_name: second }), [{ name: 'a.txt', content: 'x' }]);
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('DUPLICATE_BOT_NAME');
  });

  it("refuses a bot beyond the plan's bot limit with 403 BOT_LIMIT_REACHED", async () => {
    const { token } = await signedInAccount();
    for (let bot = 0; bot < 3; bot += 1) await newChatbot(backend.url, token);
    const response = await create(token, chatbotPayload());
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('BOT_LIMIT_REACHED');
  });

  it('validates the payload: missing fields, malformed JSON and an unknown package', async () => {
    const { token } = await signedInAccount();
    const missing = await create(token, { ...chatbotPayload(), robot_name: '', greeting_msg: '' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.fields?.map((issue) => issue.field).sort()).toEqual(['greeting_msg', 'robot_name']);

    const form = new FormData();
    form.append('payload', '{not json');
    const malformed = await fetch(`${backend.url}/chatbot/v2/create-chatbot`, { method: 'POST', headers: auth(token), body: form });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.fields).toEqual([{ field: 'payload', message: expect.any(String) }]);

    const unknownPackage = await create(token, chatbotPayload({ package: 'platinum' }));
    expect(unknownPackage.status).toBe(400);
    expect(((await unknownPackage.json()) as ErrorBody).error.fields).toEqual([{ field: 'package', message: 'validation.packageRequired' }]);
  });

  it('requires a session', async () => {
    const response = await fetch(`${backend.url}/chatbot/v2/create-chatbot`, { method: 'POST', body: chatbotForm(chatbotPayload()) });
    expect(response.status).toBe(401);
  });
});

describe("another account's bot", () => {
  it('answers 404 BOT_NOT_FOUND on every chatbot route, exactly as for an unknown id', async () => {
    const owner = await signedInAccount();
    const bot = await newChatbot(backend.url, owner.token, {}, [{ name: 'kept.txt', content: 'x' }]);
    const stranger = await signedInAccount();
    const modify = chatbotPayload();
    const requests = (id: string): [string, RequestInit][] => [
      [`/chatbot/${id}/detail`, { headers: auth(stranger.token) }],
      [`/chatbot/${id}/modify-detail`, { method: 'PUT', headers: jsonAuth(stranger.token), body: JSON.stringify({ ...modify, robot_name: 'Hijacked' }) }],
      [`/chatbot/${id}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(stranger.token), body: JSON.stringify({ password: stranger.password }) }],
      [`/chatbot/${id}/tools/`, { headers: auth(stranger.token) }],
      [`/chatbot/${id}/tools/`, { method: 'PUT', headers: jsonAuth(stranger.token), body: JSON.stringify({ tools: scenarioDefaultTools('salesAssistant') }) }],
    ];
    for (const id of [bot.chatbot_id, 'no-such-bot-id']) {
      for (const [url, init] of requests(id)) {
        const response = await fetch(`${backend.url}${url}`, init);
        expect([url, init.method ?? 'GET', response.status, await response.json()]).toEqual([url, init.method ?? 'GET', 404, { error: { code: 'BOT_NOT_FOUND', message: 'Bot not found.' } }]);
      }
    }
    const untouched = (await (await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(owner.token) })).json()) as ChatbotDetailDTO;
    // Everything the stranger could touch is the same.
    expect(withoutIngestState(untouched)).toEqual(withoutIngestState(bot));
    const strangerList = (await (await fetch(`${backend.url}/chatbot/chatbots-list`, { headers: auth(stranger.token) })).json()) as ChatbotListDTO;
    expect(strangerList.chatbots).toEqual([]);
  });
});

describe("a package above the account's plan", () => {
  const onPlan = async (planCode: string) => {
    const account = await signedInAccount();
    await backend.db.updateTable('accounts').set({ plan_code: planCode }).where('email', '=', account.email).execute();
    return account;
  };

  it('is refused at creation with 400 PACKAGE_NOT_IN_PLAN, and nothing is created', async () => {
    const { token } = await onPlan('free');
    for (const pkg of ['pro', 'enterprise']) {
      const response = await create(token, chatbotPayload({ package: pkg }));
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('PACKAGE_NOT_IN_PLAN');
    }
    const list = (await (await fetch(`${backend.url}/chatbot/chatbots-list`, { headers: auth(token) })).json()) as ChatbotListDTO;
    expect(list.chatbots).toEqual([]);
  });

  it('is refused when changing a bot, which keeps its package', async () => {
    const { token } = await onPlan('pro');
    const bot = await newChatbot(backend.url, token, { package: 'pro' });
    const change = (pkg: string) => modifyDetail(token, bot.chatbot_id, { package: pkg });
    const refused = await change('enterprise');
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe('PACKAGE_NOT_IN_PLAN');
    const kept = (await (await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(token) })).json()) as ChatbotDetailDTO;
    expect(kept.package).toBe('pro');
    expect((await change('free')).status).toBe(200);
  });
});

describe('PUT /chatbot/{id}/modify-detail', () => {
  it('changes the basic settings and keeps the rest', async () => {
    const { token } = await signedInAccount();
    const bot = await newChatbot(backend.url, token, { robot_name: 'Before' });
    const changes = { robot_name: 'After', greeting_msg: 'Hi again', failed_msg: 'No idea', postback_msg: 'Maybe:', description: 'Changed', language: 'en', package: 'free' };
    const response = await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/modify-detail`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify(changes) });
    expect(response.status).toBe(200);
    const modified = (await response.json()) as ChatbotDetailDTO;
    expect(modified).toMatchObject({ ...changes, chatbot_id: bot.chatbot_id, scenario: bot.scenario, tools: bot.tools, created_at: bot.created_at });
  });

  it('refuses settings saved from a form read before another change, and keeps that change', async () => {
    const { token } = await signedInAccount();
    const bot = await newChatbot(backend.url, token, { robot_name: 'Desk' });
    const put = (body: object) => fetch(`${backend.url}/chatbot/${bot.chatbot_id}/modify-detail`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify(body) });
    const tabA = await put({ ...chatbotPayload({ robot_name: 'Desk', greeting_msg: 'Hello from A' }), expected_updated_at: bot.updated_at });
    expect(tabA.status).toBe(200);
    const afterA = (await tabA.json()) as ChatbotDetailDTO;
    const tabB = await put({ ...chatbotPayload({ robot_name: 'Desk', failed_msg: 'No idea (B)' }), expected_updated_at: bot.updated_at });
    expect(tabB.status).toBe(409);
    expect(await errorCode(tabB)).toBe('EDIT_CONFLICT');
    const read = (await (await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(token) })).json()) as ChatbotDetailDTO;
    expect(read).toMatchObject({ greeting_msg: 'Hello from A', updated_at: afterA.updated_at });
    expect((await put({ ...chatbotPayload({ robot_name: 'Desk', failed_msg: 'No idea (B)' }), expected_updated_at: afterA.updated_at })).status).toBe(200);
  });

  it("refuses the name of the account's other bot with 409 but accepts the bot's own name", async () => {
    const { token } = await signedInAccount();
    await newChatbot(backend.url, token, { robot_name: 'Taken' });
    const bot = await newChatbot(backend.url, token, { robot_name: 'Mine' });
    const body = (robotName: string) => JSON.stringify({ ...chatbotPayload({ robot_name: robotName }) });
    const taken = await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/modify-detail`, { method: 'PUT', headers: jsonAuth(token), body: body('Taken') });
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe('DUPLICATE_BOT_NAME');
    const own = await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/modify-detail`, { method: 'PUT', headers: jsonAuth(token), body: body('Mine') });
    expect(own.status).toBe(200);
  });

  it("refuses a rename to a name that reads as the account's other bot's, but accepts the bot's own name written wider", async () => {
    const { token } = await signedInAccount();
    await newChatbot(backend.url, token, { robot_name: '台北客服' });
    const bot = await newChatbot(backend.url, token, { robot_name: 'Mine' });
    const rename = (robotName: string) => modifyDetail(token, bot.chatbot_id, { robot_name: robotName });
    const taken = await rename('台北　客服');
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe('DUPLICATE_BOT_NAME');
    expect((await rename('ＭＩＮＥ')).status).toBe(200);
  });
});

describe('/chatbot/{id}/tools/', () => {
  it('returns the tools set at creation and stores a replacement', async () => {
    const { token } = await signedInAccount();
    const bot = await newChatbot(backend.url, token, { scenario: 'salesAssistant', tools: scenarioDefaultTools('salesAssistant') });
    const initial = (await (await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/tools/`, { headers: auth(token) })).json()) as ChatbotToolsDTO;
    expect(initial).toEqual({ tools: scenarioDefaultTools('salesAssistant') });

    const tools = { ...scenarioDefaultTools('customerSupport'), route_tool: true, owm_forecast_tool: true };
    const put = await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/tools/`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify({ tools }) });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ tools });
    const again = (await (await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/tools/`, { headers: auth(token) })).json()) as ChatbotToolsDTO;
    expect(again).toEqual({ tools });
  });

  it('refuses tools with a missing module', async () => {
    const { token } = await signedInAccount();
    const bot = await newChatbot(backend.url, token);
    const { route_tool: _dropped, ...incomplete } = scenarioDefaultTools('customerSupport');
    const put = await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/tools/`, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify({ tools: incomplete }) });
    expect(put.status).toBe(400);
    expect(((await put.json()) as ErrorBody).error.fields).toEqual([{ field: 'tools.route_tool', message: expect.any(String) }]);
  });
});

describe('DELETE /chatbot/{id}/delete-chatbot', () => {
  it('keeps the bot when the password is wrong (403) and removes it with its files when right', async () => {
    const account = await signedInAccount();
    const bot = await newChatbot(backend.url, account.token, {}, [{ name: 'doc.txt', content: 'content' }]);
    const remove = (password: string) =>
      fetch(`${backend.url}/chatbot/${bot.chatbot_id}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(account.token), body: JSON.stringify({ password }) });

    const wrong = await remove('not-my-password');
    expect(wrong.status).toBe(403);
    expect(await errorCode(wrong)).toBe('INVALID_PASSWORD');
    expect((await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(200);
    const [file] = bot.files;
    expect(await storedFileIds()).toContain(file.file_id);

    const right = await remove(account.password);
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ status: 'success' });
    expect((await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(404);
    expect(await storedFileIds()).not.toContain(file.file_id);
    const files = await backend.db.selectFrom('knowledge_files').select('file_id').where('chatbot_id', '=', bot.chatbot_id).execute();
    expect(files).toEqual([]);
  });

  it('answers 429 RATE_LIMITED with Retry-After after ten wrong passwords of the account, even to the right one', async () => {
    const account = await signedInAccount();
    const bot = await newChatbot(backend.url, account.token);
    const remove = (password: string) =>
      fetch(`${backend.url}/chatbot/${bot.chatbot_id}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(account.token), body: JSON.stringify({ password }) });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await remove(`wrong-password-${attempt}`)).status).toBe(403);
    }
    const limited = await remove(account.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorCode(limited)).toBe('RATE_LIMITED');
    expect((await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(200);
  });

  it("answers 404 on the deleted bot's public API at once, though a reply had just read it", async () => {
    const account = await signedInAccount();
    const bot = await newChatbot(backend.url, account.token);
    await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/integrations/api`, { method: 'PUT', headers: jsonAuth(account.token), body: JSON.stringify({ active: true }) });
    const say = () => fetch(`${backend.url}/webhook/api/v2/${bot.vendor_id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: 'u1', type: 'message', message: { text: 'hello' } }) });
    // Known (an untrained bot answers 409), and now in this replica's cache of public bots.
    expect((await say()).status).toBe(409);
    const removed = await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(account.token), body: JSON.stringify({ password: account.password }) });
    expect(removed.status).toBe(200);
    expect((await say()).status).toBe(404);
  });

  it('asks an account of password sign-in for its password, not a name', async () => {
    const account = await signedInAccount();
    const bot = await newChatbot(backend.url, account.token, { robot_name: 'Kept bot' });
    const byName = await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(account.token), body: JSON.stringify({ confirm_name: 'Kept bot' }) });
    expect(byName.status).toBe(400);
    expect(((await byName.json()) as ErrorBody).error.fields).toEqual([{ field: 'password', message: 'validation.required' }]);
    expect((await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(200);
    const profile = (await (await fetch(`${backend.url}/member/profile`, { headers: auth(account.token) })).json()) as { sign_in_provider: unknown };
    expect(profile.sign_in_provider).toBeNull();
  });

  it("lets an account of Google or LINE sign-in, which knows no password, confirm with the bot's name", async () => {
    const account = await signedInAccount();
    await backend.db.updateTable('accounts').set({ provider: 'line' }).where('email', '=', account.email).execute();
    const profile = (await (await fetch(`${backend.url}/member/profile`, { headers: auth(account.token) })).json()) as { sign_in_provider: unknown };
    expect(profile.sign_in_provider).toBe('line');
    const bot = await newChatbot(backend.url, account.token, { robot_name: 'Shop helper' });
    const remove = (body: unknown) => fetch(`${backend.url}/chatbot/${bot.chatbot_id}/delete-chatbot`, { method: 'DELETE', headers: jsonAuth(account.token), body: JSON.stringify(body) });
    const fieldsOf = async (response: Response) => ((await response.json()) as ErrorBody).error.fields;

    const withPassword = await remove({ password: account.password });
    expect(withPassword.status).toBe(400);
    expect(await fieldsOf(withPassword)).toEqual([{ field: 'confirm_name', message: 'validation.required' }]);
    const wrongName = await remove({ confirm_name: 'Shop' });
    expect(wrongName.status).toBe(400);
    expect(await fieldsOf(wrongName)).toEqual([{ field: 'confirm_name', message: 'validation.botNameMismatch' }]);
    expect((await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(200);

    const right = await remove({ confirm_name: '  Shop helper ' });
    expect(right.status).toBe(200);
    expect((await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(account.token) })).status).toBe(404);
  });

  it('does not count deletions confirmed with the right password', async () => {
    const account = await signedInAccount();
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const bot = await newChatbot(backend.url, account.token, { robot_name: `Bot ${attempt}` });
      const response = await fetch(`${backend.url}/chatbot/${bot.chatbot_id}/delete-chatbot`, {
        method: 'DELETE',
        headers: jsonAuth(account.token),
        body: JSON.stringify({ password: account.password }),
      });
      expect(response.status).toBe(200);
    }
  });
});

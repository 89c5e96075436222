// /chatbot/* over real HTTP: creation with files, limits, ownership and the packages of the account's plan.
import type { AutoQaDataDTO, ChatbotDetailDTO, ChatbotListDTO, ErrorBody } from '../../schema/rest';
import { KNOWLEDGE_FILE_MAX_BYTES, scenarioDefaultTools } from '../../schema/rules/constants';
import { chatbotForm, chatbotPayload, newChatbot, type TestFile } from '../../tests/support/factories';
import { pdf } from '../knowledge/testing/fixtures';
import { ingestEventsUntilIdle } from '../knowledge/testing/ingest-stream';
import { auth, chatbotsKit, errorCode, jsonAuth } from './chatbots-kit';

const { backend, signedInAccount, modifyDetail, storedFileIds } = chatbotsKit();

const create = (token: string, payload: unknown, files: TestFile[] = []) =>
  fetch(`${backend().url}/chatbot/v2/create-chatbot`, { method: 'POST', headers: auth(token), body: chatbotForm(payload, files) });
const storedText = async (fileId: string) =>
  Buffer.from((await backend().db.selectFrom('knowledge_file_contents').select('bytes').where('file_id', '=', fileId).executeTakeFirstOrThrow()).bytes).toString('utf8');
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

    const detail = (await (await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(token) })).json()) as ChatbotDetailDTO;
    expect(withoutIngestState(detail)).toEqual(withoutIngestState(bot));
    const list = (await (await fetch(`${backend().url}/chatbot/chatbots-list`, { headers: auth(token) })).json()) as ChatbotListDTO;
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

    expect((await ingestEventsUntilIdle(backend().url, token, bot.chatbot_id)).status).toBe(200);
    const data = (await (await fetch(`${backend().url}/graph-rag/${bot.chatbot_id}/autoqa-data/`, { headers: auth(token) })).json()) as AutoQaDataDTO;
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
    const bots = await backend().db.selectFrom('chatbots').select('robot_name').where('robot_name', '=', 'Too big').execute();
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
    await newChatbot(backend().url, first.token, { robot_name: 'Twin' });
    const again = await create(first.token, chatbotPayload({ robot_name: 'Twin' }), [{ name: 'a.txt', content: 'x' }]);
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('DUPLICATE_BOT_NAME');
    const second = await signedInAccount();
    await expect(newChatbot(backend().url, second.token, { robot_name: 'Twin' })).resolves.toMatchObject({ robot_name: 'Twin' });
  });

  it.each([
    ['a space between CJK characters', '台北 客服', '台北客服'],
    ['full-width letters', 'ＡＢＣ', 'ABC'],
    ['a space inside and another case', 'Help  Desk', 'helpdesk'],
    ['an ideographic space at the end', 'Front\u3000', 'front'],
  ])('refuses a name differing from another bot of the account only in %s with 409', async (_label, first, second) => {
    const { token } = await signedInAccount();
    await newChatbot(backend().url, token, { robot_name: first });
    const again = await create(token, chatbotPayload({ robot_name: second }), [{ name: 'a.txt', content: 'x' }]);
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('DUPLICATE_BOT_NAME');
  });

  it("refuses a bot beyond the plan's bot limit with 403 BOT_LIMIT_REACHED", async () => {
    const { token } = await signedInAccount();
    for (let bot = 0; bot < 3; bot += 1) await newChatbot(backend().url, token);
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
    const malformed = await fetch(`${backend().url}/chatbot/v2/create-chatbot`, { method: 'POST', headers: auth(token), body: form });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.fields).toEqual([{ field: 'payload', message: expect.any(String) }]);

    const unknownPackage = await create(token, chatbotPayload({ package: 'platinum' }));
    expect(unknownPackage.status).toBe(400);
    expect(((await unknownPackage.json()) as ErrorBody).error.fields).toEqual([{ field: 'package', message: 'validation.packageRequired' }]);
  });

  it('requires a session', async () => {
    const response = await fetch(`${backend().url}/chatbot/v2/create-chatbot`, { method: 'POST', body: chatbotForm(chatbotPayload()) });
    expect(response.status).toBe(401);
  });
});

describe("another account's bot", () => {
  it('answers 404 BOT_NOT_FOUND on every chatbot route, exactly as for an unknown id', async () => {
    const owner = await signedInAccount();
    const bot = await newChatbot(backend().url, owner.token, {}, [{ name: 'kept.txt', content: 'x' }]);
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
        const response = await fetch(`${backend().url}${url}`, init);
        expect([url, init.method ?? 'GET', response.status, await response.json()]).toEqual([url, init.method ?? 'GET', 404, { error: { code: 'BOT_NOT_FOUND', message: 'Bot not found.' } }]);
      }
    }
    const untouched = (await (await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(owner.token) })).json()) as ChatbotDetailDTO;
    // Everything the stranger could touch is the same.
    expect(withoutIngestState(untouched)).toEqual(withoutIngestState(bot));
    const strangerList = (await (await fetch(`${backend().url}/chatbot/chatbots-list`, { headers: auth(stranger.token) })).json()) as ChatbotListDTO;
    expect(strangerList.chatbots).toEqual([]);
  });
});

describe("a package above the account's plan", () => {
  const onPlan = async (planCode: string) => {
    const account = await signedInAccount();
    await backend().db.updateTable('accounts').set({ plan_code: planCode }).where('email', '=', account.email).execute();
    return account;
  };

  it('is refused at creation with 400 PACKAGE_NOT_IN_PLAN, and nothing is created', async () => {
    const { token } = await onPlan('free');
    for (const pkg of ['pro', 'enterprise']) {
      const response = await create(token, chatbotPayload({ package: pkg }));
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('PACKAGE_NOT_IN_PLAN');
    }
    const list = (await (await fetch(`${backend().url}/chatbot/chatbots-list`, { headers: auth(token) })).json()) as ChatbotListDTO;
    expect(list.chatbots).toEqual([]);
  });

  it('is refused when changing a bot, which keeps its package', async () => {
    const { token } = await onPlan('pro');
    const bot = await newChatbot(backend().url, token, { package: 'pro' });
    const change = (pkg: string) => modifyDetail(token, bot.chatbot_id, { package: pkg });
    const refused = await change('enterprise');
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe('PACKAGE_NOT_IN_PLAN');
    const kept = (await (await fetch(`${backend().url}/chatbot/${bot.chatbot_id}/detail`, { headers: auth(token) })).json()) as ChatbotDetailDTO;
    expect(kept.package).toBe('pro');
    expect((await change('free')).status).toBe(200);
  });
});

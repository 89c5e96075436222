// Entity files through the REST routes and the reply pipeline: upload (good, bad rows, too large, replace), list,
// toggle, delete, the test route, ownership, hostile input, and in the owner's test chat the entities found, their
// names read as one term by the Q&A list and `{entity:type}` filled from the message or the conversation.
import type { EntityDataDTO, EntityTestDTO, ErrorBody, PublicMessageReply } from '../../schema/rest';
import { ENTITY_FILE_MAX_BYTES } from '../../schema/rules/entities';
import { loginToken, newAccount, newChatbot, trainedQaGroup } from '../../tests/support/factories';
import { startModelBackend, type ModelBackend } from '../autofaq/testing/model-backend';

const DISTRICTS = 'type,value,synonyms\ndistrict,中正區,中正|中正区\ndistrict,大安區,大安|大安区\nagency,中正區區公所,中正區公所\n';

let backend: ModelBackend;
let token: string;
let strangerToken: string;

beforeAll(async () => {
  backend = await startModelBackend();
  const [owner, stranger] = [await newAccount(backend.url), await newAccount(backend.url)];
  await backend.ctx.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', owner.email).execute();
  [token, strangerToken] = [await loginToken(backend.url, owner.email, owner.password), await loginToken(backend.url, stranger.email, stranger.password)];
}, 60_000);
afterAll(async () => {
  await backend?.close();
}, 30_000);

const auth = (as = token) => ({ Authorization: `Bearer ${as}` });

function upload(botId: string, content: string | Uint8Array<ArrayBuffer>, name = 'districts.csv', as = token): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), name);
  return fetch(`${backend.url}/ner/${botId}/upload/`, { method: 'POST', headers: auth(as), body: form });
}

async function data(botId: string): Promise<EntityDataDTO> {
  const response = await fetch(`${backend.url}/ner/${botId}/data/`, { headers: auth() });
  expect(response.status).toBe(200);
  return (await response.json()) as EntityDataDTO;
}

function postTest(botId: string, body: unknown, as = token): Promise<Response> {
  return fetch(`${backend.url}/ner/${botId}/test/`, { method: 'POST', headers: { ...auth(as), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function found(botId: string, text: string): Promise<EntityTestDTO['entities']> {
  const response = await postTest(botId, { text });
  expect(response.status).toBe(200);
  return ((await response.json()) as EntityTestDTO).entities;
}

const toggle = (botId: string, fileId: string, active: unknown, as = token) =>
  fetch(`${backend.url}/ner/${botId}/files/${fileId}/toggle-active/`, { method: 'PUT', headers: { ...auth(as), 'Content-Type': 'application/json' }, body: JSON.stringify({ active }) });

async function botWithEntities(csv = DISTRICTS): Promise<{ botId: string; vendorId: string }> {
  const bot = await newChatbot(backend.url, token, { language: 'tw' });
  expect((await upload(bot.chatbot_id, csv)).status).toBe(201);
  return { botId: bot.chatbot_id, vendorId: bot.vendor_id };
}

describe('uploading, listing, toggling and deleting entity files', () => {
  it('stores a file, lists it with its types, and the test finds its entities in either script', async () => {
    const { botId } = await botWithEntities();
    const listed = await data(botId);
    expect(listed).toMatchObject({ entity_count: 3, types: ['agency', 'district'], replaced_file: null });
    expect(listed.files).toEqual([expect.objectContaining({ file_name: 'districts.csv', active: true, entity_count: 3, size: Buffer.byteLength(DISTRICTS) })]);
    expect(await found(botId, '中正区公所和ＤＡ安？大安的圖書館')).toEqual([
      { type: 'agency', value: '中正區區公所', text: '中正区公所' },
      { type: 'district', value: '大安區', text: '大安' },
    ]);
  });

  it('stores a file name without bidi controls, its long tail cut between whole characters', async () => {
    const { botId } = await botWithEntities();
    expect((await upload(botId, DISTRICTS, 'bill\u202evsc.csv')).status).toBe(201);
    expect((await upload(botId, DISTRICTS, `${'😀'.repeat(300)}.csv`)).status).toBe(201);
    expect((await data(botId)).files.map((file) => file.file_name).sort()).toEqual(['billvsc.csv', 'districts.csv', `${'😀'.repeat(251)}.csv`].sort());
  });

  it('refuses a file with bad rows, naming each, and stores nothing', async () => {
    const { botId } = await botWithEntities();
    const response = await upload(botId, 'type,value\ndistrict,信義區\n,松山區\ndistrict,\n', 'more.csv');
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('IMPORT_INVALID');
    expect(body.error.lines).toEqual([{ line: 3, message: 'entities.rows.typeEmpty' }, { line: 4, message: 'entities.rows.valueEmpty' }]);
    expect((await data(botId)).files.map((file) => file.file_name)).toEqual(['districts.csv']);
    expect(await found(botId, '信義區')).toEqual([]);
  });

  it('refuses a file over 5 MB', async () => {
    const { botId } = await botWithEntities();
    const big = `type,value\n${'district,中正區\n'.repeat(Math.ceil(ENTITY_FILE_MAX_BYTES / 10))}`;
    const response = await upload(botId, big, 'big.csv');
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.code).toBe('FILE_TOO_LARGE');
    expect((await data(botId)).files).toHaveLength(1);
  });

  it('replaces a file of the same name, keeping it off when it was off, and says it replaced it', async () => {
    const { botId } = await botWithEntities();
    const [file] = (await data(botId)).files;
    expect((await toggle(botId, file.file_id, false)).status).toBe(200);
    const response = await upload(botId, 'type,value\ndistrict,信義區\n');
    expect(response.status).toBe(201);
    const replaced = (await response.json()) as EntityDataDTO;
    expect(replaced.replaced_file).toBe('districts.csv');
    expect(replaced.files).toEqual([expect.objectContaining({ file_name: 'districts.csv', entity_count: 1, active: false })]);
    expect(await found(botId, '信義區')).toEqual([]);
    expect((await toggle(botId, replaced.files[0].file_id, true)).status).toBe(200);
    expect(await found(botId, '信義區和中正區')).toEqual([{ type: 'district', value: '信義區', text: '信義區' }]);
  });

  it('finds nothing from a file turned off or deleted', async () => {
    const { botId } = await botWithEntities();
    const [file] = (await data(botId)).files;
    const off = (await (await toggle(botId, file.file_id, false)).json()) as EntityDataDTO;
    expect(off).toMatchObject({ entity_count: 0, types: [] });
    expect(await found(botId, '中正區')).toEqual([]);
    await toggle(botId, file.file_id, true);
    expect(await found(botId, '中正區')).toHaveLength(1);
    const deleted = await fetch(`${backend.url}/ner/${botId}/files/${file.file_id}/`, { method: 'DELETE', headers: auth() });
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as EntityDataDTO).files).toEqual([]);
    expect(await found(botId, '中正區')).toEqual([]);
    expect((await fetch(`${backend.url}/ner/${botId}/files/${file.file_id}/`, { method: 'DELETE', headers: auth() })).status).toBe(404);
  });
});

describe('ownership and hostile input', () => {
  it("answers another account's requests for the bot 404 and changes nothing", async () => {
    const { botId } = await botWithEntities();
    const [file] = (await data(botId)).files;
    expect((await fetch(`${backend.url}/ner/${botId}/data/`, { headers: auth(strangerToken) })).status).toBe(404);
    expect((await upload(botId, DISTRICTS, 'mine.csv', strangerToken)).status).toBe(404);
    expect((await toggle(botId, file.file_id, false, strangerToken)).status).toBe(404);
    expect((await fetch(`${backend.url}/ner/${botId}/files/${file.file_id}/`, { method: 'DELETE', headers: auth(strangerToken) })).status).toBe(404);
    expect((await postTest(botId, { text: '中正區' }, strangerToken)).status).toBe(404);
    expect((await fetch(`${backend.url}/ner/${botId}/data/`)).status).toBe(401);
    expect((await data(botId)).files).toEqual([expect.objectContaining({ file_name: 'districts.csv', active: true })]);
  });

  it("answers 404 for a file of the owner's other bot", async () => {
    const { botId } = await botWithEntities();
    const other = await botWithEntities();
    const [file] = (await data(other.botId)).files;
    expect((await toggle(botId, file.file_id, false)).status).toBe(404);
    expect((await data(other.botId)).files[0].active).toBe(true);
  });

  it('refuses NUL bytes, wrong types, broken multipart and a missing file with 400', async () => {
    const { botId } = await botWithEntities();
    expect((await postTest(botId, { text: 'a\u0000b' })).status).toBe(400);
    expect((await postTest(botId, { text: 5 })).status).toBe(400);
    expect((await postTest(botId, { text: '' })).status).toBe(400);
    expect((await postTest(botId, { text: 'x'.repeat(1001) })).status).toBe(400);
    expect((await toggle(botId, 'x', 'yes')).status).toBe(400);
    expect((await upload(botId, 'type,value\ndistrict,中\u0000正\n', 'nul.csv')).status).toBe(400);
    expect((await upload(botId, DISTRICTS, 'districts.xlsx')).status).toBe(400);
    const truncated = '--x\r\nContent-Disposition: form-data; name="file"; filename="e.csv"\r\nContent-Type: text/csv\r\n\r\ntype,value\r\n';
    const broken = await fetch(`${backend.url}/ner/${botId}/upload/`, { method: 'POST', headers: { ...auth(), 'Content-Type': 'multipart/form-data; boundary=x' }, body: truncated });
    expect(broken.status).toBe(400);
    const empty = await fetch(`${backend.url}/ner/${botId}/upload/`, { method: 'POST', headers: auth(), body: new FormData() });
    expect(empty.status).toBe(400);
    expect((await data(botId)).files).toHaveLength(1);
  });
});

describe('entities in the reply pipeline', () => {
  async function say(vendorId: string, text: string, userId = 'visitor'): Promise<PublicMessageReply> {
    const response = await fetch(`${backend.url}/webhook/api/v2/${vendorId}`, {
      method: 'POST',
      headers: { ...auth(), 'X-Test-Chat': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId, type: 'message', message: { text } }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as PublicMessageReply;
  }

  it('shows the entities found, fills {entity:type} from the message, then from the conversation, else removes it', async () => {
    const bot = await newChatbot(backend.url, token, { language: 'tw' });
    await trainedQaGroup(backend.url, token, bot.chatbot_id, { questions: ['區公所的上班時間'], answers: ['{entity:district}區公所的上班時間是週一至週五 8:30 到 17:30。'] });
    const named = await say(bot.vendor_id, '中正區公所上班時間');
    expect(named.debug?.entities).toEqual([]);
    expect(named.data.text).toBe('區公所的上班時間是週一至週五 8:30 到 17:30。');

    expect((await upload(bot.chatbot_id, DISTRICTS)).status).toBe(201);
    const inMessage = await say(bot.vendor_id, '大安区的区公所上班时间');
    expect(inMessage.debug?.entities).toEqual([{ type: 'district', value: '大安區', text: '大安区' }]);
    expect(inMessage.data.text).toBe('大安區區公所的上班時間是週一至週五 8:30 到 17:30。');
    const remembered = await say(bot.vendor_id, '區公所的上班時間');
    expect(remembered.data.text).toBe('大安區區公所的上班時間是週一至週五 8:30 到 17:30。');
    const someoneElse = await say(bot.vendor_id, '區公所的上班時間', 'another-visitor');
    expect(someoneElse.data.text).toBe('區公所的上班時間是週一至週五 8:30 到 17:30。');
  });

  it("reads every name of an entity as one term in the Q&A list's match", async () => {
    const bot = await newChatbot(backend.url, token, { language: 'tw' });
    await trainedQaGroup(backend.url, token, bot.chatbot_id, { questions: ['中正區區公所的地址'], answers: ['羅斯福路一段。'] });
    const before = await say(bot.vendor_id, '中正區公所在哪');
    expect(before.debug?.synonyms.map((reading) => reading.word)).not.toContain('中正區公所');
    expect((await upload(bot.chatbot_id, DISTRICTS)).status).toBe(201);
    const after = await say(bot.vendor_id, '中正區公所在哪');
    expect(after.debug?.synonyms).toContainEqual({ word: '中正區公所', read_as: ['中正區區公所'] });
    expect(after.debug?.candidates[0].score).toBeGreaterThan(before.debug?.candidates[0]?.score ?? 0);
  });
});

// The passage limits of knowledge files over real HTTP, on a backend whose limits are narrowed to a few passages
// (3 a file, 5 a bot): refused uploads store nothing and files of the creation wizard fail at ingestion with the
// reason. Then, on a backend with the default limits, the backend keeps answering while a hostile file is parsed;
// and on one whose files may take 0.2 s, a runaway file fails at ingestion with the reason.
import type { AutoQaDataDTO, KnowledgeErrorBody } from '../../schema/rest';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot, type TestFile } from '../../tests/support/factories';
import { manyParagraphsDocx, prose } from './testing/fixtures';
import { ingestEventsUntilIdle } from './testing/ingest-stream';

// Ingestion jobs and reader threads on a shared machine.
jest.setTimeout(60_000);

const FILE_MAX_CHUNKS = 3;
const BOT_MAX_CHUNKS = 5;

let backend: TestBackend;
let token: string;
/**
 * Nearly 5 MB of DOCX inflating to about 66 MB of XML, within every ZIP bound: seconds of work on a thread. Built
 * before the backend starts: building it takes seconds of this thread, and a kept-alive connection left idle that
 * long is closed by the server under the next request.
 */
let hostileDocx: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  hostileDocx = new Uint8Array(manyParagraphsDocx(60_000));
  backend = await startTestBackend({
    knowledgeReader: { limits: { fileMaxChunks: FILE_MAX_CHUNKS, botMaxChunks: BOT_MAX_CHUNKS } },
  });
  const account = await newAccount(backend.url);
  await backend.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', account.email).execute();
  token = await loginToken(backend.url, account.email, account.password);
});
afterAll(() => backend.close());

/** A TXT file of `passages` paragraphs of about 250 tokens: one passage each. */
const passagesTxt = (name: string, passages: number, seed = 1): TestFile => ({
  name,
  content: Array.from({ length: passages }, (_, i) => prose(seed * 1000 + i, 12)).join('\n\n'),
});

function upload(botId: string, files: TestFile[], overwrite?: boolean): Promise<Response> {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.content]), file.name);
  if (overwrite !== undefined) form.append('overwrite', String(overwrite));
  return fetch(`${backend.url}/graph-rag/${botId}/upload-graphrag/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
}

async function filesOf(botId: string): Promise<AutoQaDataDTO['files']> {
  await ingestEventsUntilIdle(backend.url, token, botId);
  const response = await fetch(`${backend.url}/graph-rag/${botId}/autoqa-data/`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as AutoQaDataDTO).files;
}

/** The ids of the bot's files whose bytes the database keeps. */
async function storedUploads(botId: string): Promise<string[]> {
  const rows = await backend.db
    .selectFrom('knowledge_file_contents')
    .innerJoin('knowledge_files', 'knowledge_files.file_id', 'knowledge_file_contents.file_id')
    .select('knowledge_files.file_id')
    .where('knowledge_files.chatbot_id', '=', botId)
    .orderBy('knowledge_files.file_id')
    .execute();
  return rows.map((row) => row.file_id);
}

async function refusalOf(response: Response): Promise<KnowledgeErrorBody['error']> {
  expect(response.status).toBe(400);
  return ((await response.json()) as KnowledgeErrorBody).error;
}

describe('passages per file', () => {
  it('refuses an upload whose file yields more passages than a file may hold, storing nothing', async () => {
    const bot = await newChatbot(backend.url, token);
    const error = await refusalOf(await upload(bot.chatbot_id, [passagesTxt('fits.txt', 2), passagesTxt('long.txt', 4)]));
    expect(error).toMatchObject({ code: 'KNOWLEDGE_FILE_INVALID', file: 'long.txt', reason: 'too_many_chunks' });
    expect(error.message).toBe('long.txt: the file yields more passages than one file may hold (4 passages, at most 3)');
    expect(await filesOf(bot.chatbot_id)).toEqual([]);
    expect(await storedUploads(bot.chatbot_id)).toEqual([]);
  });

  it("fails a creation wizard's file that yields too many passages at ingestion, with the reason's code", async () => {
    const bot = await newChatbot(backend.url, token, {}, [passagesTxt('long.txt', 4)]);
    expect(await filesOf(bot.chatbot_id)).toEqual([
      expect.objectContaining({ file_name: 'long.txt', status: 'failed', chunk_count: 0, reason: 'too_many_chunks' }),
    ]);
  });
});

describe('passages per bot', () => {
  it('refuses an upload that would take the bot past its passages, storing nothing, and lets a file be replaced', async () => {
    const bot = await newChatbot(backend.url, token);
    expect((await upload(bot.chatbot_id, [passagesTxt('first.txt', 3)])).status).toBe(201);
    expect(await filesOf(bot.chatbot_id)).toEqual([expect.objectContaining({ file_name: 'first.txt', status: 'ready', chunk_count: 3 })]);

    const error = await refusalOf(await upload(bot.chatbot_id, [passagesTxt('second.txt', 3, 2)]));
    expect(error).toMatchObject({ code: 'KNOWLEDGE_FILE_INVALID', file: 'second.txt', reason: 'bot_chunk_limit' });
    expect(error.message).toContain('(6 passages, at most 5)');
    expect((await filesOf(bot.chatbot_id)).map((file) => file.file_name)).toEqual(['first.txt']);
    expect(await storedUploads(bot.chatbot_id)).toHaveLength(1);

    // A replaced file's passages do not count against its replacement.
    expect((await upload(bot.chatbot_id, [passagesTxt('first.txt', 3, 3)], true)).status).toBe(201);
    expect(await filesOf(bot.chatbot_id)).toEqual([expect.objectContaining({ file_name: 'first.txt', status: 'ready', chunk_count: 3 })]);
  });

  it("fails the creation wizard's file that takes the bot past its passages at ingestion, keeping the others", async () => {
    const bot = await newChatbot(backend.url, token, {}, [passagesTxt('a.txt', 3), passagesTxt('b.txt', 3, 2)]);
    const files = await filesOf(bot.chatbot_id);
    expect(files.map((file) => file.status).sort()).toEqual(['failed', 'ready']);
    const failed = files.find((file) => file.status === 'failed');
    expect(failed?.reason).toBe('bot_chunk_limit');
  });
});

describe('a hostile file on a reader thread', () => {
  // The default limits, so the file is read for seconds before its text is known to be too long.
  let roomy: TestBackend;
  let owner: string;
  const reads: { onStart?: () => void; onSettle?: () => void } = {};
  beforeAll(async () => {
    roomy = await startTestBackend({ knowledgeReader: { onStart: () => reads.onStart?.(), onSettle: () => reads.onSettle?.() } });
    const account = await newAccount(roomy.url);
    owner = await loginToken(roomy.url, account.email, account.password);
  });
  afterAll(() => roomy.close());

  it('keeps /healthz and the public API answering while the file is parsed', async () => {
    const bot = await newChatbot(roomy.url, owner);
    const api = await fetch(`${roomy.url}/chatbot/${bot.chatbot_id}/integrations/api`, { method: 'PUT', headers: { Authorization: `Bearer ${owner}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ active: true }) });
    expect(api.status).toBe(200);
    const started = new Promise<void>((resolve) => (reads.onStart = resolve));
    let settled = false;
    reads.onSettle = () => (settled = true);

    const form = new FormData();
    form.append('files', new Blob([hostileDocx]), 'hostile.docx');
    const uploading = fetch(`${roomy.url}/graph-rag/${bot.chatbot_id}/upload-graphrag/`, { method: 'POST', headers: { Authorization: `Bearer ${owner}` }, body: form });
    await started;
    const [health, info] = await Promise.all([fetch(`${roomy.url}/healthz`), fetch(`${roomy.url}/webhook/api/v2/${bot.vendor_id}`)]);
    // Both answered while the file was still being read: the event loop was free.
    expect(settled).toBe(false);
    expect(health.status).toBe(200);
    expect(info.status).toBe(200);
    expect(await refusalOf(await uploading)).toMatchObject({ file: 'hostile.docx', reason: 'too_many_chunks' });
    expect(settled).toBe(true);
  });
});

describe('a runaway file at ingestion', () => {
  // A file may take 0.2 s on its thread: the hostile DOCX takes seconds.
  let hasty: TestBackend;
  let owner: string;
  beforeAll(async () => {
    hasty = await startTestBackend({ knowledgeReader: { timeoutMs: 200 } });
    const account = await newAccount(hasty.url);
    owner = await loginToken(hasty.url, account.email, account.password);
  });
  afterAll(() => hasty.close());

  it("ends a creation wizard's file failed when reading it passes the time limit, and reads the next file", async () => {
    const bot = await newChatbot(hasty.url, owner, {}, [{ name: 'hostile.docx', content: hostileDocx }]);
    const { events } = await ingestEventsUntilIdle(hasty.url, owner, bot.chatbot_id);
    expect(events.at(-1)).toMatchObject({
      file_name: 'hostile.docx',
      status: 'failed',
      reason: 'too_complex',
    });

    const form = new FormData();
    form.append('files', new Blob([passagesTxt('after.txt', 2).content]), 'after.txt');
    const uploaded = await fetch(`${hasty.url}/graph-rag/${bot.chatbot_id}/upload-graphrag/`, { method: 'POST', headers: { Authorization: `Bearer ${owner}` }, body: form });
    expect(uploaded.status).toBe(201);
  });
});

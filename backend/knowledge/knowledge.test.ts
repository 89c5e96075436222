// The AutoQA page's knowledge files through the REST routes: uploads and their refusals, ingestion as a job with
// live progress, retrieval, toggling, deleting, overwriting, ownership and retry.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AutoQaDataDTO, KnowledgeErrorBody, KnowledgeUploadDTO, RetrievalTestDTO } from '../../schema/rest';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../schema/rules/constants';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot, trainedQaGroup, type TestFile } from '../../tests/support/factories';
import { confidenceOf } from '../answering/pipeline/calibration';
import { docx, pdf } from './testing/fixtures';
import { ingestEventsUntilIdle } from './testing/ingest-stream';
import { replaceFileContent } from './knowledge-file.repository';

// Every test waits for real ingestion jobs on a shared machine.
jest.setTimeout(30_000);

let backend: TestBackend;
let token: string;

beforeAll(async () => {
  backend = await startTestBackend();
  const account = await newAccount(backend.url);
  // Each test makes its own bots: more than the free plan's three.
  await backend.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', account.email).execute();
  token = await loginToken(backend.url, account.email, account.password);
});
afterAll(() => backend.close());

const auth = () => ({ Authorization: `Bearer ${token}` });

function upload(botId: string, files: TestFile[], overwrite?: boolean, bearer = token): Promise<Response> {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  if (overwrite !== undefined) form.append('overwrite', String(overwrite));
  return fetch(`${backend.url}/graph-rag/${botId}/upload-graphrag/`, { method: 'POST', headers: { Authorization: `Bearer ${bearer}` }, body: form });
}

/** The ids of the bot's files whose bytes the database keeps. */
async function storedFileIdsOf(chatbotId: string): Promise<string[]> {
  const rows = await backend.db
    .selectFrom('knowledge_file_contents')
    .innerJoin('knowledge_files', 'knowledge_files.file_id', 'knowledge_file_contents.file_id')
    .select('knowledge_files.file_id')
    .where('knowledge_files.chatbot_id', '=', chatbotId)
    .execute();
  return rows.map((row) => row.file_id);
}

async function autoQaData(botId: string): Promise<AutoQaDataDTO> {
  const response = await fetch(`${backend.url}/graph-rag/${botId}/autoqa-data/`, { headers: auth() });
  expect(response.status).toBe(200);
  return (await response.json()) as AutoQaDataDTO;
}

/** Waits on the ingest event stream, which ends once no file of the bot is pending or processing. */
async function ingested(botId: string): Promise<AutoQaDataDTO> {
  const { status } = await ingestEventsUntilIdle(backend.url, token, botId);
  expect(status).toBe(200);
  return autoQaData(botId);
}

async function retrievalTest(botId: string, question: string): Promise<RetrievalTestDTO> {
  const response = await fetch(`${backend.url}/graph-rag/${botId}/retrieval-test/`, { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body: JSON.stringify({ question }) });
  expect(response.status).toBe(200);
  return (await response.json()) as RetrievalTestDTO;
}

const HOURS_TXT = '# Opening hours\nThe museum opens at 9:00 and closes at 17:00 from Tuesday to Sunday. It is closed on Mondays.\n\n# Tickets\nAdult tickets cost 300 dollars. Children under six enter free of charge.';
const PARKING_TXT = 'Parking\nThe car park under the museum has 200 spaces. Parking costs 40 dollars an hour.';

// A page long enough to fill a chunk of its own, so the next page starts a new one.
const FILLER_PAGE = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} describes the history of the building and its architects in some detail.`);

async function botWithFiles(files: TestFile[], language: 'en' | 'tw' = 'en') {
  const bot = await newChatbot(backend.url, token, { language });
  const response = await upload(bot.chatbot_id, files);
  expect(response.status).toBe(201);
  return bot;
}

describe('POST /graph-rag/{botId}/upload-graphrag/', () => {
  it('queues the files, ingests them with live progress and finds the right chunk', async () => {
    const bot = await newChatbot(backend.url, token, { language: 'en' });
    const response = await upload(bot.chatbot_id, [{ name: 'hours.txt', content: HOURS_TXT }, { name: 'parking.txt', content: PARKING_TXT }]);
    expect(response.status).toBe(201);
    const uploaded = (await response.json()) as KnowledgeUploadDTO;
    expect(uploaded.files.map((file) => [file.file_name, file.status])).toEqual([['hours.txt', 'pending'], ['parking.txt', 'pending']]);

    const { events } = await ingestEventsUntilIdle(backend.url, token, bot.chatbot_id);
    const hoursSteps = events.filter((event) => event.file_name === 'hours.txt');
    expect(hoursSteps.at(-1)).toMatchObject({ status: 'ready', step: 'done', progress: 1 });
    const data = await autoQaData(bot.chatbot_id);
    const hours = data.files.find((file) => file.file_name === 'hours.txt');
    expect(hours).toMatchObject({ status: 'ready', active: true, reason: null, chunk_count: 2 });
    expect(hours?.summary).toMatch(/^The museum opens at 9:00/);

    const found = await retrievalTest(bot.chatbot_id, 'How much is an adult ticket?');
    expect(found.chunks[0]).toMatchObject({ file_name: 'hours.txt', section: 'Tickets' });
    expect(found.chunks[0].score).toBeGreaterThan(0);
    expect(found.answer).toContain('Adult tickets cost 300 dollars');
    expect(found.answer).toMatch(/\(Source: hours\.txt\)$/);
  });

  it('reads DOCX headings and tables and PDF pages', async () => {
    const bot = await botWithFiles([
      { name: 'guide.docx', content: new Uint8Array(docx([{ heading: 'Refunds' }, { paragraph: 'Refund requests are handled within fourteen days.' }, { table: [['Item', 'Fee'], ['Locker rental', '20 dollars']] }])) },
      { name: 'rules.pdf', content: new Uint8Array(pdf([FILLER_PAGE, ['Flash photography is forbidden in every gallery.']])) },
    ]);
    const data = await ingested(bot.chatbot_id);
    expect(data.files.map((file) => file.status)).toEqual(['ready', 'ready']);
    const refund = await retrievalTest(bot.chatbot_id, 'how long do refunds take');
    expect(refund.chunks[0]).toMatchObject({ file_name: 'guide.docx', section: 'Refunds' });
    expect((await retrievalTest(bot.chatbot_id, 'locker rental fee')).chunks[0].text).toContain('Locker rental | 20 dollars');
    expect((await retrievalTest(bot.chatbot_id, 'is flash photography allowed')).chunks[0]).toMatchObject({ file_name: 'rules.pdf', location: { page: 2 } });
  });

  it('keeps extra AutoQA CSV columns, JSON included, with each row as its own chunk', async () => {
    const csv = 'Content,product\n"Night tour of the old town, two hours.","{""productName"":""Old town night tour"",""bookingURL"":""https://example.com/book/1""}"\n"Harbour cruise at sunset.",\n';
    const bot = await botWithFiles([{ name: 'tours.csv', content: csv, type: 'text/csv' }]);
    const data = await ingested(bot.chatbot_id);
    expect(data.files[0]).toMatchObject({ status: 'ready', chunk_count: 2 });
    const found = await retrievalTest(bot.chatbot_id, 'old town night tour booking');
    expect(found.chunks[0]).toMatchObject({ location: { row: 2 } });
    expect(found.chunks[0].text).toContain('bookingURL: https://example.com/book/1');
  });

  it('keeps a JSON cell nested far too deep as text, and reads the file', async () => {
    const deep = `${'{""a"":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const bot = await botWithFiles([{ name: 'deep.csv', content: `Content,meta\n"Lockers by the west gate cost 20 dollars.","${deep}"\n`, type: 'text/csv' }]);
    const data = await ingested(bot.chatbot_id);
    expect(data.files[0]).toMatchObject({ status: 'ready', chunk_count: 1 });
    expect((await retrievalTest(bot.chatbot_id, 'locker west gate')).chunks[0].text).toContain('Lockers by the west gate');
  });

  describe('refuses, naming the file, and leaves the stored files as they were', () => {
    let botId: string;
    let before: AutoQaDataDTO;

    beforeAll(async () => {
      const bot = await botWithFiles([{ name: 'hours.txt', content: HOURS_TXT }]);
      botId = bot.chatbot_id;
      before = await ingested(botId);
    });

    async function expectRefused(files: TestFile[], status: number, expected: Record<string, unknown>) {
      const response = await upload(botId, [{ name: 'fine.txt', content: 'A perfectly good file.' }, ...files]);
      expect(response.status).toBe(status);
      const body = (await response.json()) as KnowledgeErrorBody;
      expect(body.error).toMatchObject(expected);
      expect(await autoQaData(botId)).toEqual(before);
      expect(await storedFileIdsOf(botId)).toHaveLength(1);
    }

    it('a file whose bytes are not what its name says', async () => {
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      await expectRefused([{ name: 'photo.txt', content: png }], 400, { code: 'KNOWLEDGE_FILE_INVALID', reason: 'wrong_type', file: 'photo.txt' });
      await expectRefused([{ name: 'report.pdf', content: 'just text' }], 400, { reason: 'wrong_type', file: 'report.pdf' });
      await expectRefused([{ name: 'tool.exe', content: 'MZ' }], 400, { reason: 'wrong_type', file: 'tool.exe' });
    });

    it('an empty file', async () => {
      await expectRefused([{ name: 'empty.txt', content: '' }], 400, { code: 'KNOWLEDGE_FILE_INVALID', reason: 'empty', file: 'empty.txt' });
    });

    it('text that is not UTF-8', async () => {
      const big5 = new Uint8Array([0xa4, 0xa4, 0xa4, 0xe5, 0xa4, 0xe5, 0xa6, 0x72]);
      await expectRefused([{ name: 'big5.txt', content: big5 }], 400, { reason: 'not_utf8', file: 'big5.txt' });
    });

    it('a corrupt DOCX', async () => {
      const broken = docx([{ paragraph: 'Hello' }]).subarray(0, 60);
      await expectRefused([{ name: 'broken.docx', content: new Uint8Array(broken) }], 400, { reason: 'corrupt_docx', file: 'broken.docx' });
    });

    it('a PDF without a text layer, naming the page', async () => {
      await expectRefused([{ name: 'scan.pdf', content: new Uint8Array(pdf([[]])) }], 400, { reason: 'no_text_layer', file: 'scan.pdf', location: { page: 1 } });
    });

    it('an AutoQA cell of 300 tokens or more, naming the row', async () => {
      const csv = `Content\nShort passage.\n${'長'.repeat(200)}\n`;
      const response = await upload(botId, [{ name: 'long.csv', content: csv }]);
      expect(response.status).toBe(400);
      const body = (await response.json()) as KnowledgeErrorBody;
      expect(body.error).toMatchObject({ reason: 'cell_too_long', file: 'long.csv', location: { row: 3 } });
      expect(body.error.message).toContain('long.csv, row 3');
      expect(await autoQaData(botId)).toEqual(before);
    });

    it('a file over 5 MB with 413', async () => {
      await expectRefused([{ name: 'huge.txt', content: 'a'.repeat(KNOWLEDGE_FILE_MAX_BYTES + 1) }], 413, { code: 'FILE_TOO_LARGE' });
    });

    it('a file named like a stored one, unless overwrite is asked for', async () => {
      await expectRefused([{ name: 'hours.txt', content: 'New opening hours.' }], 409, { code: 'FILE_EXISTS', file: 'hours.txt' });
    });
  });

  it('replaces a file of the same name when overwrite=true', async () => {
    const bot = await botWithFiles([{ name: 'hours.txt', content: HOURS_TXT }]);
    const [old] = (await ingested(bot.chatbot_id)).files;
    const response = await upload(bot.chatbot_id, [{ name: 'hours.txt', content: 'The museum now opens at 8:00 every day.' }], true);
    expect(response.status).toBe(201);
    expect(((await response.json()) as KnowledgeUploadDTO).replaced).toEqual(['hours.txt']);
    const data = await ingested(bot.chatbot_id);
    expect(data.files).toHaveLength(1);
    expect(data.files[0].file_id).not.toBe(old.file_id);
    const found = await retrievalTest(bot.chatbot_id, 'when does the museum open');
    expect(found.chunks.map((chunk) => chunk.text)).toEqual(['The museum now opens at 8:00 every day.']);
    expect(await storedFileIdsOf(bot.chatbot_id)).toEqual([data.files[0].file_id]);
  });
});

describe('file routes', () => {
  it('an inactive file no longer answers, and answers again once active', async () => {
    const bot = await botWithFiles([{ name: 'parking.txt', content: PARKING_TXT }]);
    const [file] = (await ingested(bot.chatbot_id)).files;
    const toggle = (active: boolean) =>
      fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/files/${file.file_id}/toggle-active/`, { method: 'PUT', headers: { ...auth(), 'Content-Type': 'application/json' }, body: JSON.stringify({ active }) });
    expect(await (await toggle(false)).json()).toMatchObject({ active: false });
    expect((await retrievalTest(bot.chatbot_id, 'how much does parking cost')).chunks).toEqual([]);
    await toggle(true);
    expect((await retrievalTest(bot.chatbot_id, 'how much does parking cost')).chunks[0]).toMatchObject({ file_name: 'parking.txt' });
  });

  it('deletes a file with its chunks and stored bytes', async () => {
    const bot = await botWithFiles([{ name: 'parking.txt', content: PARKING_TXT }, { name: 'hours.txt', content: HOURS_TXT }]);
    const parking = (await ingested(bot.chatbot_id)).files.find((file) => file.file_name === 'parking.txt');
    if (!parking) throw new Error('parking.txt was not listed');
    const response = await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/files/${parking.file_id}/`, { method: 'DELETE', headers: auth() });
    expect(await response.json()).toEqual({ status: 'success' });
    expect((await autoQaData(bot.chatbot_id)).files.map((file) => file.file_name)).toEqual(['hours.txt']);
    expect((await retrievalTest(bot.chatbot_id, 'parking cost per hour')).chunks.some((chunk) => chunk.file_name === 'parking.txt')).toBe(false);
    expect(await backend.db.selectFrom('knowledge_chunks').select('ordinal').where('file_id', '=', parking.file_id).execute()).toEqual([]);
    const again = await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/files/${parking.file_id}/`, { method: 'DELETE', headers: auth() });
    expect(again.status).toBe(404);
  });

  it('saves the bot-level prompt and each file description and prompt, refusing a prompt over 400 tokens', async () => {
    const bot = await botWithFiles([{ name: 'parking.txt', content: PARKING_TXT }]);
    const [file] = (await ingested(bot.chatbot_id)).files;
    const save = (body: unknown) =>
      fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/update-chatbot-data/`, { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const saved = await save({ prompt: 'Answer politely.', files: [{ file_id: file.file_id, description: 'Car park', prompt: 'Mention the price.' }] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ prompt: 'Answer politely.', files: [{ description: 'Car park', prompt: 'Mention the price.' }] });
    const tooLong = await save({ prompt: '字'.repeat(270) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: [{ field: 'prompt', message: 'validation.tooLong' }] } });
    expect((await save({ prompt: '字'.repeat(266) })).status).toBe(200);
  });

  it('shows why an ingestion failed, and a retry after the cause is fixed succeeds', async () => {
    // The creation wizard checks only that a CSV is text, so a CSV without a Content column fails at ingestion.
    const bot = await newChatbot(backend.url, token, { language: 'en' }, [{ name: 'menu.csv', content: 'dish,price\nnoodles,120\n' }]);
    const [failed] = (await ingested(bot.chatbot_id)).files;
    expect(failed).toMatchObject({ file_name: 'menu.csv', status: 'failed' });
    // The refusal's code and where it points, which the console words in its language.
    expect(failed.reason).toBe('csv_columns@row:1');

    await replaceFileContent(backend.db, failed.file_id, Buffer.from('Content\nBeef noodles cost 120 dollars.\n'));
    const retry = await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/files/${failed.file_id}/retry/`, { method: 'POST', headers: auth() });
    expect(await retry.json()).toMatchObject({ status: 'pending', reason: null });
    expect((await ingested(bot.chatbot_id)).files[0]).toMatchObject({ status: 'ready', chunk_count: 1, reason: null });
  });

  it('still ingests a file stored under DATA_DIR before files were kept in the database', async () => {
    const bot = await newChatbot(backend.url, token, { language: 'en' }, [{ name: 'menu.csv', content: 'dish,price\nnoodles,120\n' }]);
    const [failed] = (await ingested(bot.chatbot_id)).files;
    const storagePath = path.join('uploads', bot.chatbot_id, failed.file_id);
    await mkdir(path.join(backend.dataDir, 'uploads', bot.chatbot_id), { recursive: true });
    await writeFile(path.join(backend.dataDir, storagePath), 'Content\nDumplings cost 90 dollars.\n');
    await backend.db.deleteFrom('knowledge_file_contents').where('file_id', '=', failed.file_id).execute();
    await backend.db.updateTable('knowledge_files').set({ storage_path: storagePath }).where('file_id', '=', failed.file_id).execute();
    await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/files/${failed.file_id}/retry/`, { method: 'POST', headers: auth() });
    expect((await ingested(bot.chatbot_id)).files[0]).toMatchObject({ status: 'ready', chunk_count: 1 });
    const remove = await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/files/${failed.file_id}/`, { method: 'DELETE', headers: auth() });
    expect(remove.status).toBe(200);
    expect(existsSync(path.join(backend.dataDir, storagePath))).toBe(false);
  });

  it("fails a file whose stored bytes are gone with INTERNAL, not the error's words (a server path)", async () => {
    const bot = await newChatbot(backend.url, token, { language: 'en' }, [{ name: 'menu.csv', content: 'dish,price\nnoodles,120\n' }]);
    const [failed] = (await ingested(bot.chatbot_id)).files;
    await backend.db.deleteFrom('knowledge_file_contents').where('file_id', '=', failed.file_id).execute();
    await backend.db.updateTable('knowledge_files').set({ storage_path: path.join('uploads', bot.chatbot_id, 'gone') }).where('file_id', '=', failed.file_id).execute();
    await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/files/${failed.file_id}/retry/`, { method: 'POST', headers: auth() });
    expect((await ingested(bot.chatbot_id)).files[0]).toMatchObject({ status: 'failed', reason: 'INTERNAL' });
  });

  it('answers only the owner: 401 without a session, 404 BOT_NOT_FOUND for another account', async () => {
    const bot = await botWithFiles([{ name: 'parking.txt', content: PARKING_TXT }]);
    const anonymous = await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/autoqa-data/`);
    expect(anonymous.status).toBe(401);
    const stranger = await newAccount(backend.url);
    const strangerToken = await loginToken(backend.url, stranger.email, stranger.password);
    for (const response of [
      await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/autoqa-data/`, { headers: { Authorization: `Bearer ${strangerToken}` } }),
      await upload(bot.chatbot_id, [{ name: 'mine.txt', content: 'Mine now.' }], undefined, strangerToken),
      await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/retrieval-test/`, { method: 'POST', headers: { Authorization: `Bearer ${strangerToken}`, 'Content-Type': 'application/json' }, body: '{"question":"parking"}' }),
      await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/ingest/events`, { headers: { Authorization: `Bearer ${strangerToken}` } }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'BOT_NOT_FOUND' } });
    }
    expect((await autoQaData(bot.chatbot_id)).files.map((file) => file.file_name)).toEqual(['parking.txt']);
  });
});

describe('POST /graph-rag/{botId}/retrieval-test/ verdict', () => {
  async function setThresholds(botId: string, answer: number, suggest: number) {
    const body = JSON.stringify({ answer_threshold: answer, suggest_threshold: suggest, max_suggestions: 3 });
    const response = await fetch(`${backend.url}/qa/${botId}/answer-settings`, { method: 'PUT', headers: { ...auth(), 'Content-Type': 'application/json' }, body });
    expect(response.status).toBe(200);
  }

  it("gives every chunk at least its calibrated confidence and judges the best one by the bot's thresholds", async () => {
    const bot = await botWithFiles([{ name: 'hours.txt', content: HOURS_TXT }, { name: 'parking.txt', content: PARKING_TXT }]);
    await ingested(bot.chatbot_id);
    // A trained Q&A list competes with the passages, so the calibrated choice decides.
    await trainedQaGroup(backend.url, token, bot.chatbot_id, { questions: ['Where is the cloakroom?'], answers: ['On the ground floor.'] });
    const question = 'How much is an adult ticket?';
    const first = await retrievalTest(bot.chatbot_id, question);
    expect(first.sole_source).toBe(false);
    expect(first.chunks.length).toBeGreaterThan(0);
    // Ranked with the Q&A list too, a passage keeps the higher of its own retrieval's confidence and the joint one.
    for (const chunk of first.chunks) expect(chunk.confidence).toBeGreaterThanOrEqual(confidenceOf('knowledge', chunk.score));
    const best = Math.max(...first.chunks.map((chunk) => chunk.confidence));
    expect(best).toBeGreaterThan(0.05);

    await setThresholds(bot.chatbot_id, Math.min(1, best - 0.01), 0);
    expect((await retrievalTest(bot.chatbot_id, question)).verdict).toBe('answer');
    await setThresholds(bot.chatbot_id, Math.min(1, best + 0.01), best - 0.01);
    expect((await retrievalTest(bot.chatbot_id, question)).verdict).toBe('suggest');
    await setThresholds(bot.chatbot_id, Math.min(1, best + 0.02), Math.min(1, best + 0.01));
    expect(await retrievalTest(bot.chatbot_id, question)).toMatchObject({ verdict: 'none', chunks: first.chunks });
  });

  it("judges by retrieval's own rule, whatever the thresholds, when the knowledge is the bot's only source", async () => {
    const bot = await botWithFiles([{ name: 'hours.txt', content: HOURS_TXT }, { name: 'parking.txt', content: PARKING_TXT }]);
    await ingested(bot.chatbot_id);
    await setThresholds(bot.chatbot_id, 1, 1);
    const covered = await retrievalTest(bot.chatbot_id, 'How much is an adult ticket?');
    expect(covered).toMatchObject({ verdict: 'answer', answer: expect.any(String), sole_source: true });
    expect(await retrievalTest(bot.chatbot_id, 'Can I bring my dog to the concert hall?')).toMatchObject({ verdict: 'none', answer: null, sole_source: true });
  });

  it('says none for a bot without knowledge files', async () => {
    const bot = await newChatbot(backend.url, token, { language: 'en' });
    expect(await retrievalTest(bot.chatbot_id, 'How much is an adult ticket?')).toEqual({ question: 'How much is an adult ticket?', chunks: [], answer: null, verdict: 'none', sole_source: false });
  });
});

// AutoFAQ through the REST routes and the pipeline step: answer-set uploads and their refusals, toggling and
// deleting, and the choice of a fixed answer by retrieval alone or by the language model (and its failures).
import type { AutoFaqDataDTO, AutoFaqTestDTO, KnowledgeErrorBody } from '../../schema/rest';
import { AUTOFAQ_FILE_MAX_BYTES } from '../../schema/rules/autofaq';
import { startFakeLlm, type FakeChatRequest, type FakeLlm } from '../../tests/support/fake-llm';
import { loginToken, newAccount, newChatbot, trainedQaGroup } from '../../tests/support/factories';
import { autoFaqAnswer, proposeFromAutoFaq } from '../answering/pipeline/autofaq.source';
import { startModelBudget } from '../answering/pipeline/model-budget';
import { fakeLlmEnv, startModelBackend, type ModelBackend } from './testing/model-backend';
import { AUTOFAQ_FILE_MAX_ANSWERS } from '../../schema/rules/autofaq';

const HOURS = 'The museum opens at 9:00 and closes at 17:00 from Tuesday to Sunday; it is closed on Mondays.';
const TICKETS = 'Adult tickets cost 300 dollars; children under six enter free of charge.';
const PARKING = 'The car park under the museum has 200 spaces and costs 40 dollars an hour.';
const FAQ_CSV = `title,answer\nOpening hours,${HOURS}\nTickets,"${TICKETS}"\nParking,${PARKING}\n`;

let fake: FakeLlm;
let modelReply: (request: FakeChatRequest) => string | Promise<string>;
let plain: ModelBackend;
let withModel: ModelBackend;
const tokens = new Map<ModelBackend, string>();

beforeAll(async () => {
  fake = await startFakeLlm({ reply: (request) => modelReply(request) });
  // The plain backend reads every answer set on the CSV reader's thread, as a large file is read.
  [plain, withModel] = await Promise.all([startModelBackend({ csvReader: { inlineCharacters: 0 } }), startModelBackend({ llmEnv: fakeLlmEnv(fake.url, 500) })]);
  for (const backend of [plain, withModel]) {
    const account = await newAccount(backend.url);
    await backend.ctx.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', account.email).execute();
    tokens.set(backend, await loginToken(backend.url, account.email, account.password));
  }
}, 60_000);
afterAll(async () => {
  await Promise.all([plain?.close(), withModel?.close()]);
  await fake?.close();
}, 30_000);
beforeEach(() => {
  fake.reset();
  modelReply = () => JSON.stringify({ choice: null });
});

const auth = (backend: ModelBackend) => ({ Authorization: `Bearer ${tokens.get(backend)}` });

function upload(backend: ModelBackend, botId: string, content: string | Uint8Array<ArrayBuffer>, options: { name?: string; overwrite?: boolean; token?: string } = {}): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), options.name ?? 'faq.csv');
  if (options.overwrite !== undefined) form.append('overwrite', String(options.overwrite));
  const headers = options.token ? { Authorization: `Bearer ${options.token}` } : auth(backend);
  return fetch(`${backend.url}/autofaq/${botId}/upload/`, { method: 'POST', headers, body: form });
}

async function data(backend: ModelBackend, botId: string): Promise<AutoFaqDataDTO> {
  const response = await fetch(`${backend.url}/autofaq/${botId}/data/`, { headers: auth(backend) });
  expect(response.status).toBe(200);
  return (await response.json()) as AutoFaqDataDTO;
}

async function test(backend: ModelBackend, botId: string, question: string): Promise<AutoFaqTestDTO> {
  const response = await fetch(`${backend.url}/autofaq/${botId}/test/`, { method: 'POST', headers: { ...auth(backend), 'Content-Type': 'application/json' }, body: JSON.stringify({ question }) });
  expect(response.status).toBe(200);
  return (await response.json()) as AutoFaqTestDTO;
}

async function botWithFaq(backend: ModelBackend, csv = FAQ_CSV): Promise<string> {
  const bot = await newChatbot(backend.url, tokens.get(backend) ?? '', { language: 'en' });
  const response = await upload(backend, bot.chatbot_id, csv);
  expect(response.status).toBe(201);
  return bot.chatbot_id;
}

const answerText = (result: AutoFaqTestDTO) => result.shortlist.find((candidate) => candidate.answer_id === result.chosen_answer_id)?.text ?? null;

describe('POST /autofaq/{botId}/upload/', () => {
  it('stores one fixed answer per row and lists the file', async () => {
    const botId = await botWithFaq(plain);
    const listed = await data(plain, botId);
    expect(listed.answer_count).toBe(3);
    expect(listed.files).toEqual([expect.objectContaining({ file_name: 'faq.csv', active: true, answer_count: 3, size: Buffer.byteLength(FAQ_CSV) })]);
  });

  it("builds the bot's index once its uploads pause, before anyone asks", async () => {
    const bot = await newChatbot(plain.url, tokens.get(plain) ?? '', { language: 'en' });
    const build = jest.spyOn(plain.ctx.indexBuilder, 'build');
    const builtForThisFile = () =>
      build.mock.calls.some(([task]) => task.kind === 'answer-index' && task.groups.some((group) => group.questions.includes('Warm-up check')));
    try {
      expect((await upload(plain, bot.chatbot_id, 'title,answer\nWarm-up check,Built before the first question.\n', { name: 'warm.csv' })).status).toBe(201);
      for (let i = 0; i < 100 && !builtForThisFile(); i++) await new Promise((resolve) => setTimeout(resolve, 30));
      expect(builtForThisFile()).toBe(true);
    } finally {
      build.mockRestore();
    }
  });

  it('accepts a content column in any case as the answers, without titles', async () => {
    const botId = await botWithFaq(plain, `Content\n${HOURS}\n${PARKING}\n`);
    expect((await data(plain, botId)).answer_count).toBe(2);
  });

  it("refuses a file that would take the bot's files past 40,000 answers, counting a file it replaces out", async () => {
    const botId = await botWithFaq(plain);
    // Files holding 39,997 more answers, as two large uploads would have left them (3 + 39,997 = 40,000).
    await plain.ctx.db
      .insertInto('autofaq_files')
      .values({ file_id: `big-${botId}`, chatbot_id: botId, file_name: 'big.csv', active: false, size: 1, answer_count: 39_997 })
      .execute();
    const refused = await upload(plain, botId, `title,answer\nOne more,${HOURS}\n`, { name: 'more.csv' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 'KNOWLEDGE_FILE_INVALID', reason: 'too_many_chunks', message: "more.csv: the bot's files would hold 40001 answers, at most 40000" },
    });
    // Replacing faq.csv (3 answers) with 3 others keeps the bot at 40,000.
    const replaced = await upload(plain, botId, `title,answer\nA,${HOURS}\nB,${PARKING}\nC,${HOURS}!\n`, { overwrite: true });
    expect(replaced.status).toBe(201);
    expect((await data(plain, botId)).files.map((file) => file.file_name).sort()).toEqual(['big.csv', 'faq.csv']);
  });

  it('refuses a file of more answers than one file may hold, naming the first row past the bound, and stores nothing', async () => {
    const bot = await newChatbot(plain.url, tokens.get(plain) ?? '');
    const rows = Array.from({ length: AUTOFAQ_FILE_MAX_ANSWERS + 1 }, (_, i) => `answer ${i}`).join('\n');
    const response = await upload(plain, bot.chatbot_id, `answer\n${rows}\n`, { name: 'huge.csv' });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as KnowledgeErrorBody;
    expect(error).toMatchObject({ code: 'KNOWLEDGE_FILE_INVALID', file: 'huge.csv', reason: 'too_many_chunks', location: { row: AUTOFAQ_FILE_MAX_ANSWERS + 2 } });
    expect((await data(plain, bot.chatbot_id)).files).toEqual([]);
  });

  it('refuses a file with an empty answer, naming the file and the row, and stores nothing', async () => {
    const bot = await newChatbot(plain.url, tokens.get(plain) ?? '');
    const response = await upload(plain, bot.chatbot_id, `title,answer\nHours,${HOURS}\nTickets,\nParking,${PARKING}\n`, { name: 'answers.csv' });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as KnowledgeErrorBody;
    expect(error).toMatchObject({ code: 'KNOWLEDGE_FILE_INVALID', file: 'answers.csv', reason: 'empty', location: { row: 3 } });
    expect(error.message).toContain('row 3');
    expect((await data(plain, bot.chatbot_id)).files).toEqual([]);
  });

  it("names a row by its line in the file, past blank lines and a cell over several lines, and skips a spreadsheet's cleared rows", async () => {
    const bot = await newChatbot(plain.url, tokens.get(plain) ?? '');
    const csv = `title,answer\n\nHours,"${HOURS}\nline two\nline three"\n,\nTickets,\n`;
    const { error } = (await (await upload(plain, bot.chatbot_id, csv, { name: 'lines.csv' })).json()) as KnowledgeErrorBody;
    expect(error).toMatchObject({ reason: 'empty', location: { row: 7 } });
    const cleared = await upload(plain, bot.chatbot_id, `title,answer\r\nHours,${HOURS}\r\n,\r\n,\r\n`, { name: 'cleared.csv' });
    expect(cleared.status).toBe(201);
  });

  it('reads a UTF-16 file with its byte-order mark, as the knowledge files are read', async () => {
    const bot = await newChatbot(plain.url, tokens.get(plain) ?? '');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`title,answer\r\nHours,${HOURS}\r\n`, 'utf16le')]);
    expect((await upload(plain, bot.chatbot_id, utf16, { name: 'unicode.csv' })).status).toBe(201);
  });

  it('refuses an answer over 2,000 characters and a file without an answer column', async () => {
    const bot = await newChatbot(plain.url, tokens.get(plain) ?? '');
    const long = await upload(plain, bot.chatbot_id, `answer\n${HOURS}\n${'x'.repeat(2001)}\n`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as KnowledgeErrorBody).error).toMatchObject({ code: 'KNOWLEDGE_FILE_INVALID', reason: 'cell_too_long', location: { row: 3 } });
    const columns = await upload(plain, bot.chatbot_id, `title,reply\nHours,${HOURS}\n`);
    expect(((await columns.json()) as KnowledgeErrorBody).error).toMatchObject({ code: 'KNOWLEDGE_FILE_INVALID', reason: 'csv_columns', location: { row: 1 } });
    expect((await data(plain, bot.chatbot_id)).files).toEqual([]);
  });

  it('refuses a file of the same name with 409 FILE_EXISTS, and replaces it with overwrite=true', async () => {
    const botId = await botWithFaq(plain);
    const again = await upload(plain, botId, `answer\n${PARKING}\n`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as KnowledgeErrorBody).error).toMatchObject({ code: 'FILE_EXISTS', file: 'faq.csv' });
    expect((await data(plain, botId)).answer_count).toBe(3);

    const replaced = await upload(plain, botId, `answer\n${PARKING}\n`, { overwrite: true });
    expect(replaced.status).toBe(201);
    const after = (await replaced.json()) as AutoFaqDataDTO;
    expect(after.files).toHaveLength(1);
    expect(after.answer_count).toBe(1);
    expect((await test(plain, botId, 'When does the museum open?')).shortlist.map((candidate) => candidate.text)).not.toContain(HOURS);
  });

  it('refuses a file one byte over 5 MB with 413', async () => {
    const bot = await newChatbot(plain.url, tokens.get(plain) ?? '');
    const header = 'answer\n';
    const response = await upload(plain, bot.chatbot_id, header + 'a'.repeat(AUTOFAQ_FILE_MAX_BYTES + 1 - header.length));
    expect(response.status).toBe(413);
    expect(((await response.json()) as KnowledgeErrorBody).error.code).toBe('FILE_TOO_LARGE');
  });

  it("answers 404 BOT_NOT_FOUND for another account's bot", async () => {
    const botId = await botWithFaq(plain);
    const other = await newAccount(plain.url);
    const otherToken = await loginToken(plain.url, other.email, other.password);
    const response = await upload(plain, botId, FAQ_CSV, { token: otherToken, name: 'other.csv' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as KnowledgeErrorBody).error.code).toBe('BOT_NOT_FOUND');
    for (const [method, path] of [['GET', 'data/'], ['POST', 'test/']] as const) {
      const answer = await fetch(`${plain.url}/autofaq/${botId}/${path}`, { method, headers: { Authorization: `Bearer ${otherToken}`, 'Content-Type': 'application/json' }, body: method === 'POST' ? JSON.stringify({ question: 'hours?' }) : undefined });
      expect(answer.status).toBe(404);
    }
  });
});

describe('toggling and deleting answer sets', () => {
  it('stops answering from an inactive file and answers again once it is active', async () => {
    const botId = await botWithFaq(plain);
    const [file] = (await data(plain, botId)).files;
    const toggle = (active: boolean) =>
      fetch(`${plain.url}/autofaq/${botId}/files/${file.file_id}/toggle-active/`, { method: 'PUT', headers: { ...auth(plain), 'Content-Type': 'application/json' }, body: JSON.stringify({ active }) });

    const off = await toggle(false);
    expect(off.status).toBe(200);
    expect((await off.json()) as AutoFaqDataDTO).toMatchObject({ answer_count: 0, files: [{ active: false }] });
    expect(await test(plain, botId, 'When does the museum open?')).toMatchObject({ shortlist: [], chosen_answer_id: null });

    expect((await toggle(true)).status).toBe(200);
    expect(answerText(await test(plain, botId, 'When does the museum open?'))).toBe(HOURS);
  });

  it('deletes a file and its answers; an unknown file is 404 NOT_FOUND', async () => {
    const botId = await botWithFaq(plain);
    const [file] = (await data(plain, botId)).files;
    const removed = await fetch(`${plain.url}/autofaq/${botId}/files/${file.file_id}/`, { method: 'DELETE', headers: auth(plain) });
    expect(removed.status).toBe(200);
    expect((await removed.json()) as AutoFaqDataDTO).toMatchObject({ files: [], answer_count: 0 });
    expect((await test(plain, botId, 'How much is parking?')).shortlist).toEqual([]);
    const again = await fetch(`${plain.url}/autofaq/${botId}/files/${file.file_id}/`, { method: 'DELETE', headers: auth(plain) });
    expect(again.status).toBe(404);
  });
});

describe('POST /autofaq/{botId}/test/ without a language model', () => {
  it('chooses the best-ranked answer by retrieval', async () => {
    const botId = await botWithFaq(plain);
    const result = await test(plain, botId, 'How much does an adult ticket cost?');
    expect(result).toMatchObject({ chosen_by: 'retrieval', model_error: null });
    expect(result.shortlist[0].text).toBe(TICKETS);
    expect(answerText(result)).toBe(TICKETS);
    expect(result.shortlist.every((candidate, i) => i === 0 || candidate.score <= result.shortlist[i - 1].score)).toBe(true);
  });

  it('chooses nothing for a question the answers do not cover', async () => {
    const botId = await botWithFaq(plain);
    expect(await test(plain, botId, 'Can I bring my dog on the train to Kaohsiung?')).toMatchObject({ chosen_answer_id: null, chosen_by: 'retrieval' });
  });
});

describe('POST /autofaq/{botId}/test/ verdict', () => {
  async function setThresholds(backend: ModelBackend, botId: string, answer: number, suggest: number) {
    const body = JSON.stringify({ answer_threshold: answer, suggest_threshold: suggest, max_suggestions: 3 });
    const response = await fetch(`${backend.url}/qa/${botId}/answer-settings`, { method: 'PUT', headers: { ...auth(backend), 'Content-Type': 'application/json' }, body });
    expect(response.status).toBe(200);
  }

  it("judges the best shortlisted answer by the bot's thresholds when other sources compete", async () => {
    const botId = await botWithFaq(plain);
    // A trained Q&A list competes with the answers, so the bot's thresholds decide (reply-pipeline.test.ts checks that
    // the confidences are the ones a reply weighs).
    await trainedQaGroup(plain.url, tokens.get(plain) ?? '', botId, { questions: ['Where is the cloakroom?'], answers: ['On the ground floor.'] });
    const question = 'How much does an adult ticket cost?';
    const first = await test(plain, botId, question);
    expect(first.sole_source).toBe(false);
    expect(first.shortlist[0]).toMatchObject({ answer_id: first.chosen_answer_id, title: 'Tickets' });
    const best = Math.max(...first.shortlist.map((candidate) => candidate.confidence));
    expect(first.shortlist[0].confidence).toBe(best);
    expect(best).toBeGreaterThan(0.05);

    await setThresholds(plain, botId, Math.min(1, best - 0.01), 0);
    expect((await test(plain, botId, question)).verdict).toBe('answer');
    await setThresholds(plain, botId, Math.min(1, best + 0.01), best - 0.01);
    expect((await test(plain, botId, question)).verdict).toBe('suggest');
    await setThresholds(plain, botId, Math.min(1, best + 0.02), Math.min(1, best + 0.01));
    const none = await test(plain, botId, question);
    expect(none).toMatchObject({ verdict: 'none', chosen_answer_id: first.chosen_answer_id });
  });

  it("judges by AutoFAQ's own rule, whatever the thresholds, when it is the bot's only source", async () => {
    const botId = await botWithFaq(plain);
    await setThresholds(plain, botId, 1, 1);
    expect(await test(plain, botId, 'How much does an adult ticket cost?')).toMatchObject({ verdict: 'answer', chosen_answer_id: expect.any(String), sole_source: true });
    expect(await test(plain, botId, 'Can I bring my dog to the concert hall?')).toMatchObject({ verdict: 'none', chosen_answer_id: null, sole_source: true });
  });

  it('says none for a bot without answer sets', async () => {
    const bot = await newChatbot(plain.url, tokens.get(plain) ?? '', { language: 'en' });
    expect(await test(plain, bot.chatbot_id, 'How much does an adult ticket cost?')).toMatchObject({ shortlist: [], verdict: 'none', sole_source: false });
  });
});

describe('POST /autofaq/{botId}/test/ with a language model', () => {
  it("takes the model's choice from the numbered shortlist", async () => {
    const botId = await botWithFaq(withModel);
    modelReply = () => JSON.stringify({ choice: 2 });
    const result = await test(withModel, botId, 'What does it cost to visit?');
    expect(result).toMatchObject({ chosen_by: 'model', model_error: null });
    expect(result.shortlist.length).toBeGreaterThanOrEqual(2);
    expect(result.chosen_answer_id).toBe(result.shortlist[1].answer_id);

    const [request] = fake.requests.filter((recorded) => recorded.endpoint === 'chat');
    const body = request.body as { messages: { role: string; content: string }[]; response_format?: { type: string } };
    expect(body.response_format).toEqual({ type: 'json_object' });
    const prompt = body.messages.find((message) => message.role === 'user')?.content ?? '';
    expect(prompt).toContain('What does it cost to visit?');
    result.shortlist.forEach((candidate, i) => expect(prompt).toContain(`${i + 1}. [${candidate.title}] ${candidate.text}`));
  });

  it('chooses nothing when the model says none, even where retrieval alone would answer', async () => {
    const botId = await botWithFaq(withModel);
    modelReply = () => '{"choice": null}';
    expect(await test(withModel, botId, 'How much does an adult ticket cost?')).toMatchObject({ chosen_answer_id: null, chosen_by: 'model', model_error: null });
  });

  it('reads an out-of-range or unparsable choice as none', async () => {
    const botId = await botWithFaq(withModel);
    for (const reply of ['{"choice": 9}', '{"choice": 0}', '{"choice": "1"}', 'The answer is 1.', '{"choice": 1.5}']) {
      modelReply = () => reply;
      expect(await test(withModel, botId, 'How much does an adult ticket cost?')).toMatchObject({ chosen_answer_id: null, chosen_by: 'model' });
    }
  });

  /** What the reply pipeline's AutoFAQ source sends when its best candidate is chosen. */
  async function answerFromAutoFaq(backend: ModelBackend, chatbotId: string, question: string): Promise<string | null> {
    const faq = await backend.ctx.caches.autoFaq.get(chatbotId);
    const proposal = faq && proposeFromAutoFaq(faq, question);
    const best = proposal?.candidates[0];
    return proposal && best ? autoFaqAnswer(backend.ctx, { chatbotId }, proposal, best, question, startModelBudget(backend.ctx.llm)) : null;
  }

  it("never replies with the model's own text, only with the stored answer", async () => {
    const botId = await botWithFaq(withModel);
    const invented = 'Tickets are free for everyone today!';
    modelReply = () => JSON.stringify({ choice: 1, answer: invented });
    const reply = await answerFromAutoFaq(withModel, botId, 'How much does an adult ticket cost?');
    expect(reply).toBe(TICKETS);
    modelReply = () => invented;
    expect(await answerFromAutoFaq(withModel, botId, 'How much does an adult ticket cost?')).toBeNull();
  });

  it('falls back to retrieval with model_error when the model times out', async () => {
    const botId = await botWithFaq(withModel);
    fake.setBehaviour({ kind: 'delay', ms: 3000, times: 1, endpoint: 'chat' });
    const result = await test(withModel, botId, 'How much does an adult ticket cost?');
    expect(result).toMatchObject({ chosen_by: 'retrieval' });
    expect(result.model_error).toMatch(/^timeout/);
    expect(answerText(result)).toBe(TICKETS);
  });

  it('falls back to retrieval with model_error when the model answers 500', async () => {
    const botId = await botWithFaq(withModel);
    fake.setBehaviour({ kind: 'fail', status: 500, times: 1, endpoint: 'chat' });
    const result = await test(withModel, botId, 'How much does an adult ticket cost?');
    expect(result.chosen_by).toBe('retrieval');
    expect(result.model_error).toMatch(/^unavailable/);
    expect(answerText(result)).toBe(TICKETS);
    // The pipeline step falls back the same way.
    fake.setBehaviour({ kind: 'fail', status: 500, times: 1, endpoint: 'chat' });
    expect(await answerFromAutoFaq(withModel, botId, 'How much does an adult ticket cost?')).toBe(TICKETS);
  });
});

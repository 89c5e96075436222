// The batch test over real HTTP: a CSV of questions runs through the reply pipeline unrecorded, with pass/fail on
// expected answers and a summary; refusals start nothing; pause, resume and stop move a run as the owner asks and a
// worker loses a paused run at its next step; two runs of a file compare; results export as CSV; a missed row's
// question joins the right group or becomes a new one; another account's bot and another bot's run are not found.
import type { BatchTestComparisonDTO, BatchTestRowPageDTO, BatchTestRunDTO, BatchTestRunListDTO, ErrorBody, LikelyGroupsDTO, QaGroupDTO, WeeklyQuestionsDTO } from '../../schema/rest';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot, newQaGroup, trainBot, trainedQaGroup } from '../../tests/support/factories';
import { writeClaimedJob } from '../jobs/job-store';
import { BATCH_TEST_JOBS, insertRun } from './batch-test.repository';

let backend: TestBackend;
beforeAll(async () => {
  // Every file is read on the CSV reader's thread, as a large one is: the answers are those of an inline reading.
  backend = await startTestBackend({ csvReader: { inlineCharacters: 0 } });
});
afterAll(() => backend.close());

interface Owner {
  token: string;
  botId: string;
}

async function ownerWithBot(): Promise<Owner> {
  const account = await newAccount(backend.url);
  const token = await loginToken(backend.url, account.email, account.password);
  const bot = await newChatbot(backend.url, token, { language: 'en', postback_msg: 'Did you mean:' });
  return { token, botId: bot.chatbot_id };
}

async function call<T>(owner: Owner, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${backend.url}/batch-test/${owner.botId}${path}`, {
    method,
    headers: { Authorization: `Bearer ${owner.token}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

function upload(owner: Owner, content: string | null, fileName = 'questions.csv') {
  const form = new FormData();
  if (content !== null) form.append('file', new Blob([content], { type: 'text/csv' }), fileName);
  return fetch(`${backend.url}/batch-test/${owner.botId}/runs`, { method: 'POST', headers: { Authorization: `Bearer ${owner.token}` }, body: form });
}

/** Reads the bot's event stream until no run of it is queued or running; answers `run` as it ended. */
async function untilEnded(owner: Owner, run: BatchTestRunDTO): Promise<BatchTestRunDTO> {
  const events = await (await fetch(`${backend.url}/batch-test/${owner.botId}/runs/events`, { headers: { Authorization: `Bearer ${owner.token}` } })).text();
  expect(events).toContain('event: batch_test');
  return (await call<BatchTestRunDTO>(owner, 'GET', `/runs/${run.run_id}`)).body;
}

/** Starts a run and waits until it has ended; answers the run as it ended. */
async function runToEnd(owner: Owner, content: string): Promise<BatchTestRunDTO> {
  const started = await upload(owner, content);
  expect(started.status).toBe(201);
  return untilEnded(owner, (await started.json()) as BatchTestRunDTO);
}

async function shopBot(): Promise<Owner & { hours: QaGroupDTO; parking: QaGroupDTO }> {
  const owner = await ownerWithBot();
  const parking = await newQaGroup(backend.url, owner.token, owner.botId, { questions: ['Is there parking?'], answers: ['Free parking behind the shop.'] });
  const hours = await trainedQaGroup(backend.url, owner.token, owner.botId, { questions: ['What are your opening hours?'], answers: ['We open 08:00-20:00 every day.'] });
  return { ...owner, hours, parking };
}

const FILE = '\ufeffquestion,expected_answer\nWhat are your opening hours?,08:00-20:00\nIs there parking?,behind the shop\nquantum flux warranty,\nWhat are your opening hours?,Closed on Sundays\n';

describe('a batch test run', () => {
  it('answers every question as a message would, judges expected answers, sums up, and records nothing in history', async () => {
    const owner = await shopBot();
    const run = await runToEnd(owner, FILE);
    expect(run).toMatchObject({ file_name: 'questions.csv', state: 'complete', done: 4, total: 4, progress: 1, previous_run_id: null });
    expect(run.summary).toMatchObject({ passed: 2, failed: 1, answered_share: 0.75, options_share: 0, no_answer_share: 0.25 });
    expect(run.summary.pass_rate).toBeCloseTo(2 / 3);
    expect(run.summary.wrong_matches).toEqual([{ group_id: owner.hours.group_id, key: owner.hours.key, count: 1 }]);

    const page = (await call<BatchTestRowPageDTO>(owner, 'GET', `/runs/${run.run_id}/results`)).body;
    expect(page.total).toBe(4);
    expect(page.rows[0]).toMatchObject({ position: 1, line: 2, question: 'What are your opening hours?', expected_answer: '08:00-20:00', answered: true, reply: 'We open 08:00-20:00 every day.', source: 'qa', answer_status: 1, group: { id: owner.hours.group_id }, passed: true });
    expect(page.rows[0].confidence).toBeGreaterThan(0.5);
    expect(page.rows[2]).toMatchObject({ question: 'quantum flux warranty', expected_answer: null, answer_status: 2, group: null, passed: null });
    const failed = (await call<BatchTestRowPageDTO>(owner, 'GET', `/runs/${run.run_id}/results?outcome=failed`)).body;
    expect(failed.rows.map((row) => row.position)).toEqual([4]);
    expect((await call<BatchTestRowPageDTO>(owner, 'GET', `/runs/${run.run_id}/results?outcome=unanswered`)).body.rows.map((row) => row.position)).toEqual([3]);

    const history = await fetch(`${backend.url}/history/${owner.botId}/messages`, { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(((await history.json()) as { items: unknown[] }).items).toEqual([]);
    const weekly = (await (await fetch(`${backend.url}/history/weekly-questions`, { headers: { Authorization: `Bearer ${owner.token}` } })).json()) as WeeklyQuestionsDTO;
    expect(weekly.bots).toEqual([{ chatbot_id: owner.botId, questions: 0 }]);

    const list = (await call<BatchTestRunListDTO>(owner, 'GET', '/runs')).body;
    expect(list).toMatchObject({ row_limit: 200, runs: [{ run_id: run.run_id, state: 'complete' }] });
  });

  it('shows the options a row was offered as its reply, under the bot\'s heading', async () => {
    const owner = await ownerWithBot();
    await newQaGroup(backend.url, owner.token, owner.botId, { questions: ['Where can I park my car?'], answers: ['The car park is behind the shop.'] });
    await trainedQaGroup(backend.url, owner.token, owner.botId, { questions: ['Where can I park my bike?'], answers: ['Bike racks are by the door.'] });
    const run = await runToEnd(owner, 'question\npark\n');
    const [row] = (await call<BatchTestRowPageDTO>(owner, 'GET', `/runs/${run.run_id}/results`)).body.rows;
    expect(row).toMatchObject({ answer_status: 3, passed: null });
    expect(row.reply?.split('\n').sort()).toEqual(['Did you mean:', '• Where can I park my bike?', '• Where can I park my car?']);
  });

  it('exports every row as CSV with a byte-order mark', async () => {
    const owner = await shopBot();
    const run = await runToEnd(owner, FILE);
    const response = await fetch(`${backend.url}/batch-test/${owner.botId}/runs/${run.run_id}/results.csv`, { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('line,question,expected_answer,reply,source,answer_status,group_key,confidence,passed');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/^5,What are your opening hours\?,Closed on Sundays,We open 08:00-20:00 every day\.,qa,1,.+,false$/);
  });

  it("writes the header row in the console's language, the columns' names without one, and the values as they are", async () => {
    const owner = await shopBot();
    const run = await runToEnd(owner, FILE);
    const exported = async (query: string) => {
      const response = await fetch(`${backend.url}/batch-test/${owner.botId}/runs/${run.run_id}/results.csv${query}`, { headers: { Authorization: `Bearer ${owner.token}` } });
      expect(response.status).toBe(200);
      return (await response.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    };
    const [englishHeader, ...values] = await exported('');
    expect(englishHeader).toBe('line,question,expected_answer,reply,source,answer_status,group_key,confidence,passed');
    for (const [language, header] of [
      ['en', 'line,question,expected_answer,reply,source,answer_status,group_key,confidence,passed'],
      ['tw', '行,問題,預期答案,回覆,來源,回答狀態,符合的問答組,信心度,通過'],
      ['cn', '行,问题,预期答案,回复,来源,回答状态,匹配的问答组,置信度,通过'],
      ['jp', '行,質問,期待する回答,返信,ソース,回答状態,一致した Q&A グループ,信頼度,合格'],
    ]) {
      expect(await exported(`?language=${language}`)).toEqual([header, ...values]);
    }
  });

  it('refuses a language the console does not have with 400', async () => {
    const owner = await shopBot();
    const run = await runToEnd(owner, 'Is there parking?\n');
    const refused = await call<ErrorBody>(owner, 'GET', `/runs/${run.run_id}/results.csv?language=fr`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ field: 'language', message: 'validation.invalidValue' }]);
  });

  it('exports a confidence above 1 as 1, on the thresholds\' scale the console shows', async () => {
    const owner = await shopBot();
    const run = await runToEnd(owner, FILE);
    await backend.db.updateTable('batch_test_rows').set({ confidence: 1.1111 }).where('run_id', '=', run.run_id).execute();
    const response = await fetch(`${backend.url}/batch-test/${owner.botId}/runs/${run.run_id}/results.csv`, { headers: { Authorization: `Bearer ${owner.token}` } });
    const rows = (await response.text()).replace(/^\ufeff/, '').trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',').at(-2))).toEqual(rows.map(() => '1'));
  });

  it('compares two runs of the same file: a failed row fixed by adding its question to the right group', async () => {
    const owner = await shopBot();
    const file = 'Is there parking?,behind the shop\nwhere do I leave my car,behind the shop\n';
    const first = await runToEnd(owner, file);
    expect(first.summary).toMatchObject({ passed: 1, failed: 1 });

    const added = await call<QaGroupDTO>(owner, 'POST', `/runs/${first.run_id}/rows/2/add-to-qa`, { group_id: owner.parking.group_id });
    expect(added.status).toBe(201);
    expect(added.body.questions).toEqual(['Is there parking?', 'where do I leave my car']);
    const again = await call<QaGroupDTO>(owner, 'POST', `/runs/${first.run_id}/rows/2/add-to-qa`, { group_id: owner.parking.group_id });
    expect([again.status, again.body.questions]).toEqual([201, ['Is there parking?', 'where do I leave my car']]);
    await trainBot(backend.url, owner.token, owner.botId);

    const second = await runToEnd(owner, file);
    expect(second).toMatchObject({ previous_run_id: first.run_id, summary: { passed: 2, failed: 0, pass_rate: 1 } });
    const compared = (await call<BatchTestComparisonDTO>(owner, 'GET', `/runs/${second.run_id}/compare/${first.run_id}`)).body;
    expect(compared.fixed).toEqual([
      expect.objectContaining({ position: 2, question: 'where do I leave my car', expected_answer: 'behind the shop', before: expect.objectContaining({ passed: false }), after: expect.objectContaining({ passed: true }) }),
    ]);
    expect(compared.broken).toEqual([]);

    // The parking group deleted, both rows it answered are broken, each with its expected answer to start a new group from.
    const deleted = await fetch(`${backend.url}/qa/${owner.botId}/groups/${owner.parking.group_id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${owner.token}` } });
    expect(deleted.status).toBe(200);
    await trainBot(backend.url, owner.token, owner.botId);
    const third = await runToEnd(owner, file);
    const broken = (await call<BatchTestComparisonDTO>(owner, 'GET', `/runs/${third.run_id}/compare/${second.run_id}`)).body;
    expect(broken.fixed).toEqual([]);
    expect(broken.broken).toEqual([
      expect.objectContaining({ position: 1, question: 'Is there parking?', expected_answer: 'behind the shop', before: expect.objectContaining({ passed: true }), after: expect.objectContaining({ passed: false }) }),
      expect.objectContaining({ position: 2, question: 'where do I leave my car', expected_answer: 'behind the shop', after: expect.objectContaining({ passed: false }) }),
    ]);
  });
});

describe("adding a missed row's question to the Q&A set", () => {
  it('makes a new group answering the row, which the next run passes once trained; the same question again is refused and names the group', async () => {
    const owner = await shopBot();
    const file = 'Do you sell gift cards?,gift cards\n';
    const first = await runToEnd(owner, file);
    expect(first.summary).toMatchObject({ passed: 0, failed: 1 });

    const added = await call<QaGroupDTO>(owner, 'POST', `/runs/${first.run_id}/rows/1/add-to-qa`, { answer: '  Yes, gift cards are sold at the counter.  ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ questions: ['Do you sell gift cards?'], answers: ['Yes, gift cards are sold at the counter.'], answer_mode: 1 });
    const twice = await call<ErrorBody>(owner, 'POST', `/runs/${first.run_id}/rows/1/add-to-qa`, { answer: 'Another answer' });
    expect([twice.status, twice.body.error.code, twice.body.error.values]).toEqual([409, 'QUESTION_IN_GROUP', { group_id: added.body.group_id, key: added.body.key }]);
    await trainBot(backend.url, owner.token, owner.botId);

    const second = await runToEnd(owner, file);
    expect(second.summary).toMatchObject({ passed: 1, failed: 0 });
  });

  it('refuses a missing answer, an unknown group and an unknown row, and changes nothing', async () => {
    const owner = await shopBot();
    const run = await runToEnd(owner, 'Do you sell gift cards?\n');
    const before = await backend.db.selectFrom('qa_groups').select(['group_id', 'questions']).where('chatbot_id', '=', owner.botId).orderBy('group_id').execute();
    const empty = await call<ErrorBody>(owner, 'POST', `/runs/${run.run_id}/rows/1/add-to-qa`, { answer: '   ' });
    expect([empty.status, empty.body.error.fields]).toEqual([400, [{ field: 'answer', message: 'validation.required' }]]);
    const unknownGroup = await call<ErrorBody>(owner, 'POST', `/runs/${run.run_id}/rows/1/add-to-qa`, { group_id: 'no-such-group' });
    expect([unknownGroup.status, unknownGroup.body.error.fields]).toEqual([400, [{ field: 'group_id', message: 'validation.invalidValue' }]]);
    const unknownRow = await call<ErrorBody>(owner, 'POST', `/runs/${run.run_id}/rows/2/add-to-qa`, { answer: 'Yes' });
    expect([unknownRow.status, unknownRow.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const badPosition = await call<ErrorBody>(owner, 'POST', `/runs/${run.run_id}/rows/zero/add-to-qa`, { answer: 'Yes' });
    expect(badPosition.status).toBe(400);
    // Past what PostgreSQL's integer holds: refused before the database is asked.
    for (const offset of ['99999999999999999999', '9007199254740993']) {
      expect((await call<ErrorBody>(owner, 'GET', `/runs/${run.run_id}/results?offset=${offset}`)).status).toBe(400);
    }
    for (const position of ['99999999999999999999', '2147483648', '1e3', '1.5']) {
      const huge = await call<ErrorBody>(owner, 'POST', `/runs/${run.run_id}/rows/${position}/add-to-qa`, { answer: 'Yes' });
      expect([position, huge.status]).toEqual([position, 400]);
      expect((await call<ErrorBody>(owner, 'GET', `/runs/${run.run_id}/rows/${position}/likely-groups`)).status).toBe(400);
    }
    expect(await backend.db.selectFrom('qa_groups').select(['group_id', 'questions']).where('chatbot_id', '=', owner.botId).orderBy('group_id').execute()).toEqual(before);
  });

  it("proposes the bot's groups most like the row's question first, or like the owner's search", async () => {
    const owner = await shopBot();
    const run = await runToEnd(owner, 'parking for bicycles?\n');
    const likely = await call<LikelyGroupsDTO>(owner, 'GET', `/runs/${run.run_id}/rows/1/likely-groups`);
    expect(likely.status).toBe(200);
    expect(likely.body.question).toBe('parking for bicycles?');
    expect(likely.body.groups[0]).toEqual({ id: owner.parking.group_id, key: owner.parking.key, question: 'Is there parking?' });
    const searched = await call<LikelyGroupsDTO>(owner, 'GET', `/runs/${run.run_id}/rows/1/likely-groups?q=${encodeURIComponent('opening hours')}`);
    expect(searched.body.groups[0]).toMatchObject({ id: owner.hours.group_id });
    expect((await call<ErrorBody>(owner, 'GET', `/runs/${run.run_id}/rows/9/likely-groups`)).status).toBe(404);
  });
});

describe('running a run again', () => {
  it("starts a new run of the same questions and expected answers under the file's name, which compares with the first", async () => {
    const owner = await shopBot();
    const first = await runToEnd(owner, FILE);
    const again = await call<BatchTestRunDTO>(owner, 'POST', `/runs/${first.run_id}/again`);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ file_name: 'questions.csv', total: 4, previous_run_id: first.run_id });
    expect(again.body.run_id).not.toBe(first.run_id);
    const second = await untilEnded(owner, again.body);
    expect(second).toMatchObject({ state: 'complete', done: 4 });
    const rows = (await call<BatchTestRowPageDTO>(owner, 'GET', `/runs/${second.run_id}/results`)).body.rows;
    const firstRows = (await call<BatchTestRowPageDTO>(owner, 'GET', `/runs/${first.run_id}/results`)).body.rows;
    expect(rows.map(({ position, line, question, expected_answer }) => ({ position, line, question, expected_answer }))).toEqual(
      firstRows.map(({ position, line, question, expected_answer }) => ({ position, line, question, expected_answer })),
    );
    expect((await call<BatchTestRunListDTO>(owner, 'GET', '/runs')).body.runs.map((run) => run.run_id)).toEqual([second.run_id, first.run_id]);
  });

  it("refuses while a run is unfinished, past the plan's row limit and for another bot's run, and starts nothing", async () => {
    const owner = await shopBot();
    const first = await runToEnd(owner, 'Is there parking?\n');
    const big = `big-${Math.random().toString(36).slice(2)}`;
    const rows = Array.from({ length: 201 }, (_, index) => ({ line: index + 2, question: `question ${index}`, expectedAnswer: null }));
    await insertRun(backend.db, { runId: big, chatbotId: owner.botId, fileName: 'big.csv', fileHash: 'big', rows, createdAt: new Date() });
    await backend.db.updateTable('batch_test_runs').set({ state: 'stopped' }).where('run_id', '=', big).execute();
    const tooMany = await call<ErrorBody>(owner, 'POST', `/runs/${big}/again`);
    expect([tooMany.status, tooMany.body.error.code, tooMany.body.error.lines]).toEqual([400, 'IMPORT_INVALID', [{ line: 202, message: 'validation.batchRowLimit', values: { rows: 201, limit: 200 } }]]);

    const stranger = await ownerWithBot();
    const notTheirs = await call<ErrorBody>(stranger, 'POST', `/runs/${first.run_id}/again`);
    expect([notTheirs.status, notTheirs.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await call<ErrorBody>({ token: stranger.token, botId: owner.botId }, 'POST', `/runs/${first.run_id}/again`)).status).toBe(404);

    await backend.db.updateTable('batch_test_runs').set({ state: 'paused' }).where('run_id', '=', big).execute();
    const busy = await call<ErrorBody>(owner, 'POST', `/runs/${first.run_id}/again`);
    expect([busy.status, busy.body.error.code]).toEqual([409, 'BATCH_TEST_IN_PROGRESS']);
    expect((await call<BatchTestRunListDTO>(owner, 'GET', '/runs')).body.runs.map((run) => run.run_id).sort()).toEqual([big, first.run_id].sort());
  });
});

describe('refusals start nothing', () => {
  it('names no file, bad lines, a file past the plan limit and a file that is not CSV', async () => {
    const owner = await shopBot();
    const none = await upload(owner, null);
    expect(none.status).toBe(400);
    expect(((await none.json()) as ErrorBody).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'file', message: 'validation.noFileSelected' }] });

    const bad = await upload(owner, 'fine question\n,only an answer\na,b,c\n"broken\n');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.code).toBe('IMPORT_INVALID');
    const lines = await upload(owner, 'fine question\n,only an answer\na,b,c\n');
    expect(((await lines.json()) as ErrorBody).error.lines).toEqual([
      { line: 2, message: 'validation.csvNoQuestion' },
      { line: 3, message: 'validation.batchCsvColumns' },
    ]);

    const long = await upload(owner, `question,expected_answer\n${Array.from({ length: 201 }, (_, i) => `question ${i}`).join('\n')}\n`);
    expect(((await long.json()) as ErrorBody).error.lines).toEqual([{ line: 202, message: 'validation.batchRowLimit', values: { rows: 201, limit: 200 } }]);
    expect((await upload(owner, 'hello', 'questions.txt')).status).toBe(415);
    expect((await call<BatchTestRunListDTO>(owner, 'GET', '/runs')).body.runs).toEqual([]);
  });

  it("answers 404 for another account's bot and for another bot's run", async () => {
    const owner = await shopBot();
    const run = await runToEnd(owner, 'Is there parking?\n');
    const stranger = await ownerWithBot();
    const theirs = await call<ErrorBody>({ token: stranger.token, botId: owner.botId }, 'GET', '/runs');
    expect([theirs.status, theirs.body.error.code]).toEqual([404, 'BOT_NOT_FOUND']);
    const notTheirs = await call<ErrorBody>(stranger, 'GET', `/runs/${run.run_id}`);
    expect([notTheirs.status, notTheirs.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await call<ErrorBody>(stranger, 'POST', `/runs/${run.run_id}/stop`)).status).toBe(404);
    const adds = await call<ErrorBody>(stranger, 'POST', `/runs/${run.run_id}/rows/1/add-to-qa`, { answer: 'Mine now' });
    expect([adds.status, adds.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await call<ErrorBody>(stranger, 'GET', `/runs/${run.run_id}/rows/1/likely-groups`)).status).toBe(404);
    expect((await call<ErrorBody>(stranger, 'GET', `/runs/${run.run_id}/rows/1/likely-groups?q=parking`)).status).toBe(404);
    expect((await call<ErrorBody>({ token: stranger.token, botId: owner.botId }, 'POST', `/runs/${run.run_id}/rows/1/add-to-qa`, { answer: 'Mine now' })).status).toBe(404);
  });
});

describe('pause, resume and stop', () => {
  /** A run of the bot stored in `state` with its rows unanswered, as a worker would find it. */
  async function storedRun(owner: Owner, state: 'paused' | 'running', claimedBy: string | null = null): Promise<string> {
    const runId = `run-${Math.random().toString(36).slice(2)}`;
    const rows = ['What are your opening hours?', 'Is there parking?', 'quantum flux warranty'].map((question, index) => ({ line: index + 1, question, expectedAnswer: null }));
    await insertRun(backend.db, { runId, chatbotId: owner.botId, fileName: 'stored.csv', fileHash: 'h', rows, createdAt: new Date() });
    await backend.db.updateTable('batch_test_runs').set({ state, claimed_by: claimedBy, claimed_at: claimedBy ? new Date() : null }).where('run_id', '=', runId).execute();
    return runId;
  }

  it('resumes a paused run to completion; a run that ended cannot move; pausing twice changes nothing', async () => {
    const owner = await shopBot();
    const runId = await storedRun(owner, 'paused');
    expect((await call<BatchTestRunDTO>(owner, 'POST', `/runs/${runId}/pause`)).body).toMatchObject({ state: 'paused', done: 0 });
    expect((await upload(owner, 'Is there parking?\n')).status).toBe(409);

    expect((await call<BatchTestRunDTO>(owner, 'POST', `/runs/${runId}/resume`)).body.state).toMatch(/^(queued|running|complete)$/);
    await (await fetch(`${backend.url}/batch-test/${owner.botId}/runs/events`, { headers: { Authorization: `Bearer ${owner.token}` } })).text();
    const ended = (await call<BatchTestRunDTO>(owner, 'GET', `/runs/${runId}`)).body;
    expect(ended).toMatchObject({ state: 'complete', done: 3, summary: { answered_share: 2 / 3, no_answer_share: 1 / 3 } });

    for (const action of ['pause', 'resume', 'stop']) {
      const refused = await call<ErrorBody>(owner, 'POST', `/runs/${runId}/${action}`);
      expect([refused.status, refused.body.error.code]).toEqual([409, 'BATCH_TEST_ENDED']);
    }
  });

  it('stops a paused run for good, keeping its rows unanswered', async () => {
    const owner = await shopBot();
    const runId = await storedRun(owner, 'paused');
    const stopped = (await call<BatchTestRunDTO>(owner, 'POST', `/runs/${runId}/stop`)).body;
    expect(stopped).toMatchObject({ state: 'stopped', done: 0 });
    expect(stopped.finished_at).not.toBeNull();
    expect((await call<ErrorBody>(owner, 'POST', `/runs/${runId}/resume`)).body.error.code).toBe('BATCH_TEST_ENDED');
    expect((await upload(owner, 'Is there parking?\n')).status).toBe(201);
  });

  it('takes a paused run from the worker holding it: its next step is refused', async () => {
    const owner = await shopBot();
    const runId = await storedRun(owner, 'running', 'this-replica/worker');
    expect(await writeClaimedJob(backend.db, BATCH_TEST_JOBS, runId, 'this-replica/worker', { done: 1 })).toMatchObject({ done: 1 });
    expect((await call<BatchTestRunDTO>(owner, 'POST', `/runs/${runId}/pause`)).body).toMatchObject({ state: 'paused', done: 1 });
    expect(await writeClaimedJob(backend.db, BATCH_TEST_JOBS, runId, 'this-replica/worker', { done: 2 })).toBeUndefined();
    const row = await backend.db.selectFrom('batch_test_runs').select(['state', 'done', 'claimed_by']).where('run_id', '=', runId).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'paused', done: 1, claimed_by: null });
  });
});

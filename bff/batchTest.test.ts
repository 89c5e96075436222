// The batch test through the BFF on a real backend: a CSV uploaded as base64 starts a run, the progress subscription
// follows it to complete, results page and filter, an ended run refuses pause and stop, a failed row's question joins
// its group (or makes a new one) and a second run of the file compares fixed rows, the results CSV downloads on the caller's session.
// Upload refusals carry their lines; another account's bot is BOT_NOT_FOUND.
import { insertRun } from '../backend/batch-test/batch-test.repository';
import { loginToken, newAccount, newChatbot, newQaGroup, trainBot, trainedQaGroup } from '../tests/support/factories';
import { errorCodes, graphql } from './test-support/graphqlClient';
import { startBffStack, type BffStack } from './test-support/stack';
import { bearerSocketClient, collect } from './test-support/subscriptionClient';

let stack: BffStack;
let owner: { authorization: string; token: string; botId: string; parkingId: string; hoursId: string };

beforeAll(async () => {
  stack = await startBffStack();
});
beforeEach(async () => {
  const account = await newAccount(stack.backend.url);
  const token = await loginToken(stack.backend.url, account.email, account.password);
  const bot = await newChatbot(stack.backend.url, token, { language: 'en', postback_msg: 'Did you mean:' });
  const parking = await newQaGroup(stack.backend.url, token, bot.chatbot_id, { questions: ['Is there parking?'], answers: ['Free parking behind the shop.'] });
  const hours = await trainedQaGroup(stack.backend.url, token, bot.chatbot_id, { questions: ['What are your opening hours?'], answers: ['We open 08:00-20:00 every day.'] });
  owner = { authorization: `Bearer ${token}`, token, botId: bot.chatbot_id, parkingId: parking.group_id, hoursId: hours.group_id };
});
afterAll(async () => {
  await stack?.close();
});

const asOwner = () => ({ authorization: owner.authorization });

const RUN_FIELDS = 'id botId fileName state done total progress message createdAt finishedAt previousRunId summary { passed failed passRate answeredShare optionsShare noAnswerShare wrongMatches { groupId key count } }';
const START = `mutation Test_StartBatchTest($input: StartBatchTestInput!) { startBatchTest(input: $input) { run { ${RUN_FIELDS} } } }`;
const PROGRESS = 'subscription Test_BatchTestProgress($botId: ID!) { batchTestProgress(botId: $botId) { runId botId state done total progress message } }';
const RUNS = `query Test_BatchTestRuns($botId: ID!) { batchTestRuns(botId: $botId) { rowLimit runs { ${RUN_FIELDS} } } }`;
const RUN = `query Test_BatchTestRun($botId: ID!, $runId: ID!) { batchTestRun(botId: $botId, runId: $runId) { ${RUN_FIELDS} } }`;
const RESULTS = `query Test_BatchTestResults($botId: ID!, $runId: ID!, $outcome: BatchTestOutcome, $offset: Int, $limit: Int) {
  batchTestResults(botId: $botId, runId: $runId, outcome: $outcome, offset: $offset, limit: $limit) {
    total rows { position line question expectedAnswer answered reply source answerStatus group { id key } confidence passed } } }`;
const COMPARE = `query Test_BatchTestComparison($botId: ID!, $runId: ID!, $otherRunId: ID!) {
  batchTestComparison(botId: $botId, runId: $runId, otherRunId: $otherRunId) {
    runId otherRunId fixed { position question expectedAnswer before { reply answerStatus passed } after { reply answerStatus passed } } broken { position } } }`;
const PAUSE = 'mutation Test_PauseBatchTest($input: BatchTestRunInput!) { pauseBatchTest(input: $input) { run { id state } } }';
const STOP = 'mutation Test_StopBatchTest($input: BatchTestRunInput!) { stopBatchTest(input: $input) { run { id state } } }';
const AGAIN = `mutation Test_RunBatchTestAgain($input: BatchTestRunInput!) { runBatchTestAgain(input: $input) { run { ${RUN_FIELDS} } } }`;
const RESUME = 'mutation Test_ResumeBatchTest($input: BatchTestRunInput!) { resumeBatchTest(input: $input) { run { id state } } }';
const ADD = 'mutation Test_AddRow($input: AddBatchTestRowToQaInput!) { addBatchTestRowToQa(input: $input) { qaGroup { id questions answers } } }';
const LIKELY = 'query Test_RowLikely($botId: ID!, $runId: ID!, $position: Int!, $search: String) { batchTestRowLikelyGroups(botId: $botId, runId: $runId, position: $position, search: $search) { id key question } }';
const PLAN = 'query Test_Plan { me { plan { batchTestRowLimit } } }';

interface Run {
  id: string;
  state: string;
  done: number;
  total: number;
  previousRunId: string | null;
  summary: { passed: number; failed: number; passRate: number | null; wrongMatches: { groupId: string; key: string | null; count: number }[] };
}
interface Progress {
  batchTestProgress: { runId: string; state: string; done: number; total: number };
}

const FILE = 'question,expected_answer\nWhat are your opening hours?,08:00-20:00\nwhere do I leave my car,behind the shop\nquantum flux warranty,\n';

function csvFile(content: string, fileName = 'questions.csv') {
  return { fileName, contentType: 'text/csv', base64: Buffer.from(content).toString('base64') };
}

/** Starts a run and follows the subscription until the backend ends it; answers the run as it ended. */
async function runToEnd(content: string): Promise<{ run: Run; steps: Progress[] }> {
  const started = await graphql<{ startBatchTest: { run: Run } }>(stack.bff.url, START, { input: { botId: owner.botId, file: csvFile(content) } }, asOwner());
  expect(started.errors).toBeUndefined();
  return followToEnd(started.data!.startBatchTest.run.id);
}

/** Follows the progress subscription until no run is moving; answers run `runId` as it ended, and the steps seen. */
async function followToEnd(runId: string): Promise<{ run: Run; steps: Progress[] }> {
  const client = bearerSocketClient(stack.bff.url, owner.authorization);
  const progress = collect<Progress>(client, PROGRESS, { botId: owner.botId });
  const { values, errors } = await progress.finished;
  await client.dispose();
  expect(errors).toBeUndefined();
  const run = await graphql<{ batchTestRun: Run }>(stack.bff.url, RUN, { botId: owner.botId, runId }, asOwner());
  return { run: run.data!.batchTestRun, steps: values };
}

async function strangersBot(): Promise<string> {
  const stranger = await newAccount(stack.backend.url);
  return (await newChatbot(stack.backend.url, await loginToken(stack.backend.url, stranger.email, stranger.password))).chatbot_id;
}

describe('a batch test through the BFF', () => {
  it('runs the file to complete over the subscription, pages filtered results and refuses to move an ended run', async () => {
    const { run, steps } = await runToEnd(`${FILE}What are your opening hours?,Closed on Sundays\n`);
    expect(steps.at(-1)?.batchTestProgress).toMatchObject({ runId: run.id, state: 'complete', done: 4, total: 4 });
    expect(run).toMatchObject({ state: 'complete', done: 4, total: 4, previousRunId: null, summary: { passed: 1, failed: 2 } });
    expect(run.summary.passRate).toBeCloseTo(1 / 3);
    expect(run.summary.wrongMatches).toEqual([{ groupId: owner.hoursId, key: expect.any(String), count: 1 }]);

    const all = await graphql<{ batchTestResults: { total: number; rows: Record<string, unknown>[] } }>(stack.bff.url, RESULTS, { botId: owner.botId, runId: run.id }, asOwner());
    expect(all.data?.batchTestResults.total).toBe(4);
    expect(all.data?.batchTestResults.rows[0]).toMatchObject({ position: 1, line: 2, expectedAnswer: '08:00-20:00', source: 'QA', answerStatus: 'ANSWERED', group: { id: owner.hoursId }, passed: true });
    expect(all.data?.batchTestResults.rows[2]).toMatchObject({ question: 'quantum flux warranty', expectedAnswer: null, answerStatus: 'NO_ANSWER', group: null, passed: null });
    const failed = await graphql<{ batchTestResults: { total: number; rows: { position: number }[] } }>(stack.bff.url, RESULTS, { botId: owner.botId, runId: run.id, outcome: 'failed' }, asOwner());
    expect(failed.data?.batchTestResults.rows.map((row) => row.position)).toEqual([2, 4]);
    const badLimit = await graphql(stack.bff.url, RESULTS, { botId: owner.botId, runId: run.id, limit: 500 }, asOwner());
    expect(badLimit.errors?.[0].extensions?.fields).toEqual([{ field: 'limit', message: 'validation.invalidValue' }]);

    for (const mutation of [PAUSE, STOP, RESUME]) {
      expect(errorCodes(await graphql(stack.bff.url, mutation, { input: { botId: owner.botId, runId: run.id } }, asOwner()))).toEqual(['BATCH_TEST_ENDED']);
    }
    const list = await graphql<{ batchTestRuns: { rowLimit: number; runs: Run[] } }>(stack.bff.url, RUNS, { botId: owner.botId }, asOwner());
    const plan = await graphql<{ me: { plan: { batchTestRowLimit: number } } }>(stack.bff.url, PLAN, {}, asOwner());
    expect(list.data?.batchTestRuns.runs.map((listed) => listed.id)).toEqual([run.id]);
    expect(list.data?.batchTestRuns.rowLimit).toBe(plan.data?.me.plan.batchTestRowLimit);
    expect(list.data?.batchTestRuns.rowLimit).toBeGreaterThan(0);
  });

  it('adds a failed row to its group, and the next run of the file compares it as fixed', async () => {
    const { run: first } = await runToEnd(FILE);
    const likely = await graphql<{ batchTestRowLikelyGroups: { id: string }[] }>(stack.bff.url, LIKELY, { botId: owner.botId, runId: first.id, position: 2, search: ' parking ' }, asOwner());
    expect(likely.data?.batchTestRowLikelyGroups[0]).toMatchObject({ id: owner.parkingId });
    const added = await graphql<{ addBatchTestRowToQa: { qaGroup: { id: string; questions: string[] } } }>(
      stack.bff.url,
      ADD,
      { input: { botId: owner.botId, runId: first.id, position: 2, groupId: owner.parkingId } },
      asOwner(),
    );
    expect(added.data?.addBatchTestRowToQa.qaGroup).toMatchObject({ id: owner.parkingId, questions: ['Is there parking?', 'where do I leave my car'] });
    await trainBot(stack.backend.url, owner.token, owner.botId);

    // Run again from the first run's stored questions, as the console's button does, rather than a new upload.
    const again = await graphql<{ runBatchTestAgain: { run: Run } }>(stack.bff.url, AGAIN, { input: { botId: owner.botId, runId: first.id } }, asOwner());
    expect(again.data?.runBatchTestAgain.run).toMatchObject({ fileName: 'questions.csv', total: 3, previousRunId: first.id });
    const { run: second } = await followToEnd(again.data!.runBatchTestAgain.run.id);
    expect(second).toMatchObject({ previousRunId: first.id, summary: { passed: 2, failed: 0, passRate: 1 } });
    const compared = await graphql<{ batchTestComparison: { fixed: unknown[]; broken: unknown[] } }>(stack.bff.url, COMPARE, { botId: owner.botId, runId: second.id, otherRunId: first.id }, asOwner());
    expect(compared.data?.batchTestComparison.fixed).toEqual([
      expect.objectContaining({ position: 2, question: 'where do I leave my car', expectedAnswer: 'behind the shop', before: expect.objectContaining({ passed: false }), after: expect.objectContaining({ passed: true, answerStatus: 'ANSWERED' }) }),
    ]);
    expect(compared.data?.batchTestComparison.broken).toEqual([]);
  });

  it('adds a missed row as a new group with its answer; no answer is a field error, a second group for it QUESTION_IN_GROUP', async () => {
    const { run } = await runToEnd(FILE);
    const input = { botId: owner.botId, runId: run.id, position: 3 };
    const empty = await graphql(stack.bff.url, ADD, { input: { ...input, answer: ' ' } }, asOwner());
    expect(empty.errors?.[0].extensions?.fields).toEqual([{ field: 'answer', message: 'validation.required' }]);
    const added = await graphql<{ addBatchTestRowToQa: { qaGroup: { id: string; questions: string[]; answers: string[] } } }>(stack.bff.url, ADD, { input: { ...input, answer: 'Two years on every part.' } }, asOwner());
    expect(added.data?.addBatchTestRowToQa.qaGroup).toMatchObject({ questions: ['quantum flux warranty'], answers: ['Two years on every part.'] });
    expect(errorCodes(await graphql(stack.bff.url, ADD, { input: { ...input, answer: 'Again' } }, asOwner()))).toEqual(['QUESTION_IN_GROUP']);
    expect(errorCodes(await graphql(stack.bff.url, ADD, { input: { ...input, position: 99, answer: 'Again' } }, asOwner()))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await graphql(stack.bff.url, LIKELY, { botId: await strangersBot(), runId: run.id, position: 3 }, asOwner()))).toEqual(['BOT_NOT_FOUND']);
  });

  it('streams the results CSV on the caller’s session; no session is 401, another’s bot 404', async () => {
    const { run } = await runToEnd(FILE);
    const response = await fetch(`${stack.bff.url}/downloads/batch-test/${owner.botId}/${run.id}.csv`, { headers: asOwner() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = Buffer.from(await response.arrayBuffer()).subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('line,question,expected_answer,reply,source,answer_status,group_key,confidence,passed');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^3,where do I leave my car,behind the shop,/);

    expect((await fetch(`${stack.bff.url}/downloads/batch-test/${owner.botId}/${run.id}.csv`)).status).toBe(401);
    expect((await fetch(`${stack.bff.url}/downloads/batch-test/${await strangersBot()}/${run.id}.csv`, { headers: asOwner() })).status).toBe(404);
    expect((await fetch(`${stack.bff.url}/downloads/batch-test/${owner.botId}/nope.csv`, { headers: asOwner() })).status).toBe(404);
  });

  it("passes the console's language through: the header row comes in it", async () => {
    const { run } = await runToEnd(FILE);
    const response = await fetch(`${stack.bff.url}/downloads/batch-test/${owner.botId}/${run.id}.csv?language=tw`, { headers: asOwner() });
    expect(response.status).toBe(200);
    expect((await response.text()).split('\r\n')[0]).toBe('行,問題,預期答案,回覆,來源,回答狀態,符合的問答組,信心度,通過');
    expect((await fetch(`${stack.bff.url}/downloads/batch-test/${owner.botId}/${run.id}.csv?language=fr`, { headers: asOwner() })).status).toBe(400);
  });
});

describe('moving a run', () => {
  /** A run of the bot stored paused with its rows unanswered, as the owner would have left it. */
  async function pausedRun(): Promise<string> {
    const runId = `run-${Math.random().toString(36).slice(2)}`;
    const rows = ['What are your opening hours?', 'Is there parking?'].map((question, index) => ({ line: index + 1, question, expectedAnswer: null }));
    await insertRun(stack.backend.db, { runId, chatbotId: owner.botId, fileName: 'stored.csv', fileHash: 'h', rows, createdAt: new Date() });
    await stack.backend.db.updateTable('batch_test_runs').set({ state: 'paused' }).where('run_id', '=', runId).execute();
    return runId;
  }

  it('keeps a paused run paused, refuses a second run while it is unfinished, and stops it for good', async () => {
    const runId = await pausedRun();
    const input = { input: { botId: owner.botId, runId } };
    const paused = await graphql<{ pauseBatchTest: { run: Run } }>(stack.bff.url, PAUSE, input, asOwner());
    expect(paused.data?.pauseBatchTest.run).toEqual({ id: runId, state: 'paused' });
    expect(errorCodes(await graphql(stack.bff.url, START, { input: { botId: owner.botId, file: csvFile(FILE) } }, asOwner()))).toEqual(['BATCH_TEST_IN_PROGRESS']);

    const stopped = await graphql<{ stopBatchTest: { run: Run } }>(stack.bff.url, STOP, input, asOwner());
    expect(stopped.data?.stopBatchTest.run).toEqual({ id: runId, state: 'stopped' });
    expect(errorCodes(await graphql(stack.bff.url, RESUME, input, asOwner()))).toEqual(['BATCH_TEST_ENDED']);
  });

  it('resumes a paused run, which the subscription then follows to complete', async () => {
    const runId = await pausedRun();
    const resumed = await graphql<{ resumeBatchTest: { run: Run } }>(stack.bff.url, RESUME, { input: { botId: owner.botId, runId } }, asOwner());
    expect(resumed.data?.resumeBatchTest.run.state).toMatch(/^(queued|running|complete)$/);
    const client = bearerSocketClient(stack.bff.url, owner.authorization);
    const { values } = await collect<Progress>(client, PROGRESS, { botId: owner.botId }).finished;
    await client.dispose();
    expect(values.at(-1)?.batchTestProgress).toMatchObject({ runId, state: 'complete', done: 2, total: 2 });
  });
});

describe('refusals', () => {
  it('names the bad lines of the file, no file selected, and a run of another account’s bot as not found', async () => {
    const bad = await graphql(stack.bff.url, START, { input: { botId: owner.botId, file: csvFile('fine question\n,only an answer\na,b,c\n') } }, asOwner());
    expect(errorCodes(bad)).toEqual(['IMPORT_INVALID']);
    expect(bad.errors?.[0].extensions?.lines).toEqual([
      { line: 2, message: 'validation.csvNoQuestion' },
      { line: 3, message: 'validation.batchCsvColumns' },
    ]);
    const none = await graphql(stack.bff.url, START, { input: { botId: owner.botId } }, asOwner());
    expect(none.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'file', message: 'validation.noFileSelected' }] });
    const runs = await graphql<{ batchTestRuns: { runs: Run[] } }>(stack.bff.url, RUNS, { botId: owner.botId }, asOwner());
    expect(runs.data?.batchTestRuns.runs).toEqual([]);

    const stranger = await strangersBot();
    expect(errorCodes(await graphql(stack.bff.url, RUNS, { botId: stranger }, asOwner()))).toEqual(['BOT_NOT_FOUND']);
    expect(errorCodes(await graphql(stack.bff.url, START, { input: { botId: stranger, file: csvFile(FILE) } }, asOwner()))).toEqual(['BOT_NOT_FOUND']);
    const client = bearerSocketClient(stack.bff.url, owner.authorization);
    const { errors } = await collect(client, PROGRESS, { botId: stranger }).finished;
    await client.dispose();
    expect(errors?.[0].extensions?.code).toBe('BOT_NOT_FOUND');
  });
});

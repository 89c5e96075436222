// Training over real HTTP: a job runs to success with its steps on the event stream, one job at a time per
// bot, a job abandoned by a crashed process is run again, the status report, and the answer thresholds.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { importCsv, loginToken, newAccount, newChatbot, newQaGroup } from '../../tests/support/factories';
import { openTrainingStream } from '../../tests/support/training-stream';
import type { AnswerSettingsDTO, ErrorBody, TrainingJobDTO, TrainingStatusDTO } from '../../schema/rest';
import { MSG } from '../../schema/rules/validation';
import { loadIndex, match } from '../answering';

let backend: TestBackend;
beforeAll(async () => {
  // Every index is built on the index builder's thread, as a large list's is, and stored as the inline build would.
  backend = await startTestBackend({ indexBuilder: { inlineCharacters: 0 } });
});
afterAll(() => backend.close());

async function botOfNewAccount() {
  const account = await newAccount(backend.url);
  const token = await loginToken(backend.url, account.email, account.password);
  const bot = await newChatbot(backend.url, token);
  return { token, botId: bot.chatbot_id };
}

const jsonAuth = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
const train = (token: string, botId: string) => fetch(`${backend.url}/qa/${botId}/train`, { method: 'POST', headers: jsonAuth(token) });
const status = async (token: string, botId: string) => (await (await fetch(`${backend.url}/qa/${botId}/training`, { headers: jsonAuth(token) })).json()) as TrainingStatusDTO;

/** Starts a training run and resolves with every event of its stream (opened first, so no step is missed). */
async function trainAndWatch(token: string, botId: string): Promise<{ job: TrainingJobDTO; events: TrainingJobDTO[] }> {
  const stream = await openTrainingStream(backend.url, token, botId);
  expect(stream.status).toBe(200);
  expect(stream.contentType).toMatch(/^text\/event-stream/);
  const response = await train(token, botId);
  expect(response.status).toBe(202);
  const job = (await response.json()) as TrainingJobDTO;
  return { job, events: await stream.events };
}

describe('POST /qa/{botId}/train', () => {
  it('builds the index to success, reporting each step on the event stream', async () => {
    const { token, botId } = await botOfNewAccount();
    await importCsv(backend.url, token, botId, 'group,question,answer\nhours,When do you open?,9 to 5\nparking,Where can I park my car?,Behind the store\n');
    const { job, events } = await trainAndWatch(token, botId);

    expect(job).toMatchObject({ chatbot_id: botId, state: 'training', progress: 0 });
    expect(events.every((event) => event.job_id === job.job_id)).toBe(true);
    expect(events.map((event) => event.message)).toEqual(expect.arrayContaining(['loading', 'indexing', 'saving']));
    const progress = events.map((event) => event.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({ state: 'success', progress: 1, group_count: 2 });
    expect(events.at(-1)?.finished_at).not.toBeNull();

    const stored = await backend.db.selectFrom('qa_indexes').selectAll().where('chatbot_id', '=', botId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ job_id: job.job_id, group_count: 2 });
    const parking = await backend.db.selectFrom('qa_groups').select('group_id').where('key', '=', 'parking').where('chatbot_id', '=', botId).executeTakeFirstOrThrow();
    expect(match(loadIndex(JSON.parse(stored.index)), 'where do I park the car').candidates[0].groupId).toBe(parking.group_id);
  });

  it('reports the trained index and the groups added since in the status', async () => {
    const { token, botId } = await botOfNewAccount();
    expect(await status(token, botId)).toEqual({ job: null, trained_at: null, trained_group_count: 0, group_count: 0, untrained_changes: false });
    await newQaGroup(backend.url, token, botId);
    const { job } = await trainAndWatch(token, botId);
    expect(await status(token, botId)).toMatchObject({ trained_group_count: 1, group_count: 1, untrained_changes: false });
    await newQaGroup(backend.url, token, botId);

    const report = await status(token, botId);
    expect(report).toMatchObject({ job: { job_id: job.job_id, state: 'success' }, trained_group_count: 1, group_count: 2, untrained_changes: true });
    expect(report.trained_at).not.toBeNull();
  });

  it('reports untrained changes when a trained group is edited, though the count stays', async () => {
    const { token, botId } = await botOfNewAccount();
    const group = await newQaGroup(backend.url, token, botId);
    await trainAndWatch(token, botId);
    expect(await status(token, botId)).toMatchObject({ group_count: 1, untrained_changes: false });
    const edited = await fetch(`${backend.url}/qa/${botId}/groups/${group.group_id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ questions: [...group.questions, 'Another phrasing?'], answers: group.answers, answer_mode: 1 }),
    });
    expect(edited.status).toBe(200);
    expect(await status(token, botId)).toMatchObject({ trained_group_count: 1, group_count: 1, untrained_changes: true });
  });

  it('sends a finished job at once and ends the stream', async () => {
    const { token, botId } = await botOfNewAccount();
    await newQaGroup(backend.url, token, botId);
    const { job } = await trainAndWatch(token, botId);
    const again = await openTrainingStream(backend.url, token, botId);
    expect(await again.events).toEqual([expect.objectContaining({ job_id: job.job_id, state: 'success' })]);
  });

  it('refuses a second run with 409 while one is training', async () => {
    const { token, botId } = await botOfNewAccount();
    await newQaGroup(backend.url, token, botId);
    // A job another replica holds right now: this backend's worker leaves it alone.
    await backend.db
      .insertInto('jobs')
      .values({ job_id: 'held-elsewhere', chatbot_id: botId, kind: 'training', state: 'training', claimed_by: 'other-replica', claimed_at: new Date() })
      .execute();
    const refused = await train(token, botId);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('TRAINING_IN_PROGRESS');
    expect(await backend.db.selectFrom('jobs').select('job_id').where('chatbot_id', '=', botId).execute()).toEqual([{ job_id: 'held-elsewhere' }]);
  });

  it('runs again a job whose worker died mid-way (its claim older than the stale limit)', async () => {
    const { token, botId } = await botOfNewAccount();
    await newQaGroup(backend.url, token, botId);
    const stream = await openTrainingStream(backend.url, token, botId);
    const abandoned = new Date(Date.now() - 10 * 60 * 1000);
    await backend.db
      .insertInto('jobs')
      .values({ job_id: 'crashed', chatbot_id: botId, kind: 'training', state: 'training', progress: 0.3, message: 'indexing', claimed_by: 'dead-replica', claimed_at: abandoned, started_at: abandoned, created_at: abandoned })
      .execute();

    const events = await stream.events;
    expect(events.at(-1)).toMatchObject({ job_id: 'crashed', state: 'success', group_count: 1 });
    const job = await backend.db.selectFrom('jobs').selectAll().where('job_id', '=', 'crashed').executeTakeFirstOrThrow();
    expect(job.claimed_by).not.toBe('dead-replica');
  });

  it("marks the job failed with INTERNAL, not the error's own words, when the index cannot be built", async () => {
    const { token, botId } = await botOfNewAccount();
    await newQaGroup(backend.url, token, botId);
    // A row the console could never write: questions is not a list.
    await backend.db.updateTable('qa_groups').set({ questions: JSON.stringify('not a list') }).where('chatbot_id', '=', botId).execute();
    const { events } = await trainAndWatch(token, botId);
    expect(events.at(-1)).toMatchObject({ state: 'failure' });
    expect(events.at(-1)?.message).toBe('INTERNAL');
    expect(await backend.db.selectFrom('qa_indexes').select('chatbot_id').where('chatbot_id', '=', botId).execute()).toEqual([]);
  });
});

describe('/qa/{botId}/answer-settings', () => {
  it("answers the engine's defaults until the owner sets thresholds, then the owner's", async () => {
    const { token, botId } = await botOfNewAccount();
    const url = `${backend.url}/qa/${botId}/answer-settings`;
    expect(await (await fetch(url, { headers: jsonAuth(token) })).json()).toEqual({ answer_threshold: 0.28, suggest_threshold: 0.12, max_suggestions: 3, synonyms: [], off_topic_filter: true });

    const chosen: AnswerSettingsDTO = { answer_threshold: 0.5, suggest_threshold: 0.2, max_suggestions: 5, synonyms: [['第四台', '有線電視']], off_topic_filter: false };
    const put = await fetch(url, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify(chosen) });
    expect(await put.json()).toEqual(chosen);
    expect(await (await fetch(url, { headers: jsonAuth(token) })).json()).toEqual(chosen);
  });

  it('refuses a suggestion threshold above the answer threshold', async () => {
    const { token, botId } = await botOfNewAccount();
    const response = await fetch(`${backend.url}/qa/${botId}/answer-settings`, {
      method: 'PUT',
      headers: jsonAuth(token),
      body: JSON.stringify({ answer_threshold: 0.3, suggest_threshold: 0.4, max_suggestions: 3 }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual([{ field: 'suggest_threshold', message: MSG.thresholdOrder }]);
  });

  it('keeps the synonym sets when a PUT leaves them out, and replaces them when it gives them', async () => {
    const { token, botId } = await botOfNewAccount();
    const url = `${backend.url}/qa/${botId}/answer-settings`;
    const put = (body: unknown) => fetch(url, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify(body) });
    const thresholds = { answer_threshold: 0.4, suggest_threshold: 0.1, max_suggestions: 3 };
    // Surrounding spaces are trimmed.
    expect(await (await put({ ...thresholds, synonyms: [[' 老闆 ', '雇主'], ['悠遊卡', '一卡通', '電子票證']] })).json()).toEqual({
      ...thresholds,
      synonyms: [['老闆', '雇主'], ['悠遊卡', '一卡通', '電子票證']],
      off_topic_filter: true,
    });
    expect(await (await put({ ...thresholds, answer_threshold: 0.5 })).json()).toMatchObject({ answer_threshold: 0.5, synonyms: [['老闆', '雇主'], ['悠遊卡', '一卡通', '電子票證']] });
    expect(await (await put({ ...thresholds, synonyms: [] })).json()).toMatchObject({ synonyms: [] });
  });

  it('refuses a set of one word, a one-character word or a word twice, naming the set and changing nothing', async () => {
    const { token, botId } = await botOfNewAccount();
    const url = `${backend.url}/qa/${botId}/answer-settings`;
    const thresholds = { answer_threshold: 0.4, suggest_threshold: 0.1, max_suggestions: 3 };
    await fetch(url, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify({ ...thresholds, synonyms: [['老闆', '雇主']] }) });
    const cases: [unknown, { field: string; message: string }][] = [
      [[['老闆', '雇主'], ['第四台']], { field: 'synonyms.1', message: MSG.synonymSet }],
      [[['台', '臺']], { field: 'synonyms.0.0', message: MSG.synonymWord }],
      [[['悠遊卡', '悠遊卡']], { field: 'synonyms.0', message: MSG.duplicate }],
    ];
    for (const [synonyms, issue] of cases) {
      const response = await fetch(url, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify({ ...thresholds, answer_threshold: 0.9, synonyms }) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields).toContainEqual(issue);
    }
    const tooMany = Array.from({ length: 201 }, (_, i) => [`詞${i}甲`, `詞${i}乙`]);
    expect((await fetch(url, { method: 'PUT', headers: jsonAuth(token), body: JSON.stringify({ ...thresholds, synonyms: tooMany }) })).status).toBe(400);
    expect(await (await fetch(url, { headers: jsonAuth(token) })).json()).toEqual({ ...thresholds, synonyms: [['老闆', '雇主']], off_topic_filter: true });
  });

  it("refuses another account's bot", async () => {
    const { botId } = await botOfNewAccount();
    const { token: stranger } = await botOfNewAccount();
    const url = `${backend.url}/qa/${botId}/answer-settings`;
    expect((await fetch(url, { headers: jsonAuth(stranger) })).status).toBe(404);
    const put = await fetch(url, { method: 'PUT', headers: jsonAuth(stranger), body: JSON.stringify({ answer_threshold: 0.4, suggest_threshold: 0.1, max_suggestions: 3, synonyms: [['老闆', '雇主']] }) });
    expect(put.status).toBe(404);
  });
});

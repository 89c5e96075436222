// Prompt optimisation through the REST routes: the refusals (no model, bad rows, daily limit, one at a time,
// ownership), a run to success with before/after scores and a proposal within the token limit, apply and discard,
// and a model that fails in the middle of a job.
import type { AutoQaDataDTO, ErrorBody, OptimizationJobDTO, OptimizationStatusDTO } from '../../schema/rest';
import { estimateTokens } from '../../schema/rules/tokens';
import { startFakeLlm, type FakeChatRequest, type FakeLlm } from '../../tests/support/fake-llm';
import { loginToken, newAccount, newChatbot } from '../../tests/support/factories';
import { fakeLlmEnv, startModelBackend, type ModelBackend } from '../autofaq/testing/model-backend';
import { ingestEventsUntilIdle } from '../knowledge/testing/ingest-stream';
import { optimizationEventsUntilDone } from './testing/optimization-stream';

const KNOWLEDGE_TXT = [
  '# Opening hours',
  'The museum opens at 9:00 and closes at 17:00 from Tuesday to Sunday, and is closed on Mondays.',
  '',
  '# Tickets',
  'Adult tickets cost 300 dollars and children under six enter free of charge.',
].join('\n');
const ROWS_CSV = [
  'question,answer',
  'When does the museum open?,The museum opens at 9:00 and closes at 17:00 from Tuesday to Sunday.',
  'How much is an adult ticket?,Adult tickets cost 300 dollars.',
].join('\n');
const MARKER = 'Quote the passage sentence that answers the question.';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The backend's clock runs in real time from 10:00 Taipei time on a fixed day; tests may jump it by days. */
let clockShift = Date.parse('2026-03-02T10:00:00+08:00') - Date.now();

let fake: FakeLlm;
let reply: (request: FakeChatRequest) => string | Promise<string>;
let withModel: ModelBackend;
let plain: ModelBackend;
let token: string;
let mainAccount: { email: string; password: string };
let plainToken: string;

const isProposalRequest = (request: FakeChatRequest) => request.messages[0].content.startsWith('You improve the custom instructions');
const userText = (request: FakeChatRequest) => request.messages.find((message) => message.role === 'user')?.content ?? '';

/** AutoQA's stand-in: vague under the current prompt, the first passage's last line once the proposal asks for quotes. */
function answerLikeAutoQa(request: FakeChatRequest): string {
  if (!request.messages[0].content.includes(MARKER)) return 'Please ask our staff.';
  const passage = /\[1\] \(file: [^)]*\)\n([\s\S]*?)(?:\n\n\[2\]|\n\nQuestion:)/.exec(userText(request))?.[1] ?? '';
  return `${passage.split('\n').at(-1)} (Source: museum.txt)`;
}

const proposal = (extra = '') => `${MARKER} Keep it to one sentence.${extra}`;

beforeAll(async () => {
  fake = await startFakeLlm({ reply: (request) => reply(request) });
  [withModel, plain] = await Promise.all([
    startModelBackend({ llmEnv: fakeLlmEnv(fake.url, 2000), now: () => new Date(Date.now() + clockShift) }),
    startModelBackend(),
  ]);
  mainAccount = await newAccount(withModel.url);
  await withModel.ctx.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', mainAccount.email).execute();
  token = await loginToken(withModel.url, mainAccount.email, mainAccount.password);
  const plainAccount = await newAccount(plain.url);
  plainToken = await loginToken(plain.url, plainAccount.email, plainAccount.password);
}, 60_000);
afterAll(async () => {
  await Promise.all([withModel?.close(), plain?.close()]);
  await fake?.close();
}, 30_000);
beforeEach(() => {
  fake.reset();
  reply = (request) => (isProposalRequest(request) ? proposal() : answerLikeAutoQa(request));
});

function start(backend: ModelBackend, bearer: string, botId: string, csv = ROWS_CSV, name = 'rows.csv'): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  return fetch(`${backend.url}/graph-rag/${botId}/optimize-prompt/`, { method: 'POST', headers: { Authorization: `Bearer ${bearer}` }, body: form });
}

async function status(backend: ModelBackend, bearer: string, botId: string): Promise<OptimizationStatusDTO> {
  const response = await fetch(`${backend.url}/graph-rag/${botId}/optimization/`, { headers: { Authorization: `Bearer ${bearer}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as OptimizationStatusDTO;
}

const decide = (botId: string, jobId: string, decision: 'apply' | 'discard', bearer = token) =>
  fetch(`${withModel.url}/graph-rag/${botId}/optimization/${jobId}/${decision}/`, { method: 'POST', headers: { Authorization: `Bearer ${bearer}` } });

async function botWithKnowledge(bearer = token): Promise<string> {
  const bot = await newChatbot(withModel.url, bearer, { language: 'en' });
  const form = new FormData();
  form.append('files', new Blob([KNOWLEDGE_TXT], { type: 'text/plain' }), 'museum.txt');
  const uploaded = await fetch(`${withModel.url}/graph-rag/${bot.chatbot_id}/upload-graphrag/`, { method: 'POST', headers: { Authorization: `Bearer ${bearer}` }, body: form });
  expect(uploaded.status).toBe(201);
  await ingestEventsUntilIdle(withModel.url, bearer, bot.chatbot_id);
  return bot.chatbot_id;
}

async function runToEnd(botId: string, bearer = token): Promise<{ started: OptimizationJobDTO; events: OptimizationJobDTO[]; last: OptimizationJobDTO }> {
  const response = await start(withModel, bearer, botId);
  expect(response.status).toBe(202);
  const started = (await response.json()) as OptimizationJobDTO;
  const { events } = await optimizationEventsUntilDone(withModel.url, bearer, botId);
  const last = events.at(-1);
  if (!last) throw new Error('no optimization event');
  return { started, events, last };
}

async function botPrompt(botId: string): Promise<string> {
  const response = await fetch(`${withModel.url}/graph-rag/${botId}/autoqa-data/`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as AutoQaDataDTO).prompt;
}

describe('POST /graph-rag/{botId}/optimize-prompt/', () => {
  it('answers 409 LLM_REQUIRED without a language model and starts nothing', async () => {
    const bot = await newChatbot(plain.url, plainToken);
    const response = await start(plain, plainToken, bot.chatbot_id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).error.code).toBe('LLM_REQUIRED');
    expect(await status(plain, plainToken, bot.chatbot_id)).toMatchObject({ job: null, used_today: 0, llm_configured: false });
  });

  it('refuses bad rows with 400 IMPORT_INVALID naming every line, and starts nothing', async () => {
    const bot = await newChatbot(withModel.url, token);
    const response = await start(withModel, token, bot.chatbot_id, 'question,answer\nWhen do you open?,At nine.\nWhere is it?,\n,Orphan answer\n');
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.code).toBe('IMPORT_INVALID');
    expect(error.lines).toEqual([
      { line: 3, message: 'validation.csvNoAnswer' },
      { line: 4, message: 'validation.csvNoQuestion' },
    ]);
    const columns = await start(withModel, token, bot.chatbot_id, 'q,a\nWhen?,Nine.\n');
    expect(((await columns.json()) as ErrorBody).error.lines).toEqual([{ line: 1, message: 'validation.optimizationCsvColumns' }]);
    const tooMany = await start(withModel, token, bot.chatbot_id, `question,answer\n${'Q?,A.\n'.repeat(201)}`);
    expect(((await tooMany.json()) as ErrorBody).error.lines).toEqual([{ line: 202, message: 'validation.tooLong' }]);
    expect((await status(withModel, token, bot.chatbot_id)).job).toBeNull();
  });

  it('runs to success with before and after scores and a proposed prompt within 400 tokens', async () => {
    const botId = await botWithKnowledge();
    // Too long twice: the job asks once more, then trims the answer to the limit.
    const long = ' Mention the opening days.'.repeat(120);
    reply = (request) => (isProposalRequest(request) ? proposal(long) : answerLikeAutoQa(request));
    const { started, events, last } = await runToEnd(botId);

    expect(started).toMatchObject({ state: 'running', step: 'queued', row_count: 2, proposed_prompt: null, decision: 'pending' });
    expect([...new Set(events.map((event) => event.step))]).toEqual(expect.arrayContaining(['baseline', 'proposing', 'measuring', 'done']));
    expect(last).toMatchObject({ job_id: started.job_id, state: 'success', progress: 1, decision: 'pending' });
    expect(last.before_score).toBe(0);
    expect(last.after_score).toBeGreaterThan(0.5);
    expect(last.proposed_prompt?.startsWith(MARKER)).toBe(true);
    expect(estimateTokens(last.proposed_prompt ?? '')).toBeLessThanOrEqual(400);

    const proposals = fake.requests.filter((request) => request.endpoint === 'chat' && (request.body as { messages: { content: string }[] }).messages[0].content.startsWith('You improve'));
    expect(proposals).toHaveLength(2);
    const first = JSON.stringify(proposals[0].body);
    expect(first).toContain('How much is an adult ticket?');
    expect(first).toContain('Please ask our staff.');
    expect(JSON.stringify(proposals[1].body)).toContain('the limit is 400');
    expect(await status(withModel, token, botId)).toMatchObject({ job: { job_id: started.job_id, state: 'success' }, llm_configured: true });
  });

  it('makes the proposal the bot-level prompt when applied', async () => {
    const botId = await botWithKnowledge();
    const { last } = await runToEnd(botId);
    expect(await botPrompt(botId)).toBe('');

    const applied = await decide(botId, last.job_id, 'apply');
    expect(applied.status).toBe(200);
    expect((await applied.json()) as OptimizationJobDTO).toMatchObject({ decision: 'applied', proposed_prompt: proposal() });
    expect(await botPrompt(botId)).toBe(proposal());
    expect((await decide(botId, last.job_id, 'apply')).status).toBe(200);
    expect((await decide(botId, last.job_id, 'discard')).status).toBe(404);
  });

  it('keeps the current prompt when the proposal is discarded', async () => {
    const botId = await botWithKnowledge();
    const { last } = await runToEnd(botId);
    const discarded = await decide(botId, last.job_id, 'discard');
    expect((await discarded.json()) as OptimizationJobDTO).toMatchObject({ decision: 'discarded' });
    expect(await botPrompt(botId)).toBe('');
    expect((await decide(botId, last.job_id, 'apply')).status).toBe(404);
    expect(await status(withModel, token, botId)).toMatchObject({ job: { decision: 'discarded' } });
  });

  it('answers 409 OPTIMIZATION_IN_PROGRESS while one runs', async () => {
    const botId = await botWithKnowledge();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    reply = async (request) => {
      if (!isProposalRequest(request)) await held;
      return isProposalRequest(request) ? proposal() : answerLikeAutoQa(request);
    };
    expect((await start(withModel, token, botId)).status).toBe(202);
    await fake.received(1);
    const second = await start(withModel, token, botId);
    expect(second.status).toBe(409);
    expect(((await second.json()) as ErrorBody).error.code).toBe('OPTIMIZATION_IN_PROGRESS');
    release();
    expect((await optimizationEventsUntilDone(withModel.url, token, botId)).events.at(-1)?.state).toBe('success');
  });

  it("ends in failure with the code of the model's failure when it fails in the middle of the job", async () => {
    const botId = await botWithKnowledge();
    let calls = 0;
    reply = (request) => {
      calls += 1;
      if (calls > 2) throw new Error('model crashed');
      return isProposalRequest(request) ? proposal() : answerLikeAutoQa(request);
    };
    const { last } = await runToEnd(botId);
    expect(last).toMatchObject({ state: 'failure', proposed_prompt: null });
    expect(last.message).toBe('llm_unavailable');
    expect(last.finished_at).not.toBeNull();
  });

  it('answers 429 with the §8 message past the plan\'s daily limit, and allows one again the next Taipei day', async () => {
    const account = await newAccount(withModel.url);
    const freeToken = await loginToken(withModel.url, account.email, account.password);
    const bot = await newChatbot(withModel.url, freeToken);
    // A bot without knowledge: the job fails at once, and still counts.
    const { last } = await runToEnd(bot.chatbot_id, freeToken);
    expect(last).toMatchObject({ state: 'failure', message: 'no_knowledge' });

    const refused = await start(withModel, freeToken, bot.chatbot_id);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorBody).error).toEqual({ code: 'OPTIMIZATION_LIMIT_REACHED', message: 'Daily optimization limit reached. Please try again tomorrow' });
    expect(await status(withModel, freeToken, bot.chatbot_id)).toMatchObject({ daily_limit: 1, used_today: 1 });

    // 14:00 on the next Taipei day; the jump outlives the sessions' idle expiry, so everyone signs in again.
    clockShift += DAY_MS + 4 * 60 * 60 * 1000;
    const nextDayToken = await loginToken(withModel.url, account.email, account.password, true);
    token = await loginToken(withModel.url, mainAccount.email, mainAccount.password, true);
    expect(await status(withModel, nextDayToken, bot.chatbot_id)).toMatchObject({ used_today: 0 });
    expect((await start(withModel, nextDayToken, bot.chatbot_id)).status).toBe(202);
    await optimizationEventsUntilDone(withModel.url, nextDayToken, bot.chatbot_id);
  });

  it("answers 404 BOT_NOT_FOUND for another account's bot", async () => {
    const botId = await botWithKnowledge();
    const { last } = await runToEnd(botId);
    const other = await newAccount(withModel.url);
    const otherToken = await loginToken(withModel.url, other.email, other.password);
    const answers = await Promise.all([
      start(withModel, otherToken, botId),
      fetch(`${withModel.url}/graph-rag/${botId}/optimization/`, { headers: { Authorization: `Bearer ${otherToken}` } }),
      fetch(`${withModel.url}/graph-rag/${botId}/optimization/events`, { headers: { Authorization: `Bearer ${otherToken}` } }),
      decide(botId, last.job_id, 'apply', otherToken),
      decide(botId, last.job_id, 'discard', otherToken),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as ErrorBody).error.code).toBe('BOT_NOT_FOUND');
    }
    expect(await botPrompt(botId)).toBe('');
  });
});

// A language model that takes the connection and never answers, behind the public API's replies: each reply waits on
// it for no longer than its budget (LLM_AUTOFAQ/AUTOQA_REPLY_TIMEOUT_MS) and then gives the answer it would give
// without a model; once the model is known hung (the breaker counts the timeouts) replies no longer wait at all.
// LLM_TIMEOUT_MS keeps its 20 s default here: the reply's budget, not the model's own, is what bounds the wait.
import type { PublicMessageReply } from '../../../schema/rest';
import { ANSWER_STATUS } from '../../../schema/rules/constants';
import { loginToken, newAccount, newChatbot } from '../../../tests/support/factories';
import { startFakeLlm, type FakeLlm } from '../../../tests/support/fake-llm';
import { startModelBackend, type ModelBackend } from '../../autofaq/testing/model-backend';
import { ingestEventsUntilIdle } from '../../knowledge/testing/ingest-stream';

const AUTOFAQ_BUDGET_MS = 1_000;
const AUTOQA_BUDGET_MS = 1_500;
/** What a reply may take beyond its model budget: retrieval, history, HTTP, on a machine shared with other suites. */
const SLACK_MS = 1_500;

const TICKETS = 'Adult tickets cost 300 dollars; children under six enter free of charge.';
const FAQ_CSV = `title,answer\nTickets,"${TICKETS}"\nParking,The car park has 200 spaces and costs 40 dollars an hour.\n`;
const KNOWLEDGE_TXT = '# Opening hours\nThe museum opens at 9:00 and closes at 17:00 from Tuesday to Sunday. It is closed on Mondays.';

let fake: FakeLlm;

beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** A backend on the fake model with the reply budgets above and every other setting at its default. */
async function backendWithOwner(): Promise<{ backend: ModelBackend; token: string }> {
  const backend = await startModelBackend({
    llmEnv: { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-chat', LLM_AUTOFAQ_REPLY_TIMEOUT_MS: String(AUTOFAQ_BUDGET_MS), LLM_AUTOQA_REPLY_TIMEOUT_MS: String(AUTOQA_BUDGET_MS) },
  });
  const account = await newAccount(backend.url);
  await backend.ctx.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', account.email).execute();
  return { backend, token: await loginToken(backend.url, account.email, account.password) };
}

async function say(backend: ModelBackend, token: string, vendorId: string, text: string): Promise<{ reply: PublicMessageReply; ms: number }> {
  const startedAt = performance.now();
  const response = await fetch(`${backend.url}/webhook/api/v2/${vendorId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Test-Chat': '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: `visitor-${Math.random()}`, type: 'message', message: { text } }),
  });
  expect(response.status).toBe(200);
  const reply = (await response.json()) as PublicMessageReply;
  return { reply, ms: performance.now() - startedAt };
}

describe('AutoFAQ replies while the model never answers', () => {
  let backend: ModelBackend;
  let token: string;
  let vendorId: string;
  beforeAll(async () => {
    ({ backend, token } = await backendWithOwner());
    const created = await newChatbot(backend.url, token, { language: 'en', failed_msg: 'Sorry, I do not know that yet.' });
    const form = new FormData();
    form.append('file', new Blob([FAQ_CSV], { type: 'text/csv' }), 'faq.csv');
    expect((await fetch(`${backend.url}/autofaq/${created.chatbot_id}/upload/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).status).toBe(201);
    vendorId = created.vendor_id;
  }, 60_000);
  afterAll(() => backend.close(), 30_000);

  it('gives 20 visitors at once the best fixed answer within the AutoFAQ budget, and then stops asking the model', async () => {
    fake.setBehaviour({ kind: 'hang' });
    const replies = await Promise.all(Array.from({ length: 20 }, () => say(backend, token, vendorId, 'How much is an adult ticket?')));
    for (const { reply, ms } of replies) {
      expect(reply).toMatchObject({ type: 'answer', data: { text: TICKETS }, debug: { answer_status: ANSWER_STATUS.answered } });
      expect(ms).toBeLessThan(AUTOFAQ_BUDGET_MS + SLACK_MS);
    }
    const asked = fake.requests.length;
    expect(asked).toBe(20);

    // The timeouts opened the breaker: the next visitor is answered without waiting, and the model is not asked.
    const next = await say(backend, token, vendorId, 'How much is an adult ticket?');
    expect(next.reply.data.text).toBe(TICKETS);
    expect(next.ms).toBeLessThan(SLACK_MS);
    expect(fake.requests).toHaveLength(asked);
  }, 30_000);
});

describe('AutoQA replies while the model never answers', () => {
  let backend: ModelBackend;
  let token: string;
  let vendorId: string;
  beforeAll(async () => {
    ({ backend, token } = await backendWithOwner());
    const created = await newChatbot(backend.url, token, { language: 'en', failed_msg: 'Sorry, I do not know that yet.' });
    const form = new FormData();
    form.append('files', new Blob([KNOWLEDGE_TXT], { type: 'text/plain' }), 'museum.txt');
    expect((await fetch(`${backend.url}/graph-rag/${created.chatbot_id}/upload-graphrag/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).status).toBe(201);
    // The model still answers while the file is ingested (its summary).
    await ingestEventsUntilIdle(backend.url, token, created.chatbot_id);
    vendorId = created.vendor_id;
  }, 60_000);
  afterAll(() => backend.close(), 30_000);

  it('gives the extractive answer naming the file within the AutoQA budget', async () => {
    fake.setBehaviour({ kind: 'hang' });
    const { reply, ms } = await say(backend, token, vendorId, 'When does the museum open?');
    expect(fake.requests.map((request) => request.endpoint)).toEqual(['chat']);
    expect(reply).toMatchObject({ type: 'answer', debug: { answer_status: ANSWER_STATUS.autoQa } });
    expect(reply.data.text).toContain('The museum opens at 9:00');
    expect(reply.data.text).toContain('museum.txt');
    expect(ms).toBeGreaterThanOrEqual(AUTOQA_BUDGET_MS - 100);
    expect(ms).toBeLessThan(AUTOQA_BUDGET_MS + SLACK_MS);
  }, 30_000);
});

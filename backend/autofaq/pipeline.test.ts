// AutoFAQ and generative AutoQA in the one answer pipeline, through the owner's test chat of the public API:
// a fixed answer after the Q&A list finds nothing, the failed message when no fixed answer fits, and AutoQA that
// generates with a model, falls back to the extractive answer when the model fails and never makes one up.
import type { PublicMessageReply } from '../../schema/rest';
import { ANSWER_STATUS } from '../../schema/rules/constants';
import { startFakeLlm, type FakeChatRequest, type FakeLlm } from '../../tests/support/fake-llm';
import { loginToken, newAccount, newChatbot } from '../../tests/support/factories';
import { ingestEventsUntilIdle } from '../knowledge/testing/ingest-stream';
import { NO_ANSWER } from '../knowledge/generate';
import { fakeLlmEnv, startModelBackend, type ModelBackend } from './testing/model-backend';

const TICKETS = 'Adult tickets cost 300 dollars; children under six enter free of charge.';
const FAQ_CSV = `title,answer\nTickets,"${TICKETS}"\nParking,The car park has 200 spaces and costs 40 dollars an hour.\n`;
const KNOWLEDGE_TXT = '# Opening hours\nThe museum opens at 9:00 and closes at 17:00 from Tuesday to Sunday. It is closed on Mondays.';

let fake: FakeLlm;
let reply: (request: FakeChatRequest) => string;
let backend: ModelBackend;
let token: string;

beforeAll(async () => {
  fake = await startFakeLlm({ reply: (request) => reply(request) });
  backend = await startModelBackend({ llmEnv: fakeLlmEnv(fake.url, 500) });
  const account = await newAccount(backend.url);
  await backend.ctx.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', account.email).execute();
  token = await loginToken(backend.url, account.email, account.password);
}, 60_000);
afterAll(async () => {
  await backend?.close();
  await fake?.close();
}, 30_000);
beforeEach(() => fake.reset());

const isAutoFaq = (request: FakeChatRequest) => request.responseFormat === 'json';

async function bot(files: { autofaq?: string; knowledge?: string }): Promise<string> {
  const created = await newChatbot(backend.url, token, { language: 'en', failed_msg: 'Sorry, I do not know that yet.' });
  if (files.autofaq) {
    const form = new FormData();
    form.append('file', new Blob([files.autofaq], { type: 'text/csv' }), 'faq.csv');
    expect((await fetch(`${backend.url}/autofaq/${created.chatbot_id}/upload/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).status).toBe(201);
  }
  if (files.knowledge) {
    const form = new FormData();
    form.append('files', new Blob([files.knowledge], { type: 'text/plain' }), 'museum.txt');
    expect((await fetch(`${backend.url}/graph-rag/${created.chatbot_id}/upload-graphrag/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).status).toBe(201);
    await ingestEventsUntilIdle(backend.url, token, created.chatbot_id);
  }
  return created.vendor_id;
}

async function say(vendorId: string, text: string): Promise<PublicMessageReply> {
  const response = await fetch(`${backend.url}/webhook/api/v2/${vendorId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Test-Chat': '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: 'visitor', type: 'message', message: { text } }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as PublicMessageReply;
}

describe('AutoFAQ in the answer pipeline', () => {
  it("replies with the model's chosen fixed answer word for word", async () => {
    reply = () => JSON.stringify({ choice: 1, text: 'Everything is free today!' });
    const answer = await say(await bot({ autofaq: FAQ_CSV }), 'How much is an adult ticket?');
    expect(answer).toMatchObject({ type: 'answer', data: { text: TICKETS }, debug: { answer_status: ANSWER_STATUS.answered } });
  });

  it('sends the failed message when the model finds no fixed answer, though the Q&A list was never trained', async () => {
    reply = () => '{"choice": null}';
    const answer = await say(await bot({ autofaq: FAQ_CSV }), 'How much is an adult ticket?');
    expect(answer).toMatchObject({ type: 'no_answer', data: { text: 'Sorry, I do not know that yet.' }, debug: { answer_status: ANSWER_STATUS.noAnswer } });
  });
});

describe('generative AutoQA in the answer pipeline', () => {
  it("answers with the model's text over the retrieved passages, status 5", async () => {
    reply = (request) => (isAutoFaq(request) ? '{"choice": null}' : 'We open at 9:00, Tuesday to Sunday. (Source: museum.txt)');
    const answer = await say(await bot({ knowledge: KNOWLEDGE_TXT }), 'When does the museum open?');
    expect(answer).toMatchObject({ type: 'answer', data: { text: 'We open at 9:00, Tuesday to Sunday. (Source: museum.txt)' }, debug: { answer_status: ANSWER_STATUS.autoQa } });
    const generation = fake.requests.find((request) => JSON.stringify(request.body).includes('numbered passages'));
    expect(JSON.stringify(generation?.body)).toContain('The museum opens at 9:00');
  });

  it('sends the failed message when the model says the passages do not answer', async () => {
    reply = () => NO_ANSWER;
    const answer = await say(await bot({ knowledge: KNOWLEDGE_TXT }), 'When does the museum open?');
    expect(answer).toMatchObject({ type: 'no_answer', data: { text: 'Sorry, I do not know that yet.' } });
  });

  it('falls back to the extractive answer naming the file when the model fails', async () => {
    fake.setBehaviour({ kind: 'fail', status: 500, endpoint: 'chat' });
    const answer = await say(await bot({ knowledge: KNOWLEDGE_TXT }), 'When does the museum open?');
    expect(answer.type).toBe('answer');
    expect(answer.data.text).toContain('The museum opens at 9:00');
    expect(answer.data.text).toContain('museum.txt');
  });
});

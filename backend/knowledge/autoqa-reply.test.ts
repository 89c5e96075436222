// AutoQA in the one reply pipeline: after the Q&A list has no answer, the bot answers from its active knowledge
// files (answer status 5, naming the file), and with its failed message when nothing covers the question.
import type { PublicMessageReply } from '../../schema/rest';
import { ANSWER_STATUS } from '../../schema/rules/constants';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot, newQaGroup, type TestFile } from '../../tests/support/factories';
import { openTrainingStream } from '../../tests/support/training-stream';
import { ingestEventsUntilIdle } from './testing/ingest-stream';

jest.setTimeout(30_000);

let backend: TestBackend;
let token: string;

beforeAll(async () => {
  backend = await startTestBackend();
  const account = await newAccount(backend.url);
  await backend.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', account.email).execute();
  token = await loginToken(backend.url, account.email, account.password);
});
afterAll(() => backend.close());

const FAILED_MSG = 'Sorry, I do not know that yet.';
const MUSEUM_TXT = '# Opening hours\nThe museum opens at 9:00 and closes at 17:00 from Tuesday to Sunday. It is closed on Mondays.\n\n# Tickets\nAdult tickets cost 300 dollars. Children under six enter free of charge.';

async function botWithKnowledge(files: TestFile[], language: 'en' | 'tw' = 'en') {
  const bot = await newChatbot(backend.url, token, { language, failed_msg: FAILED_MSG });
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.content]), file.name);
  const response = await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/upload-graphrag/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(201);
  await ingestEventsUntilIdle(backend.url, token, bot.chatbot_id);
  return bot;
}

async function testChat(vendorId: string, text: string): Promise<{ status: number; body: PublicMessageReply }> {
  const response = await fetch(`${backend.url}/webhook/api/v2/${vendorId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Test-Chat': '1' },
    body: JSON.stringify({ userId: 'owner', type: 'message', message: { text } }),
  });
  return { status: response.status, body: (await response.json()) as PublicMessageReply };
}

function lastBotLine(chatbotId: string) {
  return backend.db
    .selectFrom('conversation_messages')
    .select(['content', 'answer_status'])
    .where('chatbot_id', '=', chatbotId)
    .where('sender', '=', 'bot')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('a bot with knowledge files and no Q&A training', () => {
  it('answers from the best passage, naming the file, with answer status 5 in history', async () => {
    const bot = await botWithKnowledge([{ name: 'museum.txt', content: MUSEUM_TXT }]);
    const { status, body } = await testChat(bot.vendor_id, 'How much is an adult ticket?');
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'answer', success: true });
    expect(body.data.text).toBe('Adult tickets cost 300 dollars. Children under six enter free of charge. (Source: museum.txt)');
    expect(body.debug?.answer_status).toBe(ANSWER_STATUS.autoQa);
    expect(body.debug?.knowledge?.[0]).toMatchObject({ file_name: 'museum.txt', file_id: expect.any(String) });
    expect(await lastBotLine(bot.chatbot_id)).toEqual({ content: body.data.text, answer_status: 5 });
  });

  it('sends the failed message, never made-up text, when nothing covers the question', async () => {
    const bot = await botWithKnowledge([{ name: 'museum.txt', content: MUSEUM_TXT }]);
    const { body } = await testChat(bot.vendor_id, 'Which football club won the league in 1998?');
    expect(body).toMatchObject({ type: 'no_answer', data: { text: FAILED_MSG } });
    expect(await lastBotLine(bot.chatbot_id)).toEqual({ content: FAILED_MSG, answer_status: ANSWER_STATUS.noAnswer });
  });

  it('names the source in the bot language', async () => {
    const bot = await botWithKnowledge([{ name: '停車.txt', content: '停車場收費\n地下停車場每小時收費四十元，共有兩百個車位。' }], 'tw');
    const { body } = await testChat(bot.vendor_id, '停車場每小時收費多少');
    expect(body.data.text).toBe('地下停車場每小時收費四十元，共有兩百個車位。（資料來源：停車.txt）');
  });

  it('no longer answers from a file once it is inactive, and is then not trained at all', async () => {
    const bot = await botWithKnowledge([{ name: 'museum.txt', content: MUSEUM_TXT }]);
    const data = await (await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/autoqa-data/`, { headers: { Authorization: `Bearer ${token}` } })).json();
    await fetch(`${backend.url}/graph-rag/${bot.chatbot_id}/files/${data.files[0].file_id}/toggle-active/`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: false }),
    });
    const { status, body } = await testChat(bot.vendor_id, 'How much is an adult ticket?');
    expect(status).toBe(409);
    expect(body.error?.code).toBe('NOT_TRAINED');
  });
});

describe('a bot with a trained Q&A list and knowledge files', () => {
  it('answers from the Q&A list first, then from knowledge when the list has no answer', async () => {
    const bot = await botWithKnowledge([{ name: 'museum.txt', content: MUSEUM_TXT }]);
    await newQaGroup(backend.url, token, bot.chatbot_id, { questions: ['Where is the museum?'], answers: ['At 1 Harbour Road.'] });
    const stream = await openTrainingStream(backend.url, token, bot.chatbot_id);
    expect((await fetch(`${backend.url}/qa/${bot.chatbot_id}/train`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(202);
    expect((await stream.events).at(-1)?.state).toBe('success');

    const fromList = await testChat(bot.vendor_id, 'Where is the museum?');
    expect(fromList.body).toMatchObject({ type: 'answer', data: { text: 'At 1 Harbour Road.' }, debug: { answer_status: ANSWER_STATUS.answered } });
    const fromKnowledge = await testChat(bot.vendor_id, 'Is the museum closed on Mondays?');
    expect(fromKnowledge.body).toMatchObject({ type: 'answer', debug: { answer_status: ANSWER_STATUS.autoQa } });
    expect(fromKnowledge.body.data.text).toMatch(/closed on Mondays\. \(Source: museum\.txt\)$/);
  });
});

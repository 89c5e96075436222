// Generative AutoQA (backend/knowledge/generate.ts) against the loopback OpenAI-compatible server: the prompt it
// builds, NO_ANSWER, the files an answer cites, and a failing model (the caller then answers extractively).
import type { BackendDatabase } from '../db/database';
import { generateKnowledgeAnswer, NO_ANSWER, type GenerationInput } from '../knowledge/generate';
import { createLanguageModel, LlmError, readLlmConfig, type LanguageModel } from '../llm/provider';
import { openTestDatabase } from '../../tests/support/test-database';
import { startFakeLlm, type FakeChatRequest, type FakeLlm } from '../../tests/support/fake-llm';
import { fakeLlmEnv } from '../autofaq/testing/model-backend';

let fake: FakeLlm;
let database: BackendDatabase;
let model: LanguageModel;
let reply: (request: FakeChatRequest) => string;

beforeAll(async () => {
  fake = await startFakeLlm({ reply: (request) => reply(request) });
  database = await openTestDatabase();
  const created = createLanguageModel(readLlmConfig(fakeLlmEnv(fake.url)), { db: database.db, now: () => new Date(), reportError: () => undefined });
  if (!created) throw new Error('no model');
  model = created;
}, 30_000);
afterAll(async () => {
  await fake?.close();
  await database?.close();
});
beforeEach(() => fake.reset());

const input: GenerationInput = {
  chatbotId: 'bot-1',
  question: '成人票多少錢？',
  language: 'tw',
  botPrompt: 'Always greet the customer as 貴賓.',
  chunks: [
    { file_id: 'f-tickets', file_name: 'tickets.txt', text: '成人票 300 元，六歲以下兒童免費。' },
    { file_id: 'f-hours', file_name: 'hours.txt', text: '開放時間為週二至週日 9:00 至 17:00。' },
    { file_id: 'f-tickets', file_name: 'tickets.txt', text: '團體票請提前一週預約。' },
  ],
  filePrompts: { 'f-tickets': 'Prices are in New Taiwan dollars.', 'f-unused': 'Never shown.' },
};

const sent = () => (fake.requests[0].body as { messages: { role: string; content: string }[] }).messages;

describe('generateKnowledgeAnswer', () => {
  it('builds the prompt from the system default, the bot-level prompt, each used file prompt and the passages', async () => {
    reply = () => '貴賓您好，成人票 300 元。(Source: tickets.txt)';
    const answer = await generateKnowledgeAnswer(model, input);
    expect(answer).toEqual({ text: '貴賓您好，成人票 300 元。(Source: tickets.txt)', usedFileIds: ['f-tickets'] });

    const [system, user] = sent();
    expect(system.role).toBe('system');
    expect(system.content).toContain('using only the numbered passages');
    expect(system.content).toContain(NO_ANSWER);
    expect(system.content).toContain('Traditional Chinese');
    expect(system.content).toContain('Always greet the customer as 貴賓.');
    expect(system.content).toContain('For passages from tickets.txt: Prices are in New Taiwan dollars.');
    expect(system.content.match(/Prices are in New Taiwan dollars/g)).toHaveLength(1);
    expect(system.content).not.toContain('Never shown.');
    expect(user.content).toContain('[1] (file: tickets.txt)\n成人票 300 元，六歲以下兒童免費。');
    expect(user.content).toContain('[2] (file: hours.txt)\n開放時間為週二至週日 9:00 至 17:00。');
    expect(user.content).toContain('Question: 成人票多少錢？');
  });

  it('leaves out the bot-level and file sections when the owner wrote none', async () => {
    reply = () => 'Adult tickets cost 300. (Source: hours.txt, tickets.txt)';
    const answer = await generateKnowledgeAnswer(model, { ...input, botPrompt: '', filePrompts: {} });
    expect(answer?.usedFileIds.sort()).toEqual(['f-hours', 'f-tickets']);
    expect(sent()[0].content).not.toContain('Instructions from the business');
    expect(sent()[0].content).not.toContain('Instructions for particular files');
  });

  it('returns null when the model says NO_ANSWER, alone or wrapped in words', async () => {
    reply = () => NO_ANSWER;
    expect(await generateKnowledgeAnswer(model, input)).toBeNull();
    reply = () => `Sorry. ${NO_ANSWER}`;
    expect(await generateKnowledgeAnswer(model, input)).toBeNull();
  });

  it('asks nothing and returns null without passages', async () => {
    expect(await generateKnowledgeAnswer(model, { ...input, chunks: [] })).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects with the LlmError when the model fails, so the caller can answer extractively', async () => {
    fake.setBehaviour({ kind: 'fail', status: 503, times: 1 });
    await expect(generateKnowledgeAnswer(model, input)).rejects.toMatchObject({ name: 'LlmError', kind: 'unavailable' });
    fake.setBehaviour({ kind: 'delay', ms: 3000, times: 1 });
    await expect(generateKnowledgeAnswer(model, input)).rejects.toBeInstanceOf(LlmError);
  });
});

// The language model over a loopback OpenAI-compatible server: chat and embeddings requests, usage counted per
// bot and day on the real database, configuration, and errors that name the problem but never the key.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot } from '../../tests/support/factories';
import { countFakeTokens, fakeEmbedding, startFakeLlm, type FakeLlm } from '../../tests/support/fake-llm';
import { listLlmUsage, usageDay } from './llm-usage.repository';
import { createLanguageModel, describeLlm, LlmError, readLlmConfig, type LanguageModel, type LlmConfig } from './provider';

let backend: TestBackend;
let fake: FakeLlm;
let chatbotId: string;
beforeAll(async () => {
  [backend, fake] = await Promise.all([startTestBackend(), startFakeLlm()]);
  const account = await newAccount(backend.url);
  chatbotId = (await newChatbot(backend.url, await loginToken(backend.url, account.email, account.password))).chatbot_id;
}, 30_000); // a backend, an account and a bot: slow when other suites share the machine
afterAll(async () => {
  await Promise.all([backend.close(), fake.close()]);
});
beforeEach(() => fake.reset());

// Tests share one bot; each runs on days of its own, so their usage rows stay apart.
let daysUsed = 0;
let now = new Date();
beforeEach(() => {
  daysUsed += 2;
  now = new Date(Date.UTC(2026, 0, daysUsed, 10));
});

function configFor(url: string, env: NodeJS.ProcessEnv = {}): LlmConfig {
  return readLlmConfig({ LLM_BASE_URL: url, LLM_MODEL: 'fake-chat', EMBEDDING_MODEL: 'fake-embedding', ...env });
}

function modelFor(config: LlmConfig): LanguageModel {
  const model = createLanguageModel(config, { db: backend.db, now: () => now, reportError: (error) => { throw error; } });
  if (!model) throw new Error('expected a configured model');
  return model;
}

/** The bot's usage on the test's (first) day. */
const usageToday = () => listLlmUsage(backend.db, chatbotId, { from: usageDay(now), to: usageDay(now) });

async function rejection(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof LlmError)) throw new Error(`expected an LlmError, got ${String(error)}`);
  return error;
}

describe('complete', () => {
  it('answers with the model text and records its tokens against the bot for the day', async () => {
    const llm = modelFor(configFor(fake.url));
    const messages = [
      { role: 'system' as const, content: 'You answer from the given passages.' },
      { role: 'user' as const, content: 'When does the shop open?' },
    ];

    const completion = await llm.complete({ messages, temperature: 0.2, maxTokens: 200, chatbotId, purpose: 'autoqa' });

    expect(completion.text).toBe('Echo: When does the shop open?');
    const promptTokens = countFakeTokens(messages[0].content) + countFakeTokens(messages[1].content);
    expect(completion.usage).toEqual({ promptTokens, completionTokens: countFakeTokens('Echo: When does the shop open?') });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].body).toEqual({ model: 'fake-chat', messages, temperature: 0.2, max_tokens: 200 });
    expect(await usageToday()).toEqual([
      { day: usageDay(now), purpose: 'autoqa', requests: 1, promptTokens, completionTokens: completion.usage.completionTokens, embeddingTokens: 0, failures: 0 },
    ]);
  });

  it('adds every call to the same day and purpose, and keeps days and purposes apart', async () => {
    const llm = modelFor(configFor(fake.url));
    const firstDay = usageDay(now);
    const ask = (content: string, purpose: 'autoqa' | 'autofaq') => llm.complete({ messages: [{ role: 'user', content }], chatbotId, purpose });

    const first = await ask('one two', 'autoqa');
    const second = await ask('three four five', 'autoqa');
    await ask('six', 'autofaq');
    now = new Date(now.getTime() + 24 * 3600_000);
    const secondDay = usageDay(now);
    await ask('seven', 'autoqa');

    const usage = await listLlmUsage(backend.db, chatbotId, { from: firstDay, to: secondDay });
    expect(usage.map(({ day, purpose, requests }) => [day, purpose, requests])).toEqual([
      [firstDay, 'autofaq', 1],
      [firstDay, 'autoqa', 2],
      [secondDay, 'autoqa', 1],
    ]);
    expect(usage[1].promptTokens).toBe(first.usage.promptTokens + second.usage.promptTokens);
    expect(await listLlmUsage(backend.db, chatbotId, { from: secondDay, to: secondDay })).toHaveLength(1);
  });

  it('asks for a JSON object when the response format is json', async () => {
    const llm = modelFor(configFor(fake.url));

    const completion = await llm.complete({ messages: [{ role: 'user', content: 'pick one' }], responseFormat: 'json', chatbotId, purpose: 'autofaq' });

    expect(fake.requests[0].body).toMatchObject({ response_format: { type: 'json_object' } });
    expect(JSON.parse(completion.text)).toEqual({ echo: 'pick one' });
  });

  it('sends the key as a Bearer token', async () => {
    const guarded = await startFakeLlm({ apiKey: 'sk-right-key' });
    try {
      const llm = modelFor(configFor(guarded.url, { LLM_API_KEY: 'sk-right-key' }));
      await expect(llm.complete({ messages: [{ role: 'user', content: 'hi' }], chatbotId, purpose: 'autoqa' })).resolves.toMatchObject({ text: 'Echo: hi' });
      expect(guarded.requests[0].authorization).toBe('Bearer sk-right-key');
    } finally {
      await guarded.close();
    }
  });

  it('refuses with the status and code, never the key, when the key is wrong, and counts the failure', async () => {
    const secret = 'sk-wrong-secret-0123456789';
    const guarded = await startFakeLlm({ apiKey: 'sk-right-key' });
    try {
      const llm = modelFor(configFor(guarded.url, { LLM_API_KEY: secret }));

      const error = await rejection(llm.complete({ messages: [{ role: 'user', content: 'hi' }], chatbotId, purpose: 'autoqa' }));

      expect(error.kind).toBe('refused');
      expect(error.status).toBe(401);
      expect(error.message).toContain('invalid_api_key');
      for (const text of [error.message, String(error), error.stack ?? '', JSON.stringify(error)]) expect(text).not.toContain(secret);
      expect(guarded.requests).toHaveLength(1);
      expect(await usageToday()).toEqual([expect.objectContaining({ purpose: 'autoqa', requests: 0, failures: 1 })]);
    } finally {
      await guarded.close();
    }
  });

  it('refuses an unknown model without retrying', async () => {
    const strict = await startFakeLlm({ models: ['another-model'] });
    try {
      const error = await rejection(modelFor(configFor(strict.url)).complete({ messages: [{ role: 'user', content: 'hi' }], chatbotId, purpose: 'autoqa' }));
      expect([error.kind, error.status, error.message]).toEqual(['refused', 404, 'The language model refused the request (HTTP 404, model_not_found)']);
      expect(strict.requests).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });

  it('reports a body that is not JSON, or JSON without choices and usage, as a bad response', async () => {
    const llm = modelFor(configFor(fake.url));
    const ask = () => llm.complete({ messages: [{ role: 'user', content: 'hi' }], chatbotId, purpose: 'autoqa' });

    fake.setBehaviour({ kind: 'malformed', times: 1 });
    expect((await rejection(ask())).kind).toBe('bad_response');
    fake.setBehaviour({ kind: 'incomplete', times: 1 });
    expect((await rejection(ask())).kind).toBe('bad_response');
    expect(fake.requests).toHaveLength(2);
  });
});

describe('embed', () => {
  it('embeds texts in batches, in order, and counts their tokens', async () => {
    const llm = modelFor(configFor(fake.url, { LLM_EMBEDDING_BATCH_SIZE: '2' }));
    const texts = ['退貨政策是什麼', '退貨的政策', 'opening hours', 'Opening hours on Sunday', '營業時間'];

    const vectors = await llm.embed!({ texts, chatbotId, purpose: 'indexing' });

    expect(vectors).toEqual(texts.map((text) => fakeEmbedding(text)));
    expect(fake.requests.map((request) => (request.body as { input: string[] }).input)).toEqual([texts.slice(0, 2), texts.slice(2, 4), texts.slice(4)]);
    expect(fake.requests.every((request) => (request.body as { model: string }).model === 'fake-embedding')).toBe(true);
    const tokens = texts.reduce((sum, text) => sum + countFakeTokens(text), 0);
    expect(await usageToday()).toEqual([{ day: usageDay(now), purpose: 'indexing', requests: 3, promptTokens: 0, completionTokens: 0, embeddingTokens: tokens, failures: 0 }]);
  });

  it('gives similar texts close vectors', async () => {
    const [question, near, far] = await modelFor(configFor(fake.url)).embed!({ texts: ['How do I return an item?', 'how can I return items', 'Parking near the store'], chatbotId, purpose: 'retrieval' });
    const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i], 0);
    expect(cosine(question, near)).toBeGreaterThan(cosine(question, far));
  });

  it('makes no request for no texts', async () => {
    await expect(modelFor(configFor(fake.url)).embed!({ texts: [], chatbotId, purpose: 'indexing' })).resolves.toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('reports embeddings that do not match the texts as a bad response', async () => {
    fake.setBehaviour({ kind: 'incomplete', endpoint: 'embeddings' });
    const error = await rejection(modelFor(configFor(fake.url)).embed!({ texts: ['a text'], chatbotId, purpose: 'indexing' }));
    expect(error.kind).toBe('bad_response');
  });
});

describe('configuration', () => {
  it('has no model without LLM_BASE_URL, and says so without a URL or key', () => {
    const config = readLlmConfig({ LLM_API_KEY: 'sk-unused', LLM_MODEL: 'some-model' });
    expect(createLanguageModel(config, { db: backend.db, now: () => now })).toBeUndefined();
    expect(describeLlm(config)).toEqual({ configured: false, model: null, embeddings: false });
  });

  it('offers embeddings only with EMBEDDING_MODEL', () => {
    const chatOnly = readLlmConfig({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-chat' });
    expect(modelFor(chatOnly).embed).toBeUndefined();
    expect(describeLlm(chatOnly)).toEqual({ configured: true, model: 'fake-chat', embeddings: false });
    expect(describeLlm(configFor(fake.url))).toEqual({ configured: true, model: 'fake-chat', embeddings: true });
  });

  it('reads the defaults and refuses settings that cannot work', () => {
    expect(readLlmConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'm' })).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      chatModel: 'm',
      embeddingModel: undefined,
      chatTimeoutMs: 20_000,
      embeddingTimeoutMs: 10_000,
      autoFaqReplyTimeoutMs: 4_000,
      autoQaReplyTimeoutMs: 12_000,
      maxRetries: 2,
      breakerThreshold: 5,
      breakerCooldownMs: 30_000,
      embeddingBatchSize: 64,
    });
    expect(() => readLlmConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow('LLM_MODEL must be set');
    expect(() => readLlmConfig({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow('LLM_BASE_URL is not a URL');
    expect(() => readLlmConfig({ LLM_BASE_URL: 'http://x/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' })).toThrow('LLM_TIMEOUT_MS');
  });

  it("refuses reply budgets longer than the product's longest reply times (AutoFAQ 5 s, AutoQA 15 s)", () => {
    const base = { LLM_BASE_URL: 'http://x/v1', LLM_MODEL: 'm' };
    expect(readLlmConfig({ ...base, LLM_AUTOFAQ_REPLY_TIMEOUT_MS: '5000', LLM_AUTOQA_REPLY_TIMEOUT_MS: '15000' })).toMatchObject({ autoFaqReplyTimeoutMs: 5_000, autoQaReplyTimeoutMs: 15_000 });
    expect(() => readLlmConfig({ ...base, LLM_AUTOFAQ_REPLY_TIMEOUT_MS: '5001' })).toThrow('LLM_AUTOFAQ_REPLY_TIMEOUT_MS must be at most 5000');
    expect(() => readLlmConfig({ ...base, LLM_AUTOQA_REPLY_TIMEOUT_MS: '20000' })).toThrow('LLM_AUTOQA_REPLY_TIMEOUT_MS must be at most 15000');
  });

  it('keeps the URL and key out of errors about the URL', () => {
    const secretUrl = 'ftp://user:sk-in-url@example.com/v1';
    expect(() => readLlmConfig({ LLM_BASE_URL: secretUrl, LLM_MODEL: 'm' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('sk-in-url') }));
  });
});

// When the provider has a bad day: retries on 5xx, 429 and dropped connections, Retry-After, giving up, time
// budgets (a call's own shorter one included), the caller's abort, and the circuit breaker that makes a dead provider
// cost nothing per message and lets the calls still waiting on it go once it opens.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot } from '../../tests/support/factories';
import { startFakeLlm, type FakeLlm } from '../../tests/support/fake-llm';
import { listLlmUsage } from './llm-usage.repository';
import { createLanguageModel, LlmError, readLlmConfig, type LanguageModel, type LanguageModelDeps } from './provider';

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

function modelWith(env: NodeJS.ProcessEnv, deps: Partial<LanguageModelDeps> = {}): LanguageModel {
  const config = readLlmConfig({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-chat', EMBEDDING_MODEL: 'fake-embedding', ...env });
  const model = createLanguageModel(config, { db: backend.db, now: () => new Date(), ...deps });
  if (!model) throw new Error('expected a configured model');
  return model;
}

/** A wait that returns at once and remembers what it was asked to wait. */
function recordedWaits(): { waits: number[]; wait: LanguageModelDeps['wait'] } {
  const waits: number[] = [];
  return { waits, wait: async (ms) => void waits.push(ms) };
}

const ask = (llm: LanguageModel, signal?: AbortSignal) => llm.complete({ messages: [{ role: 'user', content: 'Is the shop open?' }], chatbotId, purpose: 'autoqa', signal });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
}

async function llmRejection(promise: Promise<unknown>): Promise<LlmError> {
  const error = await rejection(promise);
  if (!(error instanceof LlmError)) throw new Error(`expected an LlmError, got ${String(error)}`);
  return error;
}

describe('retries', () => {
  it('retries a 500 with a real backoff pause, then succeeds', async () => {
    fake.setBehaviour({ kind: 'fail', status: 500, times: 1 });
    await expect(ask(modelWith({}))).resolves.toMatchObject({ text: 'Echo: Is the shop open?' });
    expect(fake.requests.map((request) => request.endpoint)).toEqual(['chat', 'chat']);
  });

  it('backs off exponentially with jitter between retries', async () => {
    const { waits, wait } = recordedWaits();
    fake.setBehaviour({ kind: 'fail', status: 502, times: 2 });
    await ask(modelWith({}, { wait, random: () => 0.5 }));
    expect(waits).toEqual([187.5, 375]);
  });

  it('honours Retry-After on a 429', async () => {
    const { waits, wait } = recordedWaits();
    fake.setBehaviour({ kind: 'fail', status: 429, retryAfterSeconds: 3, times: 1 });
    await expect(ask(modelWith({}, { wait }))).resolves.toMatchObject({ text: 'Echo: Is the shop open?' });
    expect(waits).toEqual([3000]);
    expect(fake.requests).toHaveLength(2);
  });

  it('caps a long Retry-After and gives up at once when even that does not fit the budget', async () => {
    const { waits, wait } = recordedWaits();
    fake.setBehaviour({ kind: 'fail', status: 429, retryAfterSeconds: 3600, times: 1 });
    await ask(modelWith({}, { wait }));
    expect(waits).toEqual([10_000]);

    fake.reset();
    fake.setBehaviour({ kind: 'fail', status: 429, retryAfterSeconds: 60 });
    const error = await llmRejection(ask(modelWith({ LLM_TIMEOUT_MS: '5000' }, { wait: recordedWaits().wait })));
    expect([error.kind, error.status]).toEqual(['rate_limited', 429]);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a dropped connection', async () => {
    const { wait } = recordedWaits();
    fake.setBehaviour({ kind: 'drop', times: 1 });
    await expect(ask(modelWith({}, { wait }))).resolves.toMatchObject({ text: 'Echo: Is the shop open?' });
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after the retries with kind unavailable on 5xx and rate_limited on 429', async () => {
    const { wait } = recordedWaits();
    const llm = modelWith({ LLM_MAX_RETRIES: '2' }, { wait });

    fake.setBehaviour({ kind: 'fail', status: 503 });
    const down = await llmRejection(ask(llm));
    expect([down.kind, down.status, down.message]).toEqual(['unavailable', 503, 'The language model failed (HTTP 503)']);
    expect(fake.requests).toHaveLength(3);

    fake.reset();
    fake.setBehaviour({ kind: 'fail', status: 429, retryAfterSeconds: 0 });
    const limited = await llmRejection(ask(llm));
    expect([limited.kind, limited.status]).toEqual(['rate_limited', 429]);
    expect(fake.requests).toHaveLength(3);
  });

  it('says unavailable when nothing listens at the URL', async () => {
    const gone = await startFakeLlm();
    const url = gone.url;
    await gone.close();
    const llm = createLanguageModel(readLlmConfig({ LLM_BASE_URL: url, LLM_MODEL: 'fake-chat', LLM_MAX_RETRIES: '1' }), { db: backend.db, now: () => new Date(), wait: recordedWaits().wait });
    const error = await llmRejection(ask(llm!));
    expect([error.kind, error.message]).toEqual(['unavailable', 'The language model could not be reached']);
  });

  it('does not retry a 400', async () => {
    const { waits, wait } = recordedWaits();
    fake.setBehaviour({ kind: 'fail', status: 400 });
    const error = await llmRejection(ask(modelWith({}, { wait })));
    expect([error.kind, error.status]).toEqual(['refused', 400]);
    expect(fake.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('retries a failed embeddings batch on its own', async () => {
    const { wait } = recordedWaits();
    fake.setBehaviour({ kind: 'fail', status: 500, times: 1, endpoint: 'embeddings' });
    const vectors = await modelWith({ LLM_EMBEDDING_BATCH_SIZE: '1' }, { wait }).embed!({ texts: ['one', 'two'], chatbotId, purpose: 'indexing' });
    expect(vectors).toHaveLength(2);
    expect(fake.requests.map((request) => (request.body as { input: string[] }).input)).toEqual([['one'], ['one'], ['two']]);
  });
});

describe('time budget', () => {
  it('rejects a slow chat answer with kind timeout', async () => {
    fake.setBehaviour({ kind: 'delay', ms: 30_000 });
    const error = await llmRejection(ask(modelWith({ LLM_TIMEOUT_MS: '300' })));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The language model did not answer within 300 ms');
  });

  it('rejects slow embeddings with kind timeout under their own budget', async () => {
    fake.setBehaviour({ kind: 'delay', ms: 30_000, endpoint: 'embeddings' });
    const llm = modelWith({ LLM_EMBEDDING_TIMEOUT_MS: '300' });
    expect((await llmRejection(llm.embed!({ texts: ['a text'], chatbotId, purpose: 'retrieval' }))).kind).toBe('timeout');
    // The chat budget is separate and the chat endpoint still answers.
    await expect(ask(llm)).resolves.toMatchObject({ text: 'Echo: Is the shop open?' });
  });

  it("ends with the caller's abort reason, not an LlmError, when the caller aborts", async () => {
    fake.setBehaviour({ kind: 'delay', ms: 30_000 });
    const controller = new AbortController();
    const pending = rejection(ask(modelWith({}), controller.signal));
    await fake.received(1);
    const reason = new Error('the user left');
    controller.abort(reason);
    expect(await pending).toBe(reason);
  });
});

describe('circuit breaker', () => {
  it('fails fast after repeated failures and lets calls through again after the cool-down', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const llm = modelWith({ LLM_MAX_RETRIES: '0', LLM_BREAKER_THRESHOLD: '3', LLM_BREAKER_COOLDOWN_MS: '30000' }, { now: () => now });
    fake.setBehaviour({ kind: 'fail', status: 500 });

    for (let i = 0; i < 3; i += 1) expect((await llmRejection(ask(llm))).status).toBe(500);
    expect(fake.requests).toHaveLength(3);

    // Open: no request leaves, the error says why.
    const fast = await llmRejection(ask(llm));
    expect(fast.kind).toBe('unavailable');
    expect(fast.status).toBeUndefined();
    expect(fake.requests).toHaveLength(3);

    now = new Date(now.getTime() + 29_999);
    await llmRejection(ask(llm));
    expect(fake.requests).toHaveLength(3);

    // After the cool-down one trial goes through; its success closes the breaker.
    fake.reset();
    now = new Date(now.getTime() + 1);
    await expect(ask(llm)).resolves.toMatchObject({ text: 'Echo: Is the shop open?' });
    await expect(ask(llm)).resolves.toMatchObject({ text: 'Echo: Is the shop open?' });
    expect(fake.requests).toHaveLength(2);

    const [usage] = await listLlmUsage(backend.db, chatbotId, { from: '2026-03-01', to: '2026-03-01' });
    expect(usage).toMatchObject({ requests: 2, failures: 5 });
  });

  it('opens again at once when the trial after the cool-down fails', async () => {
    let now = new Date('2026-03-05T10:00:00Z');
    const llm = modelWith({ LLM_MAX_RETRIES: '0', LLM_BREAKER_THRESHOLD: '2', LLM_BREAKER_COOLDOWN_MS: '1000' }, { now: () => now });
    fake.setBehaviour({ kind: 'fail', status: 503 });
    await llmRejection(ask(llm));
    await llmRejection(ask(llm));

    now = new Date(now.getTime() + 1000);
    expect((await llmRejection(ask(llm))).status).toBe(503);
    expect(fake.requests).toHaveLength(3);
    expect((await llmRejection(ask(llm))).status).toBeUndefined();
    expect(fake.requests).toHaveLength(3);
  });

  it('does not count refusals as the provider failing', async () => {
    const llm = modelWith({ LLM_MAX_RETRIES: '0', LLM_BREAKER_THRESHOLD: '2' });
    fake.setBehaviour({ kind: 'fail', status: 400 });
    for (let i = 0; i < 3; i += 1) expect((await llmRejection(ask(llm))).status).toBe(400);
    expect(fake.requests).toHaveLength(3);
  });
});

describe('a model that takes the request and never answers', () => {
  const ms = (since: number) => performance.now() - since;

  it("ends a call that brings its own shorter budget with a timeout at that budget, whatever LLM_TIMEOUT_MS says", async () => {
    fake.setBehaviour({ kind: 'hang' });
    const llm = modelWith({ LLM_TIMEOUT_MS: '20000' });
    const startedAt = performance.now();
    const error = await llmRejection(llm.complete({ messages: [{ role: 'user', content: 'Hello?' }], chatbotId, purpose: 'autofaq', timeoutMs: 300 }));
    expect(error.kind).toBe('timeout');
    expect(ms(startedAt)).toBeLessThan(2_000);
  });

  it('makes no request at all when the call has no time left', async () => {
    const llm = modelWith({});
    const error = await llmRejection(llm.complete({ messages: [{ role: 'user', content: 'Hello?' }], chatbotId, purpose: 'autofaq', timeoutMs: 0 }));
    expect(error.kind).toBe('timeout');
    expect(fake.requests).toHaveLength(0);
  });

  it('lets a call with the long budget go at once when short calls have opened the breaker meanwhile', async () => {
    fake.setBehaviour({ kind: 'hang' });
    const llm = modelWith({ LLM_TIMEOUT_MS: '20000', LLM_BREAKER_THRESHOLD: '2' });
    const startedAt = performance.now();
    const long = llmRejection(ask(llm));
    const short = () => llm.complete({ messages: [{ role: 'user', content: 'Quick?' }], chatbotId, purpose: 'autofaq', timeoutMs: 200 });
    const shortErrors = await Promise.all([llmRejection(short()), llmRejection(short())]);
    expect(shortErrors.map((error) => error.kind)).toEqual(['timeout', 'timeout']);
    expect((await long).kind).toBe('unavailable');
    expect(ms(startedAt)).toBeLessThan(3_000);
    // Open now: the next call fails fast without a request.
    expect((await llmRejection(ask(llm))).kind).toBe('unavailable');
    expect(fake.requests).toHaveLength(3);
  });

  it('keeps the configured budget for calls that bring none', async () => {
    fake.setBehaviour({ kind: 'hang' });
    const llm = modelWith({ LLM_TIMEOUT_MS: '1500' });
    const startedAt = performance.now();
    expect((await llmRejection(ask(llm))).kind).toBe('timeout');
    expect(ms(startedAt)).toBeGreaterThanOrEqual(1_400);
  });
});

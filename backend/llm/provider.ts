// The language model behind AutoFAQ, AutoQA, file summaries and prompt optimisation: one interface over an
// OpenAI-compatible API (OpenAI, Azure, Ollama, vLLM, llama.cpp). Every call ends within its time budget, in a
// result or an LlmError the caller falls back on; usage and failures are counted per bot and day.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { createCircuitBreaker } from './circuit-breaker';
import type { LlmConfig } from './llm-config';
import { LlmError } from './llm-error';
import { addLlmUsage, usageDay, type LlmUsageCounts } from './llm-usage.repository';
import { createOpenAiTransport, realWait, type Wait } from './openai-http';

export { describeLlm, readLlmConfig, type LlmConfig } from './llm-config';
export { LlmError, isLlmError, type LlmErrorKind } from './llm-error';

/** What a call is for; usage is counted per purpose. */
export type LlmPurpose =
  | 'autofaq'
  | 'autoqa'
  | 'file_summary'
  | 'prompt_optimisation'
  /** A written summary of a theme of unhandled questions on the bot's overview. */
  | 'stats_summary'
  /** Embedding knowledge chunks or Q&A phrasings while indexing. */
  | 'indexing'
  /** Embedding a user's question to search with it. */
  | 'retrieval';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  /** 'json' asks for a JSON object (response_format json_object); the caller still parses and checks it. */
  responseFormat?: 'json' | 'text';
  /** Aborting rejects with the signal's reason, not an LlmError. */
  signal?: AbortSignal;
  /** This call's budget when shorter than LLM_TIMEOUT_MS (what is left of a visitor's reply); 0 or less: no call. */
  timeoutMs?: number;
  chatbotId: string;
  purpose: LlmPurpose;
}

export interface Completion {
  text: string;
  usage: { promptTokens: number; completionTokens: number };
}

export interface EmbeddingRequest {
  texts: string[];
  chatbotId: string;
  purpose: LlmPurpose;
  signal?: AbortSignal;
  /** Each batch's budget when shorter than LLM_EMBEDDING_TIMEOUT_MS; 0 or less: no call. */
  timeoutMs?: number;
}

/** How long a visitor's reply may wait on the model, from the reply's start (LLM_AUTOFAQ/AUTOQA_REPLY_TIMEOUT_MS). */
export interface ReplyTimeouts {
  /** AutoFAQ's choice and the question's embedding. */
  autofaqMs: number;
  /** AutoQA's generated answer. */
  autoqaMs: number;
}

export interface LanguageModel {
  /** The chat model's name. */
  readonly model: string;
  readonly replyTimeouts: ReplyTimeouts;
  complete(request: CompletionRequest): Promise<Completion>;
  /** One vector per text, in order, sent in batches. Present only when EMBEDDING_MODEL is set. */
  readonly embed?: (request: EmbeddingRequest) => Promise<number[][]>;
}

export interface LanguageModelDeps {
  db: Kysely<Database>;
  /** The clock for usage days and the breaker's cool-down. */
  now: () => Date;
  /** Receives failures to record usage (they never fail the call). */
  reportError?: (error: unknown) => void;
  /** Replaces the real pauses between retries (tests). */
  wait?: Wait;
  random?: () => number;
}

const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().int().nonnegative(), completion_tokens: z.number().int().nonnegative() }),
});

const embeddingsSchema = z.object({
  data: z.array(z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()).min(1) })),
  // Some OpenAI-compatible servers leave usage out of embeddings answers; count nothing rather than fail.
  usage: z.object({ prompt_tokens: z.number().int().nonnegative() }).nullish(),
});

function readCompletion(body: unknown): Completion {
  const parsed = chatCompletionSchema.safeParse(body);
  if (!parsed.success) throw new LlmError('bad_response', 'The language model answered without choices or usage');
  const [choice] = parsed.data.choices;
  if (choice.message.refusal || choice.finish_reason === 'content_filter') throw new LlmError('refused', 'The language model declined to answer');
  if (typeof choice.message.content !== 'string') throw new LlmError('bad_response', 'The language model answered without text');
  const { prompt_tokens, completion_tokens } = parsed.data.usage;
  return { text: choice.message.content, usage: { promptTokens: prompt_tokens, completionTokens: completion_tokens } };
}

function readEmbeddings(body: unknown, count: number): { vectors: number[][]; tokens: number } {
  const parsed = embeddingsSchema.safeParse(body);
  if (!parsed.success) throw new LlmError('bad_response', 'The language model answered without embeddings');
  const vectors: number[][] = new Array<number[]>(count);
  for (const item of parsed.data.data) {
    if (item.index >= count || vectors[item.index]) throw new LlmError('bad_response', 'The language model answered embeddings that do not match the texts');
    vectors[item.index] = item.embedding;
  }
  const dimensions = vectors[0]?.length;
  if (parsed.data.data.length !== count || vectors.some((vector) => vector.length !== dimensions)) {
    throw new LlmError('bad_response', 'The language model answered embeddings that do not match the texts');
  }
  return { vectors, tokens: parsed.data.usage?.prompt_tokens ?? 0 };
}

/**
 * A signal that aborts with the first of `sources` to abort. Unlike AbortSignal.any it lets go of its sources on
 * release, so the breaker's long-lived signal does not collect one follower per call.
 */
function linkedSignal(sources: Array<AbortSignal | undefined>): { signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  const listeners = sources.flatMap((source) => {
    if (!source) return [];
    if (source.aborted) controller.abort(source.reason);
    const listener = () => controller.abort(source.reason);
    source.addEventListener('abort', listener, { once: true });
    return [{ source, listener }];
  });
  return {
    signal: controller.signal,
    release() {
      for (const { source, listener } of listeners) source.removeEventListener('abort', listener);
    },
  };
}

const reportToStderr = (error: unknown) => {
  process.stderr.write(`language-model usage not recorded: ${error instanceof Error ? error.message : String(error)}\n`);
};

/** The configured model, or undefined when LLM_BASE_URL is unset (the product then answers without one). */
export function createLanguageModel(config: LlmConfig, deps: LanguageModelDeps): LanguageModel | undefined {
  const { baseUrl, chatModel, embeddingModel } = config;
  if (!baseUrl || !chatModel) return undefined;
  const transport = createOpenAiTransport({ baseUrl, apiKey: config.apiKey, maxRetries: config.maxRetries, wait: deps.wait ?? realWait, random: deps.random ?? Math.random });
  const breaker = createCircuitBreaker({ threshold: config.breakerThreshold, cooldownMs: config.breakerCooldownMs, now: deps.now });
  const reportError = deps.reportError ?? reportToStderr;

  async function record(key: { chatbotId: string; purpose: LlmPurpose }, counts: Partial<LlmUsageCounts>): Promise<void> {
    try {
      await addLlmUsage(deps.db, { chatbotId: key.chatbotId, purpose: key.purpose, day: usageDay(deps.now()) }, counts);
    } catch (error) {
      reportError(error);
    }
  }

  /**
   * One provider request under the breaker, its usage or failure counted. The request's signal also aborts when the
   * breaker opens meanwhile: other calls have shown the provider down, so this one stops waiting too.
   */
  async function guarded<T>(
    key: { chatbotId: string; purpose: LlmPurpose; signal?: AbortSignal; timeoutMs?: number },
    request: (signal: AbortSignal) => Promise<{ value: T; usage: Partial<LlmUsageCounts> }>,
  ): Promise<T> {
    if (key.timeoutMs !== undefined && key.timeoutMs <= 0) {
      await record(key, { failures: 1 });
      throw new LlmError('timeout', 'No time was left to ask the language model');
    }
    if (!breaker.tryAcquire()) {
      await record(key, { failures: 1 });
      throw new LlmError('unavailable', 'The language model is unavailable after repeated failures; calls resume after a cool-down');
    }
    const { tripped } = breaker;
    const linked = linkedSignal([tripped, key.signal]);
    let outcome: { value: T; usage: Partial<LlmUsageCounts> };
    try {
      outcome = await request(linked.signal);
    } catch (error) {
      if (tripped.aborted && !key.signal?.aborted) {
        await record(key, { failures: 1 });
        throw new LlmError('unavailable', 'The language model stopped answering other calls; this one gave up waiting');
      }
      if (!(error instanceof LlmError)) {
        breaker.released();
        throw error;
      }
      // A refusal is an answer: the provider is up.
      if (error.kind === 'refused') breaker.succeeded();
      else breaker.failed();
      await record(key, { failures: 1 });
      throw error;
    } finally {
      linked.release();
    }
    breaker.succeeded();
    await record(key, { requests: 1, ...outcome.usage });
    return outcome.value;
  }

  const complete = (request: CompletionRequest): Promise<Completion> =>
    guarded(request, async (signal) => {
      const body = {
        model: chatModel,
        messages: request.messages.map(({ role, content }) => ({ role, content })),
        ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
        ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
        ...(request.responseFormat === 'json' ? { response_format: { type: 'json_object' } } : {}),
      };
      const timeoutMs = Math.min(config.chatTimeoutMs, request.timeoutMs ?? Infinity);
      const completion = readCompletion(await transport.post('/chat/completions', body, { timeoutMs, signal }));
      return { value: completion, usage: { promptTokens: completion.usage.promptTokens, completionTokens: completion.usage.completionTokens } };
    });

  const embedWith = (model: string) =>
    async function embed(request: EmbeddingRequest): Promise<number[][]> {
      const vectors: number[][] = [];
      for (let start = 0; start < request.texts.length; start += config.embeddingBatchSize) {
        const batch = request.texts.slice(start, start + config.embeddingBatchSize);
        const batchVectors = await guarded(request, async (signal) => {
          const timeoutMs = Math.min(config.embeddingTimeoutMs, request.timeoutMs ?? Infinity);
          const body = await transport.post('/embeddings', { model, input: batch }, { timeoutMs, signal });
          const { vectors: value, tokens } = readEmbeddings(body, batch.length);
          return { value, usage: { embeddingTokens: tokens } };
        });
        if (vectors.length > 0 && batchVectors[0].length !== vectors[0].length) {
          throw new LlmError('bad_response', 'The language model answered embeddings of changing dimensions');
        }
        vectors.push(...batchVectors);
      }
      return vectors;
    };

  return {
    model: chatModel,
    replyTimeouts: { autofaqMs: config.autoFaqReplyTimeoutMs, autoqaMs: config.autoQaReplyTimeoutMs },
    complete,
    ...(embeddingModel ? { embed: embedWith(embeddingModel) } : {}),
  };
}

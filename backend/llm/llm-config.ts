// The language-model settings, read from the environment. With no LLM_BASE_URL the product runs without a
// model (extractive answers, lexical retrieval); with one, chat needs LLM_MODEL and vectors need EMBEDDING_MODEL.
import type { LlmStatusDTO } from '../../schema/rest';

export interface LlmConfig {
  /** An OpenAI-compatible API root such as http://127.0.0.1:11434/v1, without a trailing slash. */
  baseUrl?: string;
  apiKey?: string;
  chatModel?: string;
  embeddingModel?: string;
  /** Budget of one chat call, retries included. */
  chatTimeoutMs: number;
  /** Budget of one embeddings request (one batch), retries included. */
  embeddingTimeoutMs: number;
  /**
   * How long a visitor's reply may wait on the model, from the reply's start, when AutoFAQ (or the question's
   * embedding) calls it: PRODUCT.md §9 gives AutoFAQ replies 3 to 5 s, so at most 5 s. Then the reply falls back.
   */
  autoFaqReplyTimeoutMs: number;
  /** The same for AutoQA's generated answer: §9 gives AutoQA replies 5 to 15 s, so at most 15 s. */
  autoQaReplyTimeoutMs: number;
  /** Attempts after the first on 429, 5xx and network errors. */
  maxRetries: number;
  /** Consecutive failed calls that open the circuit breaker. */
  breakerThreshold: number;
  /** How long an open breaker fails calls without trying the provider. */
  breakerCooldownMs: number;
  /** Texts per embeddings request. */
  embeddingBatchSize: number;
}

/** A whole-number setting of at least `min`; the fallback when unset; a start-up error when malformed. */
export function wholeSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}: ${raw}`);
  return value;
}

/** PRODUCT.md §9's longest reply times: a reply's model budget may not exceed them. */
export const AUTOFAQ_REPLY_CEILING_MS = 5_000;
export const AUTOQA_REPLY_CEILING_MS = 15_000;

function bounded(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const value = wholeSetting(env, name, fallback, 1);
  if (value > max) throw new Error(`${name} must be at most ${max} (the product's longest reply time): ${value}`);
  return value;
}

function apiRoot(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('LLM_BASE_URL is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('LLM_BASE_URL must be an http or https URL');
  return raw.replace(/\/+$/, '');
}

export function readLlmConfig(env: NodeJS.ProcessEnv = process.env): LlmConfig {
  const baseUrl = env.LLM_BASE_URL ? apiRoot(env.LLM_BASE_URL) : undefined;
  const chatModel = env.LLM_MODEL || undefined;
  // A half-configured provider would fail every message later; say so at start instead.
  if (baseUrl && !chatModel) throw new Error('LLM_MODEL must be set when LLM_BASE_URL is');
  return {
    baseUrl,
    apiKey: env.LLM_API_KEY || undefined,
    chatModel,
    embeddingModel: env.EMBEDDING_MODEL || undefined,
    chatTimeoutMs: wholeSetting(env, 'LLM_TIMEOUT_MS', 20_000, 1),
    embeddingTimeoutMs: wholeSetting(env, 'LLM_EMBEDDING_TIMEOUT_MS', 10_000, 1),
    // Below the ceilings: the rest of the reply (retrieval, history) needs its share of the time too.
    autoFaqReplyTimeoutMs: bounded(env, 'LLM_AUTOFAQ_REPLY_TIMEOUT_MS', 4_000, AUTOFAQ_REPLY_CEILING_MS),
    autoQaReplyTimeoutMs: bounded(env, 'LLM_AUTOQA_REPLY_TIMEOUT_MS', 12_000, AUTOQA_REPLY_CEILING_MS),
    maxRetries: wholeSetting(env, 'LLM_MAX_RETRIES', 2, 0),
    breakerThreshold: wholeSetting(env, 'LLM_BREAKER_THRESHOLD', 5, 1),
    breakerCooldownMs: wholeSetting(env, 'LLM_BREAKER_COOLDOWN_MS', 30_000, 0),
    embeddingBatchSize: wholeSetting(env, 'LLM_EMBEDDING_BATCH_SIZE', 64, 1),
  };
}

/** What the console may know about the model: whether there is one and its name, never the URL or key. */
export function describeLlm(config: LlmConfig): LlmStatusDTO {
  const configured = config.baseUrl !== undefined;
  return {
    configured,
    model: configured ? (config.chatModel ?? null) : null,
    embeddings: configured && config.embeddingModel !== undefined,
  };
}

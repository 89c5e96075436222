// POSTs JSON to an OpenAI-compatible API within one time budget per call: retries 429, 5xx and network errors
// with exponential backoff and jitter (or the provider's Retry-After), and ends every failure in an LlmError.
import { setTimeout as delay } from 'node:timers/promises';
import { LlmError } from './llm-error';

/** Waits `ms`, or rejects when `signal` aborts; tests pass one that records the delays instead. */
export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

export const realWait: Wait = async (ms, signal) => {
  await delay(ms, undefined, { signal });
};

export interface TransportOptions {
  baseUrl: string;
  apiKey?: string;
  maxRetries: number;
  wait: Wait;
  /** In [0, 1); spreads the retries of many callers apart. */
  random: () => number;
}

export interface OpenAiTransport {
  /** The parsed JSON body of a 2xx answer to POST {baseUrl}{path}. */
  post(path: string, body: unknown, options: { timeoutMs: number; signal?: AbortSignal }): Promise<unknown>;
}

const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 4_000;
/** A provider asking for a longer pause is as good as down for a chat message. */
const RETRY_AFTER_CAP_MS = 10_000;

type Attempt = { ok: true; body: unknown } | { ok: false; error: LlmError; retryable: boolean; retryAfterMs?: number };

export function createOpenAiTransport(options: TransportOptions): OpenAiTransport {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;

  const backoff = (retry: number) => Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry) * (0.5 + options.random() / 2);

  async function attempt(url: string, body: string, signal: AbortSignal): Promise<Attempt> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { method: 'POST', headers, body, signal });
      text = await response.text();
    } catch (error) {
      // An abort is the caller's or the budget's doing, not the provider's; post() names it.
      if (signal.aborted) throw error;
      return { ok: false, retryable: true, error: new LlmError('unavailable', 'The language model could not be reached') };
    }
    const status = response.status;
    if (response.ok) {
      try {
        return { ok: true, body: JSON.parse(text) as unknown };
      } catch {
        return { ok: false, retryable: false, error: new LlmError('bad_response', `The language model answered HTTP ${status} with a body that is not JSON`, status) };
      }
    }
    if (status === 429) {
      return { ok: false, retryable: true, retryAfterMs: retryAfter(response.headers), error: new LlmError('rate_limited', 'The language model is rate limiting requests (HTTP 429)', status) };
    }
    if (status >= 500) {
      return { ok: false, retryable: true, retryAfterMs: retryAfter(response.headers), error: new LlmError('unavailable', `The language model failed (HTTP ${status})`, status) };
    }
    const code = providerCode(text, options.apiKey);
    return { ok: false, retryable: false, error: new LlmError('refused', `The language model refused the request (HTTP ${status}${code ? `, ${code}` : ''})`, status) };
  }

  return {
    async post(path, body, { timeoutMs, signal: callerSignal }) {
      callerSignal?.throwIfAborted();
      const budget = AbortSignal.timeout(timeoutMs);
      const signal = callerSignal ? AbortSignal.any([budget, callerSignal]) : budget;
      const endsAt = performance.now() + timeoutMs;
      const aborted = (error: unknown): unknown => {
        if (callerSignal?.aborted) return callerSignal.reason;
        if (budget.aborted) return new LlmError('timeout', `The language model did not answer within ${timeoutMs} ms`);
        return error;
      };
      const url = `${options.baseUrl}${path}`;
      const json = JSON.stringify(body);

      for (let retry = 0; ; retry += 1) {
        let outcome: Attempt;
        try {
          outcome = await attempt(url, json, signal);
        } catch (error) {
          throw aborted(error);
        }
        if (outcome.ok) return outcome.body;
        if (!outcome.retryable || retry >= options.maxRetries) throw outcome.error;
        const pause = outcome.retryAfterMs !== undefined ? Math.min(outcome.retryAfterMs, RETRY_AFTER_CAP_MS) : backoff(retry);
        // No point waiting for a retry the budget cannot fit: report the provider's error now.
        if (performance.now() + pause >= endsAt) throw outcome.error;
        try {
          await options.wait(pause, signal);
        } catch (error) {
          throw aborted(error);
        }
      }
    },
  };
}

/** Retry-After-Ms (OpenAI), else Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfter(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms') || NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The provider's machine code for an error (`invalid_api_key`, `model_not_found`), never its free text, which may quote the key. */
function providerCode(text: string, apiKey: string | undefined): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const error = typeof parsed === 'object' && parsed !== null ? (parsed as { error?: unknown }).error : undefined;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, type } = error as { code?: unknown; type?: unknown };
  const candidate = typeof code === 'string' ? code : typeof type === 'string' ? type : undefined;
  if (!candidate || !/^[A-Za-z0-9_.-]{1,64}$/.test(candidate)) return undefined;
  return apiKey && candidate.includes(apiKey) ? undefined : candidate;
}

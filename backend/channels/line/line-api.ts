// Calls to the LINE Messaging API through the official SDK's client, at LINE_API_BASE_URL: a client per channel
// access token, a time limit on every call (LINE_API_TIMEOUT_MS), retries of 429 (honouring Retry-After) and 5xx, and
// LINE's own message out of a refusal.
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import type { BackendContext } from '../../context';
import { redactSecret } from '../../secrets/redact';

export type LineClient = messagingApi.MessagingApiClient;

/** Attempts of one call in all; a wait longer than RETRY_AFTER_MAX_MS is not waited for. */
const ATTEMPTS = 4;
const BACKOFF_MS = 250;
const RETRY_AFTER_MAX_MS = 30_000;

export function lineClient(ctx: BackendContext, channelAccessToken: string): LineClient {
  return new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: ctx.lineApiBaseUrl });
}

/** A call LINE did not answer in time: the SDK takes no abort signal, so the call is given up, not retried. */
export class LineTimeout extends Error {
  constructor(ms: number) {
    super(`LINE did not answer within ${Math.round(ms / 100) / 10} s`);
    this.name = 'LineTimeout';
  }
}

/**
 * The call, or LineTimeout after `ms`. One bot's LINE API that never answers would otherwise hold its event, and the
 * batch of events it was claimed with, for as long as fetch waits (minutes).
 */
export async function withinTime<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LineTimeout(ms)), ms);
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** LINE's status of a refused call, undefined for a network failure. */
export function lineStatus(error: unknown): number | undefined {
  return error instanceof HTTPFetchError ? error.status : undefined;
}

/**
 * LINE's message of a refused call ("Invalid reply token", …), or the network failure's, with the channel access token
 * cut out should LINE (or a proxy before it) quote the request.
 */
export function lineMessage(error: unknown, accessToken: string): string {
  return redactSecret(messageOf(error), accessToken);
}

function messageOf(error: unknown): string {
  if (error instanceof HTTPFetchError) {
    try {
      const body = JSON.parse(error.body) as { message?: unknown; details?: { message?: unknown; property?: unknown }[] };
      const details = (body.details ?? []).map((detail) => [detail.property, detail.message].filter(Boolean).join(': ')).filter(Boolean);
      if (typeof body.message === 'string') return [body.message, ...details].join('; ');
    } catch {
      // Not JSON: the status says it.
    }
    return `LINE answered ${error.status} ${error.statusText}`.trim();
  }
  return error instanceof Error ? error.message : String(error);
}

function retryable(error: unknown): boolean {
  const status = lineStatus(error);
  // A network failure (fetch's TypeError) is worth another attempt too.
  if (status === undefined) return error instanceof TypeError;
  // LINE also answers 429 when the month's message quota is spent ("You have reached your monthly limit."): that
  // is not a rate to wait out, and retries would only delay the error the owner needs to see.
  if (status === 429) return !/monthly limit/i.test(messageOf(error));
  return status >= 500;
}

function waitBefore(error: unknown, attempt: number): number {
  const header = error instanceof HTTPFetchError ? error.headers.get('retry-after') : null;
  const seconds = header === null ? NaN : Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return BACKOFF_MS * 2 ** attempt;
}

/**
 * The call within `timeoutMs` each attempt, tried again on 429, 5xx and network failures with backoff (a few attempts);
 * the last failure thrown. A call that timed out is not tried again: LINE may have taken it (a reply token is spent).
 */
export async function withRetries<T>(call: () => Promise<T>, timeoutMs: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withinTime(call(), timeoutMs);
    } catch (error) {
      const wait = waitBefore(error, attempt);
      if (attempt + 1 >= ATTEMPTS || !retryable(error) || wait > RETRY_AFTER_MAX_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

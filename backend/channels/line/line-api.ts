// Calls to the LINE Messaging API through the official SDK's client, at LINE_API_BASE_URL: a client per channel
// access token, a time limit on every call (LINE_API_TIMEOUT_MS), retries of 429 (honouring Retry-After) and 5xx, and
// LINE's own message out of a refusal; a failed delivery as a code the console words.
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import type { DeliveryFailure } from '../../../schema/rules/delivery-failures';
import type { LineWebhookRefusal } from '../../../schema/rules/line-webhook-answers';
import type { BackendContext } from '../../context';
import { redactSecret } from '../../secrets/redact';
import { connectionErrorCode, safeDetail } from '../delivery-failure';

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
  readonly seconds: number;

  constructor(ms: number) {
    const seconds = Math.round(ms / 100) / 10;
    super(`LINE did not answer within ${seconds} s`);
    this.name = 'LineTimeout';
    this.seconds = seconds;
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

/** LINE's own words in a refusal's body (its message, then each detail's property and message), if it gave any. */
function refusalWords(error: HTTPFetchError): string | undefined {
  try {
    const body = JSON.parse(error.body) as { message?: unknown; details?: { message?: unknown; property?: unknown }[] };
    const details = (body.details ?? []).map((detail) => [detail.property, detail.message].filter(Boolean).join(': ')).filter(Boolean);
    if (typeof body.message === 'string') return [body.message, ...details].join('; ');
  } catch {
    // Not JSON: the status says it.
  }
  return undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof HTTPFetchError) return refusalWords(error) ?? `LINE answered ${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? error.message : String(error);
}

const isMonthlyLimit = (error: unknown) => /monthly limit/i.test(messageOf(error));

/**
 * What a failed delivery means for the owner (schema/rules/delivery-failures.ts), LINE's own words as its detail (the
 * channel access token cut out). No status: fetch's TypeError (no connection) or, improbably, whatever else the SDK
 * throws — the network failure's code is the detail.
 */
export function lineFailure(error: unknown, accessToken: string): DeliveryFailure {
  if (error instanceof LineTimeout) return { code: 'timeout', seconds: error.seconds };
  if (!(error instanceof HTTPFetchError)) return { code: 'unreachable', detail: connectionErrorCode(error) };
  const status = error.status;
  const detail = safeDetail(refusalWords(error), [accessToken]);
  if (status === 401) return { code: 'token_rejected', detail };
  if (status === 429) return { code: isMonthlyLimit(error) ? 'quota_exceeded' : 'rate_limited', detail };
  if (status >= 500) return { code: 'platform_error', status, detail };
  return { code: 'refused', status, detail };
}

/**
 * What LINE's refusal of the owner's webhook call (set the URL, test it) means (schema/rules/line-webhook-answers.ts),
 * LINE's own words as its detail: a 400 is the URL (LINE names no other cause for these two calls), and the monthly
 * message limit does not apply to them, so any 429 is a rate.
 */
export function lineWebhookRefusal(error: unknown, accessToken: string): LineWebhookRefusal {
  if (error instanceof LineTimeout) return { refusal: 'timeout', seconds: error.seconds };
  if (!(error instanceof HTTPFetchError)) {
    const code = connectionErrorCode(error);
    return code ? { refusal: 'unreachable', detail: code } : { refusal: 'unreachable' };
  }
  const status = error.status;
  const detail = safeDetail(refusalWords(error), [accessToken]);
  const withDetail = detail ? { detail } : {};
  if (status === 400) return { refusal: 'url_rejected', ...withDetail };
  if (status === 401) return { refusal: 'token_rejected', ...withDetail };
  if (status === 429) return { refusal: 'rate_limited', ...withDetail };
  return { refusal: status >= 500 ? 'platform_error' : 'refused', status, ...withDetail };
}

function retryable(error: unknown): boolean {
  const status = lineStatus(error);
  // A network failure (fetch's TypeError) is worth another attempt too. Its name tells, not instanceof: fetch's
  // TypeError comes from Node's own realm, which is not the code's under a test runner's VM context.
  if (status === undefined) return (error as { name?: unknown } | null)?.name === 'TypeError';
  // LINE also answers 429 when the month's message quota is spent ("You have reached your monthly limit."): that
  // is not a rate to wait out, and retries would only delay the error the owner needs to see.
  if (status === 429) return !isMonthlyLimit(error);
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

// Messenger's Send API (POST {FACEBOOK_GRAPH_BASE_URL}/me/messages): one message to one user, as a reply to their
// message. Busy or failing answers (429, 5xx, Graph's rate-limit error codes) are tried again with backoff; a call
// left unanswered past its time limit is not (Messenger may have taken it). A failure is a code
// (schema/rules/delivery-failures.ts) with Graph's own message as its detail; the access token travels in the query
// string, so it is cut out of that detail.
import type { DeliveryFailure } from '../../../schema/rules/delivery-failures';
import { connectionErrorCode, safeDetail } from '../delivery-failure';
import { deliverWithRetries, retryAfterMs, type AttemptResult } from '../delivery-retry';
import type { MessengerMessage } from './messenger-render';

/**
 * Sent as each message's metadata, which Messenger returns on the echo: an echo that carries it is the bot's own
 * reply; any other echo was written by a person (Page inbox) or another app.
 */
export const OWN_ECHO_METADATA = 'qa-console:bot-reply';

/** Graph error codes that mean "too many calls, try later" (application, user, page and account limits). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80006]);
/** Graph's OAuthException: the access token is invalid, expired or revoked. */
const TOKEN_REJECTED_CODE = 190;

interface GraphError {
  error?: { message?: string; code?: number; is_transient?: boolean };
}

function isRateLimit(status: number, answer: GraphError): boolean {
  const code = answer.error?.code;
  return status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code));
}

/** What Graph's refusal means for the owner: the token, a rate limit, its own trouble, or a refusal of this message. */
function refusal(status: number, answer: GraphError, token: string): DeliveryFailure {
  const detail = safeDetail(answer.error?.message, [token]);
  if (answer.error?.code === TOKEN_REJECTED_CODE || status === 401) return { code: 'token_rejected', detail };
  if (isRateLimit(status, answer)) return { code: 'rate_limited', detail };
  if (status >= 500) return { code: 'platform_error', status, detail };
  return { code: 'refused', status, detail };
}

async function attemptSend(baseUrl: string, token: string, body: string, timeoutMs: number): Promise<AttemptResult> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/me/messages?access_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // Unanswered in time: Messenger may have taken the message, and the Send API has no key to recognise a repeat by,
    // so it is not sent again (the user would read the answer twice), as LINE's calls are not.
    // (A DOMException, not always an instance of this realm's Error: its name is what tells.)
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') return { delivered: false, retryable: false, failure: { code: 'timeout', seconds: timeoutMs / 1000 } };
    return { delivered: false, retryable: true, failure: { code: 'unreachable', detail: connectionErrorCode(error) } };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { delivered: true };
  }
  const answer = (await response.json().catch(() => ({}))) as GraphError;
  const retryable = isRateLimit(response.status, answer) || response.status >= 500 || answer.error?.is_transient === true;
  return { delivered: false, retryable, failure: refusal(response.status, answer, token), retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
}

/** Sends the messages in order; null once all are delivered, else why one was not (the rest are not sent). */
export async function sendMessengerReply(baseUrl: string, token: string, recipientId: string, messages: MessengerMessage[], timeoutMs: number): Promise<DeliveryFailure | null> {
  for (const message of messages) {
    const body = JSON.stringify({ recipient: { id: recipientId }, messaging_type: 'RESPONSE', message: { ...message, metadata: OWN_ECHO_METADATA } });
    const failure = await deliverWithRetries(() => attemptSend(baseUrl, token, body, timeoutMs));
    if (failure !== null) return failure;
  }
  return null;
}

/** The Page a Page access token belongs to (`GET {base}/me`), or undefined when Graph cannot say (refused, unreachable). */
export async function pageOfToken(baseUrl: string, token: string, timeoutMs: number): Promise<{ id: string; name: string } | undefined> {
  try {
    const response = await fetch(`${baseUrl}/me?fields=id,name&access_token=${encodeURIComponent(token)}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return undefined;
    }
    const page = (await response.json()) as { id?: unknown; name?: unknown };
    return typeof page.id === 'string' && page.id ? { id: page.id, name: typeof page.name === 'string' ? page.name : '' } : undefined;
  } catch {
    return undefined;
  }
}

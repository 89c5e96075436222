// Messenger's Send API (POST {FACEBOOK_GRAPH_BASE_URL}/me/messages): one message to one user, as a reply to their
// message. Busy or failing answers (429, 5xx, Graph's rate-limit error codes) are tried again with backoff; a call
// left unanswered past its time limit is not (Messenger may have taken it). The
// access token travels in the query string, so it is cut out of every error this module reports.
import { redactSecret } from '../../secrets/redact';
import { deliverWithRetries, retryAfterMs, type AttemptResult } from '../delivery-retry';
import type { MessengerMessage } from './messenger-render';

/**
 * Sent as each message's metadata, which Messenger returns on the echo: an echo that carries it is the bot's own
 * reply; any other echo was written by a person (Page inbox) or another app.
 */
export const OWN_ECHO_METADATA = 'qa-console:bot-reply';

/** Graph error codes that mean "too many calls, try later" (application, user, page and account limits). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80006]);

export function redactToken(text: string, token: string): string {
  return redactSecret(text.replace(/access_token=[^&\s"']*/g, 'access_token=[redacted]'), token);
}

interface GraphError {
  error?: { message?: string; code?: number; is_transient?: boolean };
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
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
      return { delivered: false, retryable: false, error: `The Send API did not answer within ${timeoutMs / 1000} s; the message was not sent again.` };
    }
    const cause = error instanceof Error ? error.message : String(error);
    return { delivered: false, retryable: true, error: redactToken(`The Send API could not be reached: ${cause}`, token) };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { delivered: true };
  }
  const answer = (await response.json().catch(() => ({}))) as GraphError;
  const code = answer.error?.code;
  const retryable = response.status === 429 || response.status >= 500 || (code !== undefined && RATE_LIMIT_CODES.has(code)) || answer.error?.is_transient === true;
  const detail = answer.error?.message ? `: ${answer.error.message}` : '';
  return {
    delivered: false,
    retryable,
    error: redactToken(`The Send API answered ${response.status}${code !== undefined ? ` (code ${code})` : ''}${detail}`, token),
    retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
  };
}

/** Sends the messages in order; null once all are delivered, else why one was not (the rest are not sent). */
export async function sendMessengerReply(baseUrl: string, token: string, recipientId: string, messages: MessengerMessage[], timeoutMs: number): Promise<string | null> {
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

// The widget's calls to the bot's web channel (docs/rest-api.md "Website widget"): config, message, history and
// the visitor's rating of a reply.
// Every call ends in one of three outcomes, so the panel never has to read HTTP details.
import type { PublicFeedbackReply, PublicHistoryReply, PublicMessageReply, WidgetConfigReply } from '../../schema/rest';

/** Refusals the panel explains in words instead of offering a retry. */
export const BLOCKING_CODES = ['DOMAIN_NOT_ALLOWED', 'PLATFORM_INACTIVE'] as const;
export type BlockingCode = (typeof BLOCKING_CODES)[number];

export type CallResult<T> =
  | { kind: 'ok'; body: T }
  /** The channel refuses this page for good (until its owner changes the settings). */
  | { kind: 'blocked'; code: BlockingCode }
  /** Network failure, rate limit, not trained, server error: the §8 chat error with a retry. */
  | { kind: 'failed' };

export type OutgoingMessage =
  | { type: 'message'; message: { text: string } }
  | { type: 'postback'; message: { id: string; oriQue: string; text: string } };

export interface WidgetApi {
  config(): Promise<CallResult<WidgetConfigReply>>;
  send(userId: string, outgoing: OutgoingMessage): Promise<CallResult<PublicMessageReply>>;
  history(userId: string): Promise<CallResult<PublicHistoryReply>>;
  /** Marks the reply `mid` useful (1) or not useful (2). */
  feedback(userId: string, mid: string, feedback: 1 | 2): Promise<CallResult<PublicFeedbackReply>>;
  /** An icon path of the config, made absolute on the API's origin; undefined unless it is http(s). */
  iconUrl(path: string | null): string | undefined;
}

function blockingCode(body: unknown): BlockingCode | undefined {
  const error = typeof body === 'object' && body !== null ? (body as { error?: { code?: unknown } }).error : undefined;
  const code = error?.code;
  return BLOCKING_CODES.find((known) => known === code);
}

async function call<T>(url: string, init: RequestInit): Promise<CallResult<T>> {
  let response: Response;
  let body: unknown;
  try {
    // No cookies: the vendor id is the credential, and the host page's cookies are none of our business.
    response = await fetch(url, { ...init, credentials: 'omit', mode: 'cors' });
    body = await response.json();
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) return { kind: 'ok', body: body as T };
  const code = blockingCode(body);
  return code ? { kind: 'blocked', code } : { kind: 'failed' };
}

/** apiOrigin is the origin the widget script was loaded from, never the host page's. */
export function widgetApi(apiOrigin: string, vendorId: string): WidgetApi {
  const base = `${apiOrigin}/webhook/web/${encodeURIComponent(vendorId)}`;
  const post = <T>(url: string, body: unknown) =>
    call<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return {
    config: () => call<WidgetConfigReply>(`${base}/config`, { method: 'GET' }),
    send: (userId, outgoing) => post<PublicMessageReply>(base, { userId, ...outgoing }),
    history: (userId) => post<PublicHistoryReply>(`${base}/history`, { userId }),
    feedback: (userId, mid, feedback) => post<PublicFeedbackReply>(`${base}/feedback`, { userId, mid, feedback }),
    iconUrl(path) {
      if (!path) return undefined;
      try {
        const url = new URL(path, apiOrigin);
        return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

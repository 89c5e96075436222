// Delivering a reply to a platform or a callback: attempts with exponential backoff while the other side says it
// is busy or failing (429, 5xx, no connection), no more than MAX_ATTEMPTS in all. A request sent and left unanswered
// is not tried again by the callers: the other side may have taken it.
import type { DeliveryFailure } from '../../schema/rules/delivery-failures';

const MAX_ATTEMPTS = 4;
const BASE_DELAY_MS = 200;
/** A Retry-After longer than this is not waited for in the handler. */
const MAX_DELAY_MS = 5000;

export type AttemptResult = { delivered: true } | { delivered: false; retryable: boolean; failure: DeliveryFailure; retryAfterMs?: number };

/** Null once delivered, else the failure of the last attempt. */
export async function deliverWithRetries(attempt: () => Promise<AttemptResult>, options: { attempts?: number; baseDelayMs?: number } = {}): Promise<DeliveryFailure | null> {
  const attempts = options.attempts ?? MAX_ATTEMPTS;
  const base = options.baseDelayMs ?? BASE_DELAY_MS;
  let last: DeliveryFailure | null = null;
  for (let n = 0; n < attempts; n++) {
    const result = await attempt();
    if (result.delivered) return null;
    last = result.failure;
    if (!result.retryable || n === attempts - 1) break;
    const delay = Math.min(MAX_DELAY_MS, Math.max(result.retryAfterMs ?? 0, base * 2 ** n));
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  return last;
}

/** Seconds or an HTTP date, as Retry-After gives them. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

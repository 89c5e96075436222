// Why a channel's last reply could not be delivered, as its settings row keeps it (channel_settings.last_delivery_error):
// a stable code, with the HTTP status or the seconds waited where the code has one (`platform_error@status:503`,
// `timeout@seconds:2`), that the console words in its language (web/src/i18n: channels.deliveryError.code.<code>).
// Failures recorded before the codes hold the platform's English text: they read as text and are shown as they are.

/**
 * LINE and Messenger: `token_missing`, `token_rejected`, `quota_exceeded` (LINE's monthly message limit),
 * `rate_limited`, `platform_error` (a 5xx, with its status), `refused` (another 4xx, with its status), `timeout` (with
 * the seconds), `unreachable` (no connection). The owner's callback: `callback_status` (any answer but 2xx, with its
 * status), `callback_timeout` (with the seconds), `callback_unreachable`, `callback_private_address`.
 */
export const DELIVERY_FAILURES = [
  'token_missing',
  'token_rejected',
  'quota_exceeded',
  'rate_limited',
  'platform_error',
  'refused',
  'timeout',
  'unreachable',
  'callback_status',
  'callback_timeout',
  'callback_unreachable',
  'callback_private_address',
] as const;
export type DeliveryFailureCode = (typeof DELIVERY_FAILURES)[number];

/** A failure as the adapter found it; `detail` is the platform's own short words, safe to show (no secret, no URL). */
export interface DeliveryFailure {
  code: DeliveryFailureCode;
  status?: number;
  seconds?: number;
  detail?: string;
}

export type KeptDeliveryFailure =
  | { kind: 'code'; code: DeliveryFailureCode; status: number | null; seconds: number | null }
  /** Not a code: a failure recorded before there were codes, in the platform's (English) words. */
  | { kind: 'text'; text: string };

/** The failure as its row keeps it: `refused@status:400`, `callback_timeout@seconds:10`, `token_rejected`. */
export function deliveryFailureCode(failure: DeliveryFailure): string {
  if (failure.status !== undefined) return `${failure.code}@status:${failure.status}`;
  if (failure.seconds !== undefined) return `${failure.code}@seconds:${failure.seconds}`;
  return failure.code;
}

const KEPT_CODE = /^([a-z_]+)(?:@(status|seconds):([0-9]{1,6}(?:\.[0-9]{1,3})?))?$/;
const isDeliveryFailureCode = (value: string): value is DeliveryFailureCode => (DELIVERY_FAILURES as readonly string[]).includes(value);

/** What a kept failure says: one of the codes with its value, or (anything else) its text as it is. */
export function readDeliveryFailure(kept: string): KeptDeliveryFailure {
  const match = KEPT_CODE.exec(kept);
  if (!match || !isDeliveryFailureCode(match[1])) return { kind: 'text', text: kept };
  const value = match[3] === undefined ? null : Number(match[3]);
  return { kind: 'code', code: match[1], status: match[2] === 'status' ? value : null, seconds: match[2] === 'seconds' ? value : null };
}

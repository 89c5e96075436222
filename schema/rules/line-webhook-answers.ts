// What LINE answered when the owner had it set the bot's webhook URL or test it, as codes the console words in its
// language (web/src/i18n: channels.line.webhookAnswer.*), LINE's own short words kept beside them as a detail.

/**
 * LINE's test call of the webhook (its answer's `reason`): `ok` (the webhook answered 200), `could_not_connect`,
 * `request_timeout` (the webhook did not answer within LINE's wait, about 2 s), `error_status_code` (it answered
 * another status: `status_code`), `unclassified` (LINE could not say), and `unknown` for a reason LINE did not
 * document.
 */
export const LINE_WEBHOOK_TEST_RESULTS = ['ok', 'could_not_connect', 'request_timeout', 'error_status_code', 'unclassified', 'unknown'] as const;
export type LineWebhookTestResult = (typeof LINE_WEBHOOK_TEST_RESULTS)[number];

/** The reasons LINE documents for a test that failed. */
const LINE_TEST_FAILURES = ['could_not_connect', 'request_timeout', 'error_status_code', 'unclassified'] as const satisfies readonly LineWebhookTestResult[];

/** The code of LINE's test answer: its success first (LINE says `OK`), then its reason, whatever its case. */
export function lineWebhookTestResult(success: boolean, reason: string): LineWebhookTestResult {
  if (success) return 'ok';
  const code = reason.trim().toLowerCase();
  return LINE_TEST_FAILURES.find((failure) => failure === code) ?? 'unknown';
}

/**
 * LINE's refusal of the call itself (setting the URL or testing it): `url_rejected` (400: LINE takes only a valid
 * https URL of at most 500 characters), `token_rejected` (401), `rate_limited` (429), `platform_error` (5xx, with its
 * status), `refused` (another 4xx, with its status), `timeout` (LINE did not answer, with the seconds waited),
 * `unreachable` (no connection to LINE).
 */
export const LINE_WEBHOOK_REFUSALS = ['url_rejected', 'token_rejected', 'rate_limited', 'platform_error', 'refused', 'timeout', 'unreachable'] as const;
export type LineWebhookRefusalCode = (typeof LINE_WEBHOOK_REFUSALS)[number];

/**
 * A refusal as the error answer's `values` carry it (ErrorBody.values, GraphQL extensions.values): the code, its
 * status or seconds where it has one, and LINE's own words (or a failed connection's system code), made safe.
 */
export type LineWebhookRefusal = { refusal: LineWebhookRefusalCode; status?: number; seconds?: number; detail?: string };

export const isLineWebhookRefusal = (value: unknown): value is LineWebhookRefusalCode => (LINE_WEBHOOK_REFUSALS as readonly string[]).includes(value as string);

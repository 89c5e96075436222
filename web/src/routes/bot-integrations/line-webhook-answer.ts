// LINE's answers to "Set webhook URL" and "Test webhook" in the console's language: the code the backend gave
// (schema/rules/line-webhook-answers.ts) in words that say what happened and what to check, and LINE's own short words
// as a detail. A code this console does not know still reads: a general sentence, with LINE's words.
import type { TFunction } from 'i18next';
import { isLineWebhookRefusal, LINE_WEBHOOK_TEST_RESULTS, type LineWebhookTestResult } from '../../../../schema/rules/line-webhook-answers';

/** What the console says: its sentence, and LINE's own words when it gave any. */
export interface LineWebhookWords {
  text: string;
  detail: string | null;
}

/** What the test found, as the TestLineWebhookPayload gives it. */
export interface LineWebhookTestAnswer {
  success: boolean;
  code: string;
  statusCode: number;
  reason: string;
  detail: string;
}

/** A status of the webhook's that says more than "not 200": this product's webhook answers 401 to a bad signature, 404 to an unknown bot. */
const STATUS_KEYS: Partial<Record<number, string>> = {
  401: 'channels.line.webhookAnswer.test.signature_rejected',
  404: 'channels.line.webhookAnswer.test.no_bot',
};

const isTestResult = (code: string): code is LineWebhookTestResult => (LINE_WEBHOOK_TEST_RESULTS as readonly string[]).includes(code);

function testKey(answer: LineWebhookTestAnswer): string {
  if (answer.success) return 'channels.line.webhookAnswer.test.ok';
  if (answer.code === 'error_status_code') return STATUS_KEYS[answer.statusCode] ?? 'channels.line.webhookAnswer.test.error_status_code';
  return `channels.line.webhookAnswer.test.${isTestResult(answer.code) && answer.code !== 'ok' ? answer.code : 'unknown'}`;
}

export function lineWebhookTestWords(t: TFunction, answer: LineWebhookTestAnswer): LineWebhookWords {
  const known = answer.success || (isTestResult(answer.code) && answer.code !== 'unknown');
  // LINE's reason is a code too: where the console has no words for it, it goes with LINE's words.
  const detail = known ? answer.detail : [answer.reason, answer.detail].filter(Boolean).join(' — ');
  return { text: t(testKey(answer), { status: answer.statusCode }), detail: answer.success ? null : detail || null };
}

/** LINE's refusal of the call, from the error's extensions.values; null when the error is no refusal by LINE. */
export function lineRefusalWords(t: TFunction, values: Record<string, string | number>): LineWebhookWords | null {
  const { refusal, status, seconds, detail } = values;
  if (refusal === undefined) return null;
  const key = isLineWebhookRefusal(refusal) ? refusal : 'unknown';
  return { text: t(`channels.line.webhookAnswer.refusal.${key}`, { status, seconds }), detail: typeof detail === 'string' && detail ? detail : null };
}

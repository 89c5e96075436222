// LINE's answers to the webhook calls in each console language: every code of the test and of a refusal has words,
// with its status or seconds, and LINE's own words stay beside them as the detail.
import i18n from '../../i18n';
import { LINE_WEBHOOK_REFUSALS, LINE_WEBHOOK_TEST_RESULTS } from '../../../../schema/rules/line-webhook-answers';
import { lineRefusalWords, lineWebhookTestWords } from './line-webhook-answer';

const LANGUAGES = ['tw', 'en', 'cn', 'jp'];

describe("LINE's webhook answers in words", () => {
  it.each(LANGUAGES)('%s: has words for every test result and every refusal', (language) => {
    for (const code of LINE_WEBHOOK_TEST_RESULTS) expect(i18n.exists(`channels.line.webhookAnswer.test.${code}`, { lng: language, fallbackLng: [] })).toBe(true);
    for (const code of [...LINE_WEBHOOK_REFUSALS, 'unknown']) expect(i18n.exists(`channels.line.webhookAnswer.refusal.${code}`, { lng: language, fallbackLng: [] })).toBe(true);
  });

  it.each([
    ['tw', 'Webhook 以 HTTP 502 回應了 LINE，而不是 200。', 'LINE 未在 2.5 秒內回應。請稍後再試。'],
    ['cn', 'Webhook 以 HTTP 502 响应了 LINE，而不是 200。', 'LINE 未在 2.5 秒内响应。请稍后再试。'],
    ['jp', 'Webhook が LINE に 200 ではなく HTTP 502 を返しました。', 'LINE が 2.5 秒以内に応答しませんでした。しばらくしてからもう一度お試しください。'],
  ])('%s: says the status and the seconds in the language', (language, status, timeout) => {
    const t = i18n.getFixedT(language);
    const tested = lineWebhookTestWords(t, { success: false, code: 'error_status_code', statusCode: 502, reason: 'ERROR_STATUS_CODE', detail: '502 Bad Gateway' });
    expect(tested.text.startsWith(status)).toBe(true);
    expect(tested.detail).toBe('502 Bad Gateway');
    expect(lineRefusalWords(t, { refusal: 'timeout', seconds: 2.5 })).toEqual({ text: timeout, detail: null });
  });

  it('reads an error without a refusal as none of LINE’s', () => {
    expect(lineRefusalWords(i18n.getFixedT('en'), {})).toBeNull();
  });
});

// The owner's two webhook calls to LINE (set the URL, test it) against a stand-in for LINE: each reason LINE's test
// can give as a code the console words, and each refusal of the call as a code with its status or seconds and LINE's
// own words, made safe (no token, no URL past its origin).
import type { ErrorBody, LineWebhookTestDTO } from '../../../schema/rest';
import type { LineWebhookRefusal } from '../../../schema/rules/line-webhook-answers';
import { authorised, LINE_TEST_TOKEN, type LineTestBot } from '../../../tests/support/line-kit';
import { lineChannelKit, PUBLIC_URL } from './line-channel-kit';

const { fake, newBot } = lineChannelKit();

const SET_URL = '/webhook/line/webhook/set-webhook-url/';
const TEST = '/webhook/line/webhook/test/';

/** The call's error answer: its status, code and the refusal's values. */
async function refusalOf(bot: LineTestBot, method: 'PUT' | 'POST', path: string) {
  const { status, body } = await authorised(bot, method, path, { chatbot_id: bot.botId });
  const { error } = body as ErrorBody;
  expect(JSON.stringify(body)).not.toContain(LINE_TEST_TOKEN);
  return { status, code: error.code, values: error.values as LineWebhookRefusal | undefined };
}

describe("LINE's answers to the webhook calls", () => {
  it.each([
    [{ success: true, statusCode: 200, reason: 'OK', detail: '200' }, { success: true, code: 'ok', detail: '200' }],
    [{ success: false, statusCode: 0, reason: 'COULD_NOT_CONNECT', detail: 'Connection failed' }, { success: false, code: 'could_not_connect', detail: 'Connection failed' }],
    [{ success: false, statusCode: 0, reason: 'REQUEST_TIMEOUT', detail: 'Request timeout' }, { success: false, code: 'request_timeout', detail: 'Request timeout' }],
    [{ success: false, statusCode: 401, reason: 'ERROR_STATUS_CODE', detail: '401 Unauthorized' }, { success: false, code: 'error_status_code', detail: '401 Unauthorized' }],
    [{ success: false, statusCode: -1, reason: 'UNCLASSIFIED', detail: 'Unknown error' }, { success: false, code: 'unclassified', detail: 'Unknown error' }],
    [{ success: false, statusCode: 0, reason: 'SOMETHING_NEW', detail: 'A reason LINE adds later' }, { success: false, code: 'unknown', detail: 'A reason LINE adds later' }],
  ] as const)("answers LINE's test %j with its code, LINE's reason and status kept", async (result, expected) => {
    const bot = await newBot();
    fake().setWebhookTestResult(result);
    const tested = await authorised(bot, 'POST', TEST, { chatbot_id: bot.botId });
    expect(tested).toEqual({
      status: 200,
      body: { ...expected, status_code: result.statusCode, reason: result.reason, timestamp: '2026-01-02T03:04:05.000Z' } satisfies LineWebhookTestDTO,
    });
  });

  it("keeps LINE's test detail without a token or the URL's path and query", async () => {
    const bot = await newBot();
    fake().setWebhookTestResult({
      success: false,
      statusCode: 0,
      reason: 'COULD_NOT_CONNECT',
      detail: `Connection failed: ${PUBLIC_URL}/webhook/line/${bot.vendorId}?key=k-123 with Bearer ${LINE_TEST_TOKEN}`,
    });
    const tested = await authorised(bot, 'POST', TEST, { chatbot_id: bot.botId });
    expect((tested.body as LineWebhookTestDTO).detail).toBe(`Connection failed: ${PUBLIC_URL}/… with Bearer [redacted]`);
  });

  it.each([
    ['a refused URL', { kind: 'invalidWebhookUrl' }, 400, 'VALIDATION_FAILED', { refusal: 'url_rejected', detail: 'Invalid webhook endpoint URL; endpoint: must be https' }],
    ['a forbidden call', { kind: 'forbidden' }, 400, 'VALIDATION_FAILED', { refusal: 'refused', status: 403, detail: 'Access to this API is not available for your account' }],
    ['too many calls', { kind: 'status', status: 429 }, 502, 'PLATFORM_UNREACHABLE', { refusal: 'rate_limited', detail: 'The API rate limit has been exceeded. Try again later.' }],
    ["LINE's own error", { kind: 'status', status: 503 }, 502, 'PLATFORM_UNREACHABLE', { refusal: 'platform_error', status: 503, detail: 'An error occurred in the backend server.' }],
    ['no answer in time', { kind: 'hang' }, 502, 'PLATFORM_UNREACHABLE', { refusal: 'timeout', seconds: 2 }],
  ] as const)('answers %s when setting the URL as a code with LINE’s words', async (_case, failure, status, code, values) => {
    const bot = await newBot();
    fake().failNext('setWebhook', failure);
    expect(await refusalOf(bot, 'PUT', SET_URL)).toEqual({ status, code, values });
  });

  it('answers a dropped connection to LINE as unreachable, with the system code as its detail', async () => {
    const bot = await newBot();
    fake().failNext('testWebhook', { kind: 'drop' });
    const refused = await refusalOf(bot, 'POST', TEST);
    expect(refused).toMatchObject({ status: 502, code: 'PLATFORM_UNREACHABLE', values: { refusal: 'unreachable' } });
    expect(refused.values?.detail).toMatch(/^[A-Z][A-Z0-9_]+$/);
  });

  it('answers a refused token as token_rejected, on both calls, and cuts the token out of a refusal that quotes it', async () => {
    const bot = await newBot();
    await authorised(bot, 'PUT', `/line/${bot.botId}/update-data`, { channel_access_token: 'a-revoked-token', human_agents: [] });
    const words = 'Authentication failed. Confirm that the access token in the authorization header is valid.';
    expect(await refusalOf(bot, 'PUT', SET_URL)).toEqual({ status: 400, code: 'VALIDATION_FAILED', values: { refusal: 'token_rejected', detail: words } });
    expect(await refusalOf(bot, 'POST', TEST)).toEqual({ status: 400, code: 'VALIDATION_FAILED', values: { refusal: 'token_rejected', detail: words } });

    const quoting = await newBot();
    fake().failNext('testWebhook', { kind: 'quotesAuthorization', status: 400 });
    expect((await refusalOf(quoting, 'POST', TEST)).values).toEqual({ refusal: 'url_rejected', detail: 'Refused the call with authorization Bearer [redacted]' });
  });
});

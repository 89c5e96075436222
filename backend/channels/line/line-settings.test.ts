// The owner's LINE settings over real HTTP against a stand-in for LINE: secrets shown as hints only and sealed at rest,
// what is kept or refused on saving, setting the webhook URL and LINE's webhook test, and LINE's refusals, answered or
// stored, with the token cut out.
import type { ErrorBody, LineSetWebhookUrlDTO, LineSettingsDTO, LineWebhookTestDTO } from '../../../schema/rest';
import { authorised, LINE_TEST_SECRET, LINE_TEST_TOKEN, postLineEvents, textEvent } from '../../../tests/support/line-kit';
import { lineChannelKit, PUBLIC_URL } from './line-channel-kit';

const { backend, fake, newBot, handled } = lineChannelKit();

describe('LINE settings', () => {
  it('answers hints of the secrets, never the secrets, and keeps them sealed at rest', async () => {
    const bot = await newBot({ humanAgents: ['Agent Amy'] });
    const { status, body } = await authorised(bot, 'GET', `/line/${bot.botId}/line-webhook-service`);
    expect(status).toBe(200);
    expect(body).toEqual({
      chatbot_id: bot.botId,
      webhook_url: `${PUBLIC_URL}/webhook/line/${bot.vendorId}`,
      channel_secret: { set: true, last_four: LINE_TEST_SECRET.slice(-4) },
      channel_access_token: { set: true, last_four: LINE_TEST_TOKEN.slice(-4) },
      human_agents: ['Agent Amy'],
      quiet_minutes: 30,
      ask_feedback: false,
      last_delivery_error: null,
    });
    expect(JSON.stringify(body)).not.toContain(LINE_TEST_SECRET);
    const row = await backend().db.selectFrom('channel_settings').selectAll().where('chatbot_id', '=', bot.botId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(LINE_TEST_SECRET);
    expect(JSON.stringify(row)).not.toContain(LINE_TEST_TOKEN);
  });

  it('keeps a secret, quiet minutes and ask_feedback left out, trims agent names and refuses a name given twice', async () => {
    const bot = await newBot({ quietMinutes: 45, askFeedback: true });
    const twice = await authorised(bot, 'PUT', `/line/${bot.botId}/update-data`, { human_agents: ['  Agent Amy ', 'Agent Amy'] });
    expect(twice.status).toBe(400);
    expect((twice.body as ErrorBody).error.fields).toEqual([{ field: 'human_agents', message: 'validation.duplicate' }]);
    const { status, body } = await authorised(bot, 'PUT', `/line/${bot.botId}/update-data`, { human_agents: ['  Agent Amy ', 'Bob'] });
    expect(status).toBe(200);
    expect(body).toMatchObject({ channel_access_token: { set: true, last_four: LINE_TEST_TOKEN.slice(-4) }, human_agents: ['Agent Amy', 'Bob'], quiet_minutes: 45, ask_feedback: true });
    expect(JSON.stringify(body)).not.toContain(LINE_TEST_TOKEN);
  });

  it('refuses a blank token, a missing first token or secret, too many agent names and quiet minutes past a day', async () => {
    const bot = await newBot();
    const blank = await authorised(bot, 'PUT', `/line/${bot.botId}/update-data`, { channel_access_token: '   ', human_agents: [] });
    expect(blank.status).toBe(400);
    expect((blank.body as ErrorBody).error.fields).toEqual([{ field: 'channel_access_token', message: 'validation.required' }]);
    const tooMany = await authorised(bot, 'PUT', `/line/${bot.botId}/update-data`, { human_agents: Array.from({ length: 51 }, (_, i) => `agent ${i}`) });
    expect(tooMany.status).toBe(400);
    const longDay = await authorised(bot, 'PUT', `/line/${bot.botId}/update-data`, { human_agents: [], quiet_minutes: 1441 });
    expect(longDay.status).toBe(400);

    const fresh = await newBot();
    await backend().db.deleteFrom('channel_settings').where('chatbot_id', '=', fresh.botId).execute();
    const missing = await authorised(fresh, 'PUT', `/line/${fresh.botId}/update-data`, { channel_secret: 'abc', human_agents: [] });
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorBody).error.fields).toEqual([{ field: 'channel_access_token', message: 'validation.required' }]);
    const noSecret = await authorised(fresh, 'PUT', `/line/${fresh.botId}/update-data`, { channel_access_token: 'token-0001', human_agents: [] });
    expect(noSecret.status).toBe(400);
    expect((noSecret.body as ErrorBody).error.fields).toEqual([{ field: 'channel_secret', message: 'validation.required' }]);
    const neither = await authorised(fresh, 'PUT', `/line/${fresh.botId}/update-data`, { human_agents: [] });
    expect((neither.body as ErrorBody).error.fields).toEqual([
      { field: 'channel_secret', message: 'validation.required' },
      { field: 'channel_access_token', message: 'validation.required' },
    ]);
    expect(await backend().db.selectFrom('channel_settings').where('chatbot_id', '=', fresh.botId).select('chatbot_id').execute()).toEqual([]);
  });

  it("sets the webhook URL on LINE and answers LINE's webhook test", async () => {
    const bot = await newBot();
    const set = await authorised(bot, 'PUT', '/webhook/line/webhook/set-webhook-url/', { chatbot_id: bot.botId });
    expect(set).toEqual({ status: 200, body: { success: true, webhook_url: `${PUBLIC_URL}/webhook/line/${bot.vendorId}`, message: expect.any(String) } satisfies LineSetWebhookUrlDTO });
    expect(fake().requests.filter((request) => request.endpoint === 'setWebhook').at(-1)?.body).toEqual({ endpoint: `${PUBLIC_URL}/webhook/line/${bot.vendorId}` });

    fake().setWebhookTestResult({ success: false, statusCode: 404, reason: 'ERROR_STATUS_CODE', detail: '404 Not Found' });
    const tested = await authorised(bot, 'POST', '/webhook/line/webhook/test/', { chatbot_id: bot.botId });
    expect(tested).toEqual({ status: 200, body: { success: false, code: 'error_status_code', status_code: 404, reason: 'ERROR_STATUS_CODE', detail: '404 Not Found', timestamp: '2026-01-02T03:04:05.000Z' } satisfies LineWebhookTestDTO });
  });

  it("answers LINE's refusal of the token as a 400 with LINE's message, and another owner's bot as 404", async () => {
    const bot = await newBot();
    await authorised(bot, 'PUT', `/line/${bot.botId}/update-data`, { channel_access_token: 'a-revoked-token', human_agents: [] });
    const refused = await authorised(bot, 'POST', '/webhook/line/webhook/test/', { chatbot_id: bot.botId });
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorBody).error.message).toContain('Authentication failed');
    fake().failNext('setWebhook', { kind: 'status', status: 500 });
    await authorised(bot, 'PUT', `/line/${bot.botId}/update-data`, { channel_access_token: LINE_TEST_TOKEN, human_agents: [] });
    const down = await authorised(bot, 'PUT', '/webhook/line/webhook/set-webhook-url/', { chatbot_id: bot.botId });
    expect(down.status).toBe(502);
    expect((down.body as ErrorBody).error.code).toBe('PLATFORM_UNREACHABLE');

    const stranger = await newBot();
    expect((await authorised(stranger, 'PUT', '/webhook/line/webhook/set-webhook-url/', { chatbot_id: bot.botId })).status).toBe(404);
  });

  it('cuts the channel access token out of a LINE refusal that quotes it, answered or stored', async () => {
    const bot = await newBot();
    fake().failNext('setWebhook', { kind: 'quotesAuthorization', status: 400 });
    const refused = await authorised(bot, 'PUT', '/webhook/line/webhook/set-webhook-url/', { chatbot_id: bot.botId });
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorBody).error.message).toBe('LINE: Refused the call with authorization Bearer [redacted]');
    fake().failNext('testWebhook', { kind: 'quotesAuthorization', status: 503 }, 4);
    const down = await authorised(bot, 'POST', '/webhook/line/webhook/test/', { chatbot_id: bot.botId });
    expect(down.status).toBe(502);
    expect(JSON.stringify(down.body)).not.toContain(LINE_TEST_TOKEN);

    fake().failNext('reply', { kind: 'quotesAuthorization', status: 503 }, 4);
    await postLineEvents(bot, [textEvent('What are your opening hours?')]);
    await handled(bot);
    const settings = await authorised(bot, 'GET', `/line/${bot.botId}/line-webhook-service`);
    expect((settings.body as LineSettingsDTO).last_delivery_error).toMatchObject({ message: 'platform_error@status:503', detail: 'Refused the call with authorization Bearer [redacted]' });
    const row = await backend().db.selectFrom('channel_settings').select(['last_delivery_error', 'last_delivery_detail']).where('chatbot_id', '=', bot.botId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(LINE_TEST_TOKEN);
  });
});

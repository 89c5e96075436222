// The LINE channel's last delivery error: each way LINE can fail a reply (a spent quota, a refused token, 429s past
// the retries, 5xx, a refused message, a dropped connection, no answer in time) noted as a code with LINE's own words
// as its detail, never the token, and cleared by the next delivery.
import type { LineSettingsDTO } from '../../../schema/rest';
import { authorised, postLineEvents, textEvent, type LineTestBot } from '../../../tests/support/line-kit';
import { lineChannelKit } from './line-channel-kit';

const { backend, fake, newBot, handled, postAndAwait } = lineChannelKit();

/** The channel's last delivery error as the owner's settings answer it. */
async function deliveryErrorOf(bot: LineTestBot) {
  return ((await authorised(bot, 'GET', `/line/${bot.botId}/line-webhook-service`)).body as LineSettingsDTO).last_delivery_error;
}

describe('the last delivery error of a LINE channel', () => {
  it("does not retry LINE's 429 for a spent monthly quota, and notes it at once", async () => {
    const bot = await newBot();
    fake().failNext('reply', { kind: 'monthlyLimit' });
    const event = textEvent('What are your opening hours?');
    await postLineEvents(bot, [event]);
    await handled(bot);
    expect(fake().requests.filter((request) => request.endpoint === 'reply' && request.body.replyToken === event.replyToken)).toHaveLength(1);
    expect(await deliveryErrorOf(bot)).toMatchObject({ message: 'quota_exceeded', detail: 'You have reached your monthly limit.' });
  });

  it('notes the last delivery error when LINE keeps failing, and clears it with the next delivery', async () => {
    const bot = await newBot();
    fake().failNext('push', { kind: 'status', status: 500 }, 4);
    const before = fake().requests.length;
    await postLineEvents(bot, [textEvent('What are your opening hours?', { timestamp: Date.now() - 120_000 })]);
    await handled(bot);
    expect(fake().requests.slice(before).filter((request) => request.endpoint === 'push')).toHaveLength(4);
    expect(await deliveryErrorOf(bot)).toMatchObject({ message: 'platform_error@status:500', detail: 'An error occurred in the backend server.' });

    await postAndAwait(bot, [textEvent('What are your opening hours?')]);
    await handled(bot);
    expect(await deliveryErrorOf(bot)).toBeNull();
    const row = await backend().db.selectFrom('channel_settings').select(['last_delivery_error', 'last_delivery_detail']).where('chatbot_id', '=', bot.botId).executeTakeFirstOrThrow();
    expect(row).toEqual({ last_delivery_error: null, last_delivery_detail: null });
  });

  it('gives up a call LINE never answers after LINE_API_TIMEOUT_MS without trying again, notes it, and answers the next event', async () => {
    const bot = await newBot();
    fake().failNext('reply', { kind: 'hang' });
    const before = fake().requests.length;
    await postLineEvents(bot, [textEvent('What are your opening hours?')]);
    await handled(bot);
    expect(fake().requests.slice(before).map((request) => request.endpoint)).toEqual(['reply']);
    expect(await deliveryErrorOf(bot)).toMatchObject({ message: 'timeout@seconds:2', detail: null });

    const event = textEvent('What are your opening hours?');
    const [delivery] = await postAndAwait(bot, [event]);
    expect(delivery).toMatchObject({ via: 'reply', target: event.replyToken });
  });

  it("notes LINE's refusal of the channel access token as token_rejected, with LINE's words", async () => {
    const bot = await newBot();
    await authorised(bot, 'PUT', `/line/${bot.botId}/update-data`, { channel_access_token: 'a-revoked-token', human_agents: [] });
    await postLineEvents(bot, [textEvent('What are your opening hours?')]);
    await handled(bot);
    const error = await deliveryErrorOf(bot);
    expect(error).toMatchObject({ message: 'token_rejected', detail: expect.stringContaining('Authentication failed') });
    expect(JSON.stringify(error)).not.toContain('a-revoked-token');
  });

  it('notes a 429 that outlasts the retries as rate_limited, a refused message as refused with its status, and a dropped connection as unreachable', async () => {
    const bot = await newBot();
    const old = { timestamp: Date.now() - 120_000 };
    fake().failNext('push', { kind: 'status', status: 429, retryAfterSeconds: 0 }, 4);
    await postLineEvents(bot, [textEvent('What are your opening hours?', old)]);
    await handled(bot);
    expect(await deliveryErrorOf(bot)).toMatchObject({ message: 'rate_limited', detail: 'The API rate limit has been exceeded. Try again later.', count: 1 });

    fake().failNext('push', { kind: 'invalidMessages' });
    await postLineEvents(bot, [textEvent('What are your opening hours?', old)]);
    await handled(bot);
    expect(await deliveryErrorOf(bot)).toMatchObject({ message: 'refused@status:400', detail: 'The request body has 1 error(s); messages[0].text: May not be empty', count: 2 });

    const before = fake().requests.length;
    fake().failNext('push', { kind: 'drop' }, 4);
    await postLineEvents(bot, [textEvent('What are your opening hours?', old)]);
    await handled(bot);
    expect(fake().requests.slice(before).filter((request) => request.endpoint === 'push')).toHaveLength(4);
    expect(await deliveryErrorOf(bot)).toMatchObject({ message: 'unreachable', detail: expect.stringMatching(/^[A-Z_]+$/), count: 3 });
  });
});

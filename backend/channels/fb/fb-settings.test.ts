// The owner's Messenger settings over real HTTP, with a loopback stand-in for the Send API: secrets write-only and
// sealed at rest, the token's Page and its events, what is refused on saving, and the subscription handshake.
import type { ErrorBody, FacebookSettingsDTO } from '../../../schema/rest';
import { channelBot, ownerCall } from '../../../tests/support/channel-bot';
import { fbChannelKit, GROUPS, psid, SECRETS, textEvent } from './fb-channel-kit';

const { backend, graph, messengerBot, deliver, ask, settingsOf } = fbChannelKit();

describe('Messenger settings', () => {
  it('shows the webhook URL and, before anything is saved, no secret', async () => {
    const bot = await channelBot(backend(), 'fb', GROUPS, { active: false });
    expect(await settingsOf(bot)).toEqual({
      chatbot_id: bot.chatbotId,
      webhook_url: `https://bots.example.com/webhook/fb/${bot.vendorId}`,
      page_access_token: { set: false, last_four: '' },
      verify_token: { set: false, last_four: '' },
      app_secret: { set: false, last_four: '' },
      human_agents: [],
      quiet_minutes: 30,
      ask_feedback: false,
      page: null,
      last_delivery_error: null,
    });
  });

  it('requires each secret while none is stored, and refuses a blank one with its field', async () => {
    const bot = await channelBot(backend(), 'fb', GROUPS, { active: false });
    const missing = await ownerCall<ErrorBody>(backend(), bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { page_access_token: 'abc', human_agents: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual([
      { field: 'verify_token', message: 'validation.required' },
      { field: 'app_secret', message: 'validation.required' },
    ]);
    const blank = await ownerCall<ErrorBody>(backend(), bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { ...SECRETS, app_secret: '   ', human_agents: [] });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual([{ field: 'app_secret', message: 'validation.required' }]);
  });

  it('answers secrets only as hints, keeps an omitted one, trims human agents, and seals secrets at rest', async () => {
    const bot = await messengerBot();
    const saved = await ownerCall<FacebookSettingsDTO>(backend(), bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, {
      verify_token: 'another-verify-9876',
      human_agents: ['  Amy ', 'Bob'],
      quiet_minutes: 5,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      page_access_token: { set: true, last_four: '0001' },
      verify_token: { set: true, last_four: '9876' },
      app_secret: { set: true, last_four: 'abcd' },
      human_agents: ['Amy', 'Bob'],
      quiet_minutes: 5,
    });
    const shown = JSON.stringify(await settingsOf(bot));
    for (const secret of [...Object.values(SECRETS), 'another-verify-9876']) expect(shown).not.toContain(secret);
    const row = await backend().db.selectFrom('channel_settings').selectAll().where('chatbot_id', '=', bot.chatbotId).executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    for (const secret of [...Object.values(SECRETS), 'another-verify-9876']) expect(stored).not.toContain(secret);
  });

  it("names the token's Page, answers only that Page's events, and asks again when the token changes", async () => {
    const bot = await messengerBot();
    expect((await settingsOf(bot)).page).toEqual({ id: 'page-1', name: 'Test Page' });
    // The same Meta app sends another Page's events to this webhook too: they are not this bot's users.
    const stranger = psid();
    const foreign = { object: 'page', entry: [{ id: 'page-9', time: Date.now(), messaging: [{ ...textEvent(stranger, 'What are your opening hours?'), recipient: { id: 'page-9' } }] }] };
    expect((await deliver(bot, foreign)).status).toBe(200);
    const own = psid();
    expect((await ask(bot, own, 'What are your opening hours?')).text).toBe('08:00-20:00');
    expect(graph().requests.filter((request) => request.body.recipient.id === stranger)).toEqual([]);
    expect(await backend().db.selectFrom('conversation_messages').select('user_id').where('user_id', '=', stranger).execute()).toEqual([]);

    graph().setPage('EAAG-other-page-token', { id: 'page-2', name: 'Second shop' });
    const moved = await ownerCall<FacebookSettingsDTO>(backend(), bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { page_access_token: 'EAAG-other-page-token', human_agents: [] });
    expect(moved.body.page).toEqual({ id: 'page-2', name: 'Second shop' });
    // A token Graph refuses names no Page: then every event is answered, as before a Page was known.
    graph().setPage('EAAG-refused-token', null);
    const refused = await ownerCall<FacebookSettingsDTO>(backend(), bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { page_access_token: 'EAAG-refused-token', human_agents: [] });
    expect(refused.body.page).toBeNull();
  });

  it('refuses more than 50 human agents and quiet minutes past a day', async () => {
    const bot = await messengerBot();
    const many = await ownerCall<ErrorBody>(backend(), bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { human_agents: Array.from({ length: 51 }, (_, n) => `agent ${n}`) });
    expect(many.status).toBe(400);
    const quiet = await ownerCall<ErrorBody>(backend(), bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { human_agents: [], quiet_minutes: 1441 });
    expect(quiet.body.error.fields).toEqual([{ field: 'quiet_minutes', message: 'validation.quietMinutes' }]);
  });
});

describe('GET /webhook/fb/{vendorId}', () => {
  it('answers the challenge as text to the right verify token, and 403 otherwise', async () => {
    const bot = await messengerBot();
    const verify = (token: string, mode = 'subscribe') => fetch(`${backend().url}/webhook/fb/${bot.vendorId}?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`);
    const right = await verify(SECRETS.verify_token);
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await right.text()).toBe('1158201444');
    expect((await verify('wrong-token')).status).toBe(403);
    expect((await verify(SECRETS.verify_token, 'unsubscribe')).status).toBe(403);
  });
});

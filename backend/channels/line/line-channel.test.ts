// The LINE channel's webhook over real HTTP against a stand-in for LINE (tests/support/fake-line.ts): signatures, LINE's
// verify call, events stored once and answered through the reply pipeline by reply or push, retries and the last
// delivery error, follow, postbacks, stickers, history with platform line, and messages their users unsent.
import { validateSignature } from '@line/bot-sdk';
import type { ErrorBody, HistoryExchangePageDTO } from '../../../schema/rest';
import { authorised, followEvent, lineSignature, OPENING_HOURS, postbackEvent, postLineEvents, stickerEvent, textEvent, unsendEvent } from '../../../tests/support/line-kit';
import { lineChannelKit } from './line-channel-kit';
import { postbackData } from './line.render';

const { backend, fake, newBot, until, storedEvents, handled, deliveriesTo, postAndAwait, historyOf } = lineChannelKit();

describe('unsent messages', () => {
  it("takes a message its user unsent out of the owner's history, the recommendations log and the stored events", async () => {
    const bot = await newBot();
    const asked = textEvent('What are your opening hours? My card is 4111 1111 1111 1111', { messageId: 'line-message-1' });
    await postAndAwait(bot, [asked]);
    await postAndAwait(bot, [textEvent('What are your opening hours?', { messageId: 'line-message-2' })]);
    await backend().db
      .insertInto('recommendations')
      .values({ chatbot_id: bot.botId, original_question: asked.message.text, selected_question: 'What are your opening hours?', group_id: `${bot.botId}-hours`, platform: 'line', user_id: 'U-user-1' })
      .execute();

    // Another user cannot unsend it; the user who sent it can. Nothing is sent to anyone for it.
    const delivered = fake().delivered.length;
    await postLineEvents(bot, [unsendEvent('line-message-1', { source: { type: 'user', userId: 'U-someone-else' } })]);
    await handled(bot);
    expect((await historyOf(bot)).map((line) => line.content)).toContain(asked.message.text);
    expect((await postLineEvents(bot, [unsendEvent('line-message-1')])).status).toBe(200);
    await handled(bot);

    expect(fake().delivered.length).toBe(delivered);

    const lines = await backend().db.selectFrom('conversation_messages').select(['sender', 'content', 'unsent_at']).where('chatbot_id', '=', bot.botId).orderBy('id').execute();
    // The bot's replies stay (the bot said them); only the unsent line is emptied.
    expect(lines.map((line) => [line.sender, line.sender === 'bot' ? line.content !== '' : line.content, line.unsent_at !== null])).toEqual([
      ['user', '', true],
      ['bot', true, false],
      ['user', 'What are your opening hours?', false],
      ['bot', true, false],
    ]);
    const logged = await backend().db.selectFrom('recommendations').select('original_question').where('chatbot_id', '=', bot.botId).execute();
    expect(logged).toEqual([{ original_question: '' }]);
    const stored = await backend().db.selectFrom('inbound_events').select('payload').where('chatbot_id', '=', bot.botId).execute();
    expect(JSON.stringify(stored)).not.toContain('4111');

    // The owner's history shows the exchange with the question marked as unsent.
    const page = await authorised(bot, 'GET', `/history/${bot.botId}/messages`);
    const exchanges = (page.body as HistoryExchangePageDTO).items;
    expect(exchanges.map((exchange) => [exchange.question, exchange.question_unsent])).toEqual([
      ['What are your opening hours?', false],
      ['', true],
    ]);
  });
  it("takes an unsent question out of the buttons the bot offered for it and out of the delivered reply's store", async () => {
    const bot = await newBot({
      groups: [
        { key: 'web', questions: ['How do I reset my password on the website?'], answer: 'Use the Forgot password link.' },
        { key: 'app', questions: ['How do I reset my password in the mobile app?'], answer: 'Open Settings, then Account.' },
      ],
    });
    const [offer] = await postAndAwait(bot, [textEvent('reset password', { messageId: 'line-message-9' })]);
    expect(offer.messages.at(-1)?.quickReply?.items.length).toBeGreaterThan(0);
    const stored = async () => JSON.stringify(await backend().db.selectFrom('conversation_messages').select(['content', 'buttons']).where('chatbot_id', '=', bot.botId).execute()) + JSON.stringify(await backend().db.selectFrom('inbound_events').select(['payload', 'reply']).where('chatbot_id', '=', bot.botId).execute());
    // The bot's words say "reset my password"; only the user's question says "reset password".
    expect(await stored()).toContain('reset password');

    expect((await postLineEvents(bot, [unsendEvent('line-message-9')])).status).toBe(200);
    await handled(bot);
    expect(await stored()).not.toContain('reset password');
    // The buttons themselves stay, so a tap on one still answers from what the bot offered.
    const [botLine] = await backend().db.selectFrom('conversation_messages').select('buttons').where('chatbot_id', '=', bot.botId).where('sender', '=', 'bot').execute();
    expect(botLine.buttons.map((button) => [button.text, button.oriQue])).toEqual(botLine.buttons.map((button) => [button.text, '']));
    expect(botLine.buttons.length).toBeGreaterThan(0);
  });
});

describe('POST /webhook/line/{vendorId}', () => {
  it("signs bodies as LINE's SDK does (its test vector)", () => {
    expect(lineSignature('{"hello":"world"}', 'test_secret')).toBe('t7Hn4ZDHqs6e+wdvI5TyQIvzie0DmMUmuXEBqyyE/tM=');
    expect(validateSignature('{"hello":"world"}', 'test_secret', 't7Hn4ZDHqs6e+wdvI5TyQIvzie0DmMUmuXEBqyyE/tM=')).toBe(true);
  });

  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    const bot = await newBot();
    expect((await postLineEvents(bot, [textEvent('What are your opening hours?')], null)).status).toBe(401);
    expect((await postLineEvents(bot, [textEvent('What are your opening hours?')], lineSignature('{"events":[]}'))).status).toBe(401);
    const wrong = await postLineEvents(bot, [textEvent('What are your opening hours?')], lineSignature('x', 'another-secret'));
    expect(wrong.status).toBe(401);
    // What LINE's console shows the owner after "Verify": about the signature, not a console login.
    expect(((await wrong.json()) as ErrorBody).error).toEqual({ code: 'UNAUTHENTICATED', message: 'The x-line-signature signature does not match: check the channel secret.' });
    expect(await storedEvents(bot)).toEqual([]);
  });

  it('refuses a body over 1 MB with 413 and stores nothing', async () => {
    const bot = await newBot();
    const response = await postLineEvents(bot, [textEvent('x'.repeat(1_100_000))]);
    expect(response.status).toBe(413);
    expect(await storedEvents(bot)).toEqual([]);
  });

  it('refuses a signed body that is JSON but no webhook call (null, a number) with 400, not 500', async () => {
    const bot = await newBot();
    for (const body of ['null', '42', '"text"']) {
      const response = await fetch(`${bot.url}/webhook/line/${bot.vendorId}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Line-Signature': lineSignature(body) }, body });
      expect(response.status).toBe(400);
    }
    expect(await storedEvents(bot)).toEqual([]);
  });

  it('answers a signed message holding NUL without it, instead of failing every redelivery', async () => {
    const bot = await newBot();
    const [delivery] = await postAndAwait(bot, [textEvent('What are your\u0000 opening hours?')]);
    expect(delivery).toBeDefined();
    expect((await historyOf(bot)).filter((line) => line.sender === 'user').map((line) => line.content)).toEqual(['What are your opening hours?']);
  });

  it("answers LINE's verify call (no events) with 200 and an unknown vendor with 404", async () => {
    const bot = await newBot();
    expect((await postLineEvents(bot, [])).status).toBe(200);
    expect((await postLineEvents({ url: bot.url, vendorId: 'no-such-vendor' }, [])).status).toBe(404);
    expect(await storedEvents(bot)).toEqual([]);
  });

  it('takes the events of a bot whose LINE channel is off and does nothing with them', async () => {
    const bot = await newBot({ active: false });
    expect((await postLineEvents(bot, [textEvent('What are your opening hours?')])).status).toBe(200);
    expect(await storedEvents(bot)).toEqual([]);
  });

  it('answers a text message with the reply token and records the exchange with platform line', async () => {
    const bot = await newBot();
    const event = textEvent('What are your opening hours?', { source: { type: 'user', userId: 'U-alice' } });
    const [delivery] = await postAndAwait(bot, [event]);
    expect(delivery).toMatchObject({ via: 'reply', target: event.replyToken, messages: [{ type: 'text', text: OPENING_HOURS.answer }] });
    await handled(bot);
    expect(await historyOf(bot)).toEqual([
      { sender: 'user', content: 'What are your opening hours?', platform: 'line', user_id: 'U-alice' },
      { sender: 'bot', content: OPENING_HOURS.answer, platform: 'line', user_id: 'U-alice' },
    ]);
  });

  it('answers a redelivered event once', async () => {
    const bot = await newBot();
    const first = textEvent('What are your opening hours?');
    await postAndAwait(bot, [first]);
    const redelivered = { ...first, deliveryContext: { isRedelivery: true } };
    const next = textEvent('What are your opening hours?');
    await postAndAwait(bot, [redelivered, next], 1);
    await handled(bot);
    expect(deliveriesTo(first.replyToken)).toHaveLength(1);
    expect(deliveriesTo(next.replyToken)).toHaveLength(1);
    expect((await storedEvents(bot)).filter((event) => event.event_id === first.webhookEventId)).toHaveLength(1);
    expect((await historyOf(bot)).filter((line) => line.sender === 'user')).toHaveLength(2);
  });

  it('pushes with a retry key when LINE calls the reply token invalid, and when the event is too old to reply', async () => {
    const bot = await newBot();
    fake().failNext('reply', { kind: 'invalidReplyToken' });
    const [pushed] = await postAndAwait(bot, [textEvent('What are your opening hours?', { source: { type: 'user', userId: 'U-expired' } })]);
    expect(pushed).toMatchObject({ via: 'push', target: 'U-expired', messages: [{ text: OPENING_HOURS.answer }] });
    const push = fake().requests.filter((request) => request.endpoint === 'push').at(-1);
    expect(push?.headers['x-line-retry-key']).toMatch(/^[0-9a-f-]{36}$/);

    const repliesBefore = fake().requests.filter((request) => request.endpoint === 'reply').length;
    const [late] = await postAndAwait(bot, [textEvent('What are your opening hours?', { source: { type: 'user', userId: 'U-late' }, timestamp: Date.now() - 120_000 })]);
    expect(late).toMatchObject({ via: 'push', target: 'U-late' });
    expect(fake().requests.filter((request) => request.endpoint === 'reply').length).toBe(repliesBefore);
  });

  it('answers and records an event once when it is handled again after its process died, delivering its saved reply', async () => {
    const bot = await newBot();
    const late = (userId: string) => textEvent('What are your opening hours?', { source: { type: 'user', userId }, timestamp: Date.now() - 120_000 });
    const handledAgain = async (userId: string) => {
      // As the restarted process's release does: the row goes back to waiting, its saved reply kept.
      await backend().db.updateTable('inbound_events').set({ state: 'received' }).where('chatbot_id', '=', bot.botId).where('conversation', 'like', `%${userId}`).execute();
      await handled(bot);
    };

    // Died after delivering, before the event was settled: pushed again with the same retry key, which LINE refuses.
    const [first] = await postAndAwait(bot, [late('U-died-after')]);
    expect(first).toMatchObject({ via: 'push', target: 'U-died-after', messages: [{ text: OPENING_HOURS.answer }] });
    await handled(bot);
    const pushesBefore = fake().requests.filter((request) => request.endpoint === 'push').length;
    const deliveredBefore = fake().delivered.length;
    await handledAgain('U-died-after');
    const pushes = fake().requests.filter((request) => request.endpoint === 'push');
    expect(pushes).toHaveLength(pushesBefore + 1);
    expect(pushes.at(-1)?.headers['x-line-retry-key']).toBe(pushes.at(-2)?.headers['x-line-retry-key']);
    expect(fake().delivered).toHaveLength(deliveredBefore);

    // Recorded, but the delivery failed (as when the process dies during it): the saved reply is delivered later.
    fake().failNext('push', { kind: 'status', status: 500 }, 4);
    await postLineEvents(bot, [late('U-died-during')]);
    await handled(bot);
    expect(deliveriesTo('U-died-during')).toEqual([]);
    await handledAgain('U-died-during');
    expect(deliveriesTo('U-died-during')).toHaveLength(1);
    expect(deliveriesTo('U-died-during')[0]).toMatchObject({ via: 'push', messages: [{ text: OPENING_HOURS.answer }] });

    // One exchange each in history, though each event was handled twice.
    const lines = await historyOf(bot);
    expect(lines.map((line) => [line.user_id, line.sender])).toEqual([
      ['U-died-after', 'user'],
      ['U-died-after', 'bot'],
      ['U-died-during', 'user'],
      ['U-died-during', 'bot'],
    ]);
  });

  it('tries again after a 429 (waiting its Retry-After) and delivers once', async () => {
    const bot = await newBot();
    fake().failNext('reply', { kind: 'status', status: 429, retryAfterSeconds: 1 });
    const event = textEvent('What are your opening hours?');
    const startedAt = Date.now();
    const [delivery] = await postAndAwait(bot, [event]);
    expect(delivery).toMatchObject({ via: 'reply', target: event.replyToken });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1000);
    expect(fake().requests.filter((request) => request.endpoint === 'reply' && request.body.replyToken === event.replyToken)).toHaveLength(2);
  });

  it('splits a long answer into pieces of at most 5,000 characters', async () => {
    const long = `${'營業時間說明。'.repeat(1000)}\n${'x'.repeat(6000)}`;
    const bot = await newBot({ groups: [{ key: 'long', questions: ['Tell me everything about the shop'], answer: long }] });
    const [delivery] = await postAndAwait(bot, [textEvent('Tell me everything about the shop')]);
    expect(delivery.messages.length).toBeGreaterThan(2);
    expect(delivery.messages.every((message) => (message.text ?? '').length <= 5000)).toBe(true);
    expect(delivery.messages.map((message) => message.text).join('')).toBe(long);
  });

  it('offers similar questions as quick replies whose tap answers the item', async () => {
    const bot = await newBot({
      groups: [
        { key: 'web', questions: ['How do I reset my password on the website?'], answer: 'Use the Forgot password link.' },
        { key: 'app', questions: ['How do I reset my password in the mobile app?'], answer: 'Open Settings, then Account.' },
      ],
    });
    const [offer] = await postAndAwait(bot, [textEvent('reset password')]);
    const items = offer.messages.at(-1)?.quickReply?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.action.type === 'postback' && Array.from(item.action.label).length <= 20)).toBe(true);
    // Questions longer than a label are listed in full, numbered, and each label starts with its number.
    const actions = items.map((item) => item.action as { label: string; displayText: string });
    expect((offer.messages[0]?.text ?? '').split('\n')).toEqual(['Did you mean:', ...actions.map((action, i) => `${i + 1}. ${action.displayText}`)]);
    expect(actions.every((action, i) => action.label.startsWith(`${i + 1}. `))).toBe(true);
    const app = items.find((item) => item.action.displayText === 'How do I reset my password in the mobile app?');
    const [answer] = await postAndAwait(bot, [postbackEvent(app?.action.data ?? '')]);
    expect(answer.messages[0].text).toBe('Open Settings, then Account.');
  });

  it('greets a new follower with the greeting message', async () => {
    const bot = await newBot();
    const event = followEvent();
    const [delivery] = await postAndAwait(bot, [event]);
    expect(delivery).toMatchObject({ via: 'reply', target: event.replyToken, messages: [{ type: 'text', text: 'Welcome to our shop!' }] });
  });

  it('answers a tapped similar question with its item and logs it as a recommendation', async () => {
    const bot = await newBot();
    const groupId = `${bot.botId}-${OPENING_HOURS.key}`;
    const data = postbackData({ id: groupId, text: OPENING_HOURS.questions[0], oriQue: 'when do you open' });
    const [delivery] = await postAndAwait(bot, [postbackEvent(data, { source: { type: 'user', userId: 'U-tapper' } })]);
    expect(delivery.messages[0].text).toBe(OPENING_HOURS.answer);
    await handled(bot);
    const logged = await backend().db.selectFrom('recommendations').selectAll().where('chatbot_id', '=', bot.botId).execute();
    expect(logged).toMatchObject([{ original_question: 'when do you open', selected_question: OPENING_HOURS.questions[0], group_id: groupId, platform: 'line', user_id: 'U-tapper' }]);
  });

  it("answers a rich menu's postback whose data is words as if the user said them, and records a program's data unanswered", async () => {
    const bot = await newBot();
    const [answer] = await postAndAwait(bot, [postbackEvent('What are your opening hours?')]);
    expect(answer.messages[0].text).toBe(OPENING_HOURS.answer);
    const programs = [postbackEvent('action=buy&itemid=111'), postbackEvent('{"id":"forged"}'), postbackEvent('   ')];
    await postAndAwait(bot, programs, 0);
    await handled(bot);
    expect(programs.flatMap((event) => deliveriesTo(event.replyToken))).toEqual([]);
    const lines = (await historyOf(bot)).map((line) => [line.sender, line.content]);
    expect(lines).toEqual([
      ['user', 'What are your opening hours?'],
      ['bot', OPENING_HOURS.answer],
      ['user', '[postback] action=buy&itemid=111'],
      ['bot', ''],
      ['user', '[postback] {"id":"forged"}'],
      ['bot', ''],
      ['user', '[postback] '],
      ['bot', ''],
    ]);
    // Nothing was logged as a tapped recommendation: none of these was one of the bot's own buttons.
    expect(await backend().db.selectFrom('recommendations').selectAll().where('chatbot_id', '=', bot.botId).execute()).toEqual([]);
  });

  it('leaves an event in standby mode (another module channel has the chat) unanswered and unstored', async () => {
    const bot = await newBot();
    const standby = { ...textEvent('What are your opening hours?', { source: { type: 'user', userId: 'U-standby' } }), mode: 'standby', replyToken: undefined };
    const active = textEvent('What are your opening hours?', { source: { type: 'user', userId: 'U-active' } });
    const deliveries = await postAndAwait(bot, [standby, active], 1);
    expect(deliveries.map((delivery) => delivery.target)).toEqual([active.replyToken]);
    await handled(bot);
    expect(await storedEvents(bot)).toHaveLength(1);
    expect((await historyOf(bot)).map((line) => line.user_id)).not.toContain('U-standby');
    expect(fake().delivered.filter((delivery) => delivery.target === 'U-standby')).toEqual([]);
  });

  it('answers and records a message longer than the bot reads, cut by character, never through an emoji', async () => {
    const bot = await newBot();
    const event = textEvent(`${'a'.repeat(998)}😀😀 and more`, { source: { type: 'user', userId: 'U-long' } });
    const [delivery] = await postAndAwait(bot, [event]);
    expect(delivery.target).toBe(event.replyToken);
    await handled(bot);
    const asked = (await historyOf(bot)).find((line) => line.user_id === 'U-long' && line.sender === 'user');
    expect(asked?.content).toBe(`${'a'.repeat(998)}😀😀`);
  });

  it('records a sticker in history without answering it', async () => {
    const bot = await newBot();
    const event = stickerEvent({ source: { type: 'user', userId: 'U-sticker' } });
    expect((await postLineEvents(bot, [event])).status).toBe(200);
    await handled(bot);
    await until(async () => (await historyOf(bot)).length > 0);
    expect(await historyOf(bot)).toContainEqual({ sender: 'user', content: '[sticker]', platform: 'line', user_id: 'U-sticker' });
    expect(deliveriesTo(event.replyToken)).toEqual([]);
  });
});

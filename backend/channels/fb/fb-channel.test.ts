// The Messenger channel's webhook over real HTTP, with a loopback stand-in for the Send API: signatures, replies (quick
// replies, long text), echoes and the quiet after a Page-inbox reply, redeliveries, retries, the last delivery error,
// and the 👍 / 👎 rating of answers.
import type { FacebookSettingsDTO, HistoryExchangePageDTO } from '../../../schema/rest';
import { channelBot, ownerCall, type ChannelBot } from '../../../tests/support/channel-bot';
import { signBody } from '../signature';
import { fbChannelKit, GROUPS, LONG_ANSWER, mid, page, psid, quickReplyTap, SECRETS, textEvent, type MessengerBot } from './fb-channel-kit';
import { parseButtonPayload } from './messenger-render';
import { OWN_ECHO_METADATA } from './send-api';
import type { FakeGraph } from '../../../tests/support/fake-graph';

const { backend, graph, messengerBot, deliver, ask, handled, settingsOf } = fbChannelKit();

describe('POST /webhook/fb/{vendorId}', () => {
  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    const bot = await messengerBot();
    const event = textEvent(psid(), 'What are your opening hours?');
    expect((await deliver(bot, page(event), null)).status).toBe(401);
    expect((await deliver(bot, page(event), signBody('not-the-app-secret', JSON.stringify(page(event))))).status).toBe(401);
    expect((await deliver(bot, page(event), 'sha256=zz')).status).toBe(401);
    const stored = await backend().db.selectFrom('inbound_events').select('id').where('chatbot_id', '=', bot.chatbotId).execute();
    expect(stored).toEqual([]);
  });

  it('answers a message through the Send API and records the exchange with platform fb', async () => {
    const bot = await messengerBot();
    const user = psid();
    const response = await deliver(bot, page(textEvent(user, 'What are your opening hours?')));
    expect(response.status).toBe(200);
    const [sent] = await graph().sentTo(user);
    expect(sent.accessToken).toBe(SECRETS.page_access_token);
    expect(sent.body).toEqual({ recipient: { id: user }, messaging_type: 'RESPONSE', message: { text: '08:00-20:00', metadata: OWN_ECHO_METADATA } });
    const lines = await backend().db.selectFrom('conversation_messages').select(['sender', 'content', 'platform', 'user_id']).where('chatbot_id', '=', bot.chatbotId).orderBy('id').execute();
    expect(lines).toEqual([
      { sender: 'user', content: 'What are your opening hours?', platform: 'fb', user_id: user },
      { sender: 'bot', content: '08:00-20:00', platform: 'fb', user_id: user },
    ]);
  });

  it('answers a repeated message id once, across deliveries and within one', async () => {
    const bot = await messengerBot();
    const user = psid();
    const event = textEvent(user, 'What are your opening hours?');
    await deliver(bot, page(event, event));
    await deliver(bot, page(event));
    const later = textEvent(user, 'Can I get a refund on my visa card payment?');
    await deliver(bot, page(later));
    await handled(later.message.mid);
    await handled(event.message.mid);
    expect((await graph().sentTo(user, 2)).map((sent) => sent.body.message.text)).toEqual(['08:00-20:00', 'Visa refund']);
  });

  it('offers similar questions as quick replies, and a tapped one answers its group and is logged as a recommendation', async () => {
    const bot = await messengerBot();
    const user = psid();
    const offer = await ask(bot, user, 'refund on card payment');
    const quickReplies = offer.quick_replies ?? [];
    expect(quickReplies.length).toBeGreaterThanOrEqual(2);
    // Questions longer than a title are listed in full, numbered, and each title starts with its number.
    const questions = quickReplies.map((quick) => parseButtonPayload(quick.payload)?.text);
    expect(offer.text.split('\n')).toEqual(['Did you mean:', ...questions.map((question, i) => `${i + 1}. ${question}`)]);
    expect(quickReplies.every((quick, i) => quick.title.startsWith(`${i + 1}. `))).toBe(true);
    for (const quick of quickReplies) {
      expect(quick.content_type).toBe('text');
      expect(Array.from(quick.title).length).toBeLessThanOrEqual(20);
    }
    const master = quickReplies.find((quick) => quick.payload.includes(bot.groupId('refund-master')));
    expect(master).toBeDefined();
    await deliver(bot, page(quickReplyTap(user, master!)));
    const [, answer] = await graph().sentTo(user, 2);
    expect(answer.body.message.text).toBe('Master refund');
    const logged = await backend().db.selectFrom('recommendations').select(['original_question', 'selected_question', 'group_id', 'platform']).where('chatbot_id', '=', bot.chatbotId).execute();
    expect(logged).toEqual([
      { original_question: 'refund on card payment', selected_question: 'Can I get a refund on my master card payment?', group_id: bot.groupId('refund-master'), platform: 'fb' },
    ]);
  });

  it('answers a message longer than the bot reads, cut by character, never through an emoji', async () => {
    const bot = await messengerBot();
    const user = psid();
    const offer = await ask(bot, user, '😀'.repeat(1200));
    expect(offer.text).not.toBe('');
    const [asked] = await backend().db.selectFrom('conversation_messages').select('content').where('user_id', '=', user).where('sender', '=', 'user').execute();
    expect(asked.content).toBe('😀'.repeat(1000));
  });

  it('greets a "Get Started" tap instead of answering it as a question, and records an image or sticker without answering it', async () => {
    const bot = await messengerBot();
    const user = psid();
    const getStarted = { sender: { id: user }, recipient: { id: 'page-1' }, timestamp: Date.now(), postback: { mid: mid(), title: 'Get Started', payload: 'GET_STARTED' } };
    await deliver(bot, page(getStarted));
    const [greeting] = await graph().sentTo(user);
    expect(greeting.body.message.text).toBe('Hello! How can I help?');

    const image = { sender: { id: user }, recipient: { id: 'page-1' }, timestamp: Date.now(), message: { mid: mid(), attachments: [{ type: 'image', payload: { url: 'https://cdn.example/x.png' } }] } };
    const like = { sender: { id: user }, recipient: { id: 'page-1' }, timestamp: Date.now(), message: { mid: mid(), sticker_id: 369239263222822, attachments: [{ type: 'image' }] } };
    await deliver(bot, page(image, like));
    await handled(like.message.mid);
    await handled(image.message.mid);
    const lines = await backend().db.selectFrom('conversation_messages').select(['sender', 'content', 'answer_status']).where('user_id', '=', user).orderBy('id').execute();
    // The greeting is not a question; the image and sticker are the owner's to see, unanswered and not unhandled.
    expect(lines.filter((line) => line.sender === 'user').map((line) => [line.content, line.answer_status])).toEqual([['[image]', 0], ['[sticker]', 0]]);
    expect(await graph().sentTo(user)).toHaveLength(1);
  });

  it('splits a long answer into pieces of at most 2,000 characters, keeping characters whole', async () => {
    const bot = await messengerBot();
    const user = psid();
    await deliver(bot, page(textEvent(user, 'Tell me the whole story of the company')));
    const pieces = (await graph().sentTo(user, 3)).map((sent) => sent.body.message.text);
    expect(pieces.map((piece) => Array.from(piece).length)).toEqual([2000, 2000, 500]);
    expect(pieces.join('')).toBe(LONG_ANSWER);
  });

  it("never answers an echo; the bot's own echo leaves it talking, a Page-inbox echo keeps it quiet in that conversation", async () => {
    const bot = await messengerBot();
    const [talking, takenOver] = [psid(), psid()];
    const echo = (user: string, message: Record<string, unknown>) => ({ sender: { id: 'page-1' }, recipient: { id: user }, timestamp: Date.now(), message: { mid: mid(), is_echo: true, text: 'What are your opening hours?', ...message } });
    const ownEcho = echo(talking, { app_id: 1234, metadata: OWN_ECHO_METADATA });
    const inboxEcho = echo(takenOver, {});
    await deliver(bot, page(ownEcho, inboxEcho));
    await handled(ownEcho.message.mid as string);
    await handled(inboxEcho.message.mid as string);

    const quiet = textEvent(takenOver, 'What are your opening hours?');
    const answered = textEvent(talking, 'What are your opening hours?');
    await deliver(bot, page(quiet, answered));
    await handled(quiet.message.mid);
    expect((await graph().sentTo(talking)).map((sent) => sent.body.message.text)).toEqual(['08:00-20:00']);
    expect(graph().requests.filter((sent) => sent.body.recipient.id === takenOver)).toEqual([]);
    const quietRow = await backend().db.selectFrom('quiet_conversations').select('quiet_until').where('chatbot_id', '=', bot.chatbotId).where('user_id', '=', takenOver).executeTakeFirstOrThrow();
    expect(quietRow.quiet_until.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    // The customer's message while a person has the conversation is in the owner's history, unanswered.
    const lines = await backend().db.selectFrom('conversation_messages').select(['sender', 'content', 'answer_status']).where('chatbot_id', '=', bot.chatbotId).where('user_id', '=', takenOver).orderBy('id').execute();
    expect(lines).toEqual([
      { sender: 'user', content: 'What are your opening hours?', answer_status: 0 },
      { sender: 'bot', content: '', answer_status: 0 },
    ]);
  });

  it('answers and records a message once when it is handled again after its process died, sending its saved reply', async () => {
    const bot = await messengerBot();
    const user = psid();
    const failing = { status: 500, body: { error: { message: 'down', code: 1 } } };
    graph().fail(failing, failing, failing, failing);
    const event = textEvent(user, 'What are your opening hours?');
    await deliver(bot, page(event));
    await handled(event.message.mid);
    expect(await graph().sentTo(user, 4)).toHaveLength(4);

    // As the restarted process's release does: back to waiting, its saved reply kept. Only the sending is done again.
    await backend().db.updateTable('inbound_events').set({ state: 'received' }).where('event_id', '=', event.message.mid).execute();
    await handled(event.message.mid);
    const sent = await graph().sentTo(user, 5);
    expect(sent[4].body.message.text).toBe('08:00-20:00');
    const lines = await backend().db.selectFrom('conversation_messages').select(['sender', 'content']).where('chatbot_id', '=', bot.chatbotId).orderBy('id').execute();
    expect(lines).toEqual([
      { sender: 'user', content: 'What are your opening hours?' },
      { sender: 'bot', content: '08:00-20:00' },
    ]);
  });

  it('tries again after 429 and a Graph rate-limit error, then delivers', async () => {
    const bot = await messengerBot();
    const user = psid();
    graph().fail({ status: 429, body: { error: { message: 'Too many' } } }, { status: 400, body: { error: { message: 'Calls to this api have exceeded the rate limit.', code: 613 } } });
    await deliver(bot, page(textEvent(user, 'What are your opening hours?')));
    const sent = await graph().sentTo(user, 3);
    expect(sent.map((request) => request.body.message.text)).toEqual(['08:00-20:00', '08:00-20:00', '08:00-20:00']);
  });

  it('does not send a message again after a call the Send API left unanswered past its time limit (it may have taken it)', async () => {
    const bot = await messengerBot();
    const user = psid();
    graph().fail({ status: 200, body: { recipient_id: user, message_id: 'm_slow' }, delayMs: 3_500 });
    const event = textEvent(user, 'What are your opening hours?');
    await deliver(bot, page(event));
    await handled(event.message.mid);
    expect(await graph().sentTo(user)).toHaveLength(1);
    expect((await settingsOf(bot)).last_delivery_error).toMatchObject({ message: 'timeout@seconds:3', detail: null });
  });

  it('records the last delivery error without the token, shows it in the settings, and clears it on the next delivery', async () => {
    const bot = await messengerBot();
    const user = psid();
    const failing = { status: 500, body: { error: { message: `boom for access_token=${SECRETS.page_access_token}`, code: 1 } } };
    graph().fail(failing, failing, failing, failing);
    const event = textEvent(user, 'What are your opening hours?');
    await deliver(bot, page(event));
    await handled(event.message.mid);
    expect(await graph().sentTo(user, 4)).toHaveLength(4);
    const failed = await settingsOf(bot);
    expect(failed.last_delivery_error).toEqual({ message: 'platform_error@status:500', detail: 'boom for access_token=[redacted]', at: expect.any(String), count: 1, since: expect.any(String) });
    const row = await backend().db.selectFrom('channel_settings').select(['last_delivery_error', 'last_delivery_detail']).where('chatbot_id', '=', bot.chatbotId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(SECRETS.page_access_token);

    const next = textEvent(user, 'Can I get a refund on my visa card payment?');
    await deliver(bot, page(next));
    await handled(next.message.mid);
    expect((await settingsOf(bot)).last_delivery_error).toBeNull();
  });

  it('notes each way the Send API can fail a reply as a code, with Graph\'s own words as its detail', async () => {
    const bot = await messengerBot();
    const user = psid();
    const failedReply = async (...failures: Parameters<FakeGraph['fail']>) => {
      graph().fail(...failures);
      const event = textEvent(user, 'What are your opening hours?');
      await deliver(bot, page(event));
      await handled(event.message.mid);
      return (await settingsOf(bot)).last_delivery_error;
    };
    const graphError = (status: number, code: number, message: string) => ({ status, body: { error: { message, type: 'OAuthException', code } } });

    expect(await failedReply(graphError(400, 190, 'Error validating access token: The session has been invalidated.'))).toMatchObject({
      message: 'token_rejected',
      detail: 'Error validating access token: The session has been invalidated.',
    });
    const busy = { status: 429, body: { error: { message: 'Too many calls' } } };
    expect(await failedReply(busy, busy, busy, busy)).toMatchObject({ message: 'rate_limited', detail: 'Too many calls' });
    expect(await failedReply(graphError(400, 10, '(#10) This message is sent outside of allowed window.'))).toMatchObject({
      message: 'refused@status:400',
      detail: '(#10) This message is sent outside of allowed window.',
    });
    const dropped = { status: 0, body: null, drop: true };
    expect(await failedReply(dropped, dropped, dropped, dropped)).toMatchObject({ message: 'unreachable', detail: expect.stringMatching(/^[A-Z_]+$/), count: 4 });

    // A Page access token gone from the stored settings: nothing is sent.
    const sent = graph().requests.length;
    const row = await backend().db.selectFrom('channel_settings').select('sealed').where('chatbot_id', '=', bot.chatbotId).where('platform', '=', 'fb').executeTakeFirstOrThrow();
    const { page_access_token: _gone, ...sealed } = row.sealed;
    await backend().db.updateTable('channel_settings').set({ sealed: JSON.stringify(sealed) }).where('chatbot_id', '=', bot.chatbotId).where('platform', '=', 'fb').execute();
    expect(await failedReply()).toMatchObject({ message: 'token_missing', detail: null, count: 5 });
    expect(graph().requests.length).toBe(sent);
  });

  it('acknowledges and drops events while the channel is off', async () => {
    const bot = await channelBot(backend(), 'fb', GROUPS, { active: false });
    await ownerCall(backend(), bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { ...SECRETS, human_agents: [] });
    expect((await deliver(bot, page(textEvent(psid(), 'What are your opening hours?')))).status).toBe(200);
    expect(await backend().db.selectFrom('inbound_events').select('id').where('chatbot_id', '=', bot.chatbotId).execute()).toEqual([]);
  });
});

describe('rating answers with 👍 / 👎 quick replies', () => {
  async function askingBot(): Promise<MessengerBot> {
    const bot = await messengerBot();
    const saved = await ownerCall<FacebookSettingsDTO>(backend(), bot.token, 'PUT', `/facebook/${bot.chatbotId}/update-data`, { human_agents: [], ask_feedback: true });
    expect(saved.body.ask_feedback).toBe(true);
    return bot;
  }

  const linesOf = (bot: ChannelBot, user: string) =>
    backend().db.selectFrom('conversation_messages').select(['sender', 'content', 'feedback']).where('chatbot_id', '=', bot.chatbotId).where('user_id', '=', user).orderBy('id').execute();

  it("adds them to an answer in the bot's language; a tap marks that reply, is thanked for and is not a question", async () => {
    const bot = await askingBot();
    const user = psid();
    const answer = await ask(bot, user, 'What are your opening hours?');
    expect(answer.text).toBe('08:00-20:00');
    const rating = answer.quick_replies ?? [];
    expect(rating.map((quick) => quick.title)).toEqual(['👍 有幫助', '👎 沒幫助']);

    await deliver(bot, page(quickReplyTap(user, rating[1])));
    const [, thanks] = await graph().sentTo(user, 2);
    expect(thanks.body.message.text).toBe('謝謝您的回饋！');
    expect(thanks.body.message.quick_replies).toBeUndefined();
    const rated = await ownerCall<HistoryExchangePageDTO>(backend(), bot.token, 'GET', `/history/${bot.chatbotId}/messages?feedback=2`);
    expect(rated.body.items.map((item) => [item.user_id, item.question, item.reply])).toEqual([[user, 'What are your opening hours?', '08:00-20:00']]);
    expect(await linesOf(bot, user)).toEqual([
      { sender: 'user', content: 'What are your opening hours?', feedback: 0 },
      { sender: 'bot', content: '08:00-20:00', feedback: 2 },
    ]);
  });

  it("changes nothing for a tap naming another user's reply, and does not answer it", async () => {
    const bot = await askingBot();
    const [asker, forger] = [psid(), psid()];
    const answer = await ask(bot, asker, 'What are your opening hours?');
    const forged = quickReplyTap(forger, answer.quick_replies![0]);
    await deliver(bot, page(forged));
    await handled(forged.message.mid);
    expect((await linesOf(bot, asker)).map((line) => line.feedback)).toEqual([0, 0]);
    expect(await linesOf(bot, forger)).toEqual([]);
    expect(graph().requests.filter((sent) => sent.body.recipient.id === forger)).toEqual([]);
  });

  it('offers none under similar-question options, nor while ask_feedback is off', async () => {
    const asking = await askingBot();
    const offer = await ask(asking, psid(), 'refund on card payment');
    expect(offer.text).toMatch(/^Did you mean:\n1\. /);
    expect(offer.quick_replies?.some((quick) => quick.title.startsWith('👍'))).toBe(false);

    const plain = await ask(await messengerBot(), psid(), 'What are your opening hours?');
    expect(plain).toMatchObject({ text: '08:00-20:00' });
    expect(plain.quick_replies).toBeUndefined();
  });
});

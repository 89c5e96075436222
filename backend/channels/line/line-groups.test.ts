// The LINE channel in groups and rooms over real HTTP against a stand-in for LINE: when the bot speaks up there, which
// chat the owner's history names, human agents and the quiet minutes after them; and the 👍 / 👎 rating of answers.
import type { HistoryExchangePageDTO } from '../../../schema/rest';
import { authorised, OPENING_HOURS, postbackEvent, postLineEvents, textEvent, type LineTestBot } from '../../../tests/support/line-kit';
import { lineChannelKit } from './line-channel-kit';

const { backend, fake, newBot, handled, deliveriesTo, postAndAwait, historyOf } = lineChannelKit();

describe('groups and rooms', () => {
  const inGroup = { type: 'group' as const, groupId: 'G-chatter', userId: 'U-member' };
  /** A text that mentions the bot (`isSelf`) at its start, as LINE marks "@Shop bot …". */
  const mentioning = (text: string) => {
    const event = textEvent(`@Shop bot ${text}`, { source: inGroup });
    return { ...event, message: { ...event.message, mention: { mentionees: [{ index: 0, length: 9, type: 'user', userId: 'U-bot', isSelf: true }] } } };
  };

  it('keeps quiet on chatter it has no answer for, but answers when mentioned, without the mention in the question', async () => {
    const bot = await newBot();
    const chatter = textEvent('lol see you all tomorrow', { source: inGroup });
    const asked = textEvent('What are your opening hours?', { source: inGroup });
    const [answered] = await postAndAwait(bot, [chatter, asked], 1);
    expect(answered).toMatchObject({ target: asked.replyToken, messages: [{ text: OPENING_HOURS.answer }] });
    await handled(bot);
    expect(deliveriesTo(chatter.replyToken)).toEqual([]);

    const addressed = mentioning('lol see you all tomorrow');
    const [failed] = await postAndAwait(bot, [addressed]);
    expect(failed.target).toBe(addressed.replyToken);
    expect(failed.messages[0].text).not.toBe('');
    const hours = mentioning('What are your opening hours?');
    const [answer] = await postAndAwait(bot, [hours]);
    expect(answer.messages[0].text).toBe(OPENING_HOURS.answer);
    await handled(bot);
    // Every line is in the owner's history, the chatter too; the bot's mention is not part of a question.
    const asks = (await historyOf(bot)).filter((line) => line.sender === 'user').map((line) => line.content);
    expect(asks).toEqual(['lol see you all tomorrow', 'What are your opening hours?', 'lol see you all tomorrow', 'What are your opening hours?']);
  });

  it("records which group or room an exchange was in, and the owner's history says so; a user's own chat is none", async () => {
    const bot = await newBot();
    await postAndAwait(bot, [textEvent('What are your opening hours?', { source: inGroup })]);
    await postAndAwait(bot, [textEvent('What are your opening hours?', { source: { type: 'room', roomId: 'R-trip', userId: 'U-member' } })]);
    await postAndAwait(bot, [textEvent('What are your opening hours?', { source: { type: 'user', userId: 'U-member' } })]);
    await handled(bot);
    const lines = await backend().db.selectFrom('conversation_messages').select(['sender', 'platform_conversation']).where('chatbot_id', '=', bot.botId).orderBy('id').execute();
    expect(lines.map((line) => line.platform_conversation)).toEqual(['group:G-chatter', 'group:G-chatter', 'room:R-trip', 'room:R-trip', null, null]);
    const page = await authorised(bot, 'GET', `/history/${bot.botId}/messages`);
    expect((page.body as HistoryExchangePageDTO).items.map((exchange) => [exchange.line_chat, exchange.line_chat_id])).toEqual([
      [null, null],
      ['room', 'room:R-trip'],
      ['group', 'group:G-chatter'],
    ]);
  });

  it("lists a whole group's talk, every member's exchanges and no one else's, by the exchange's line_chat_id", async () => {
    const bot = await newBot();
    const member = (userId: string) => ({ type: 'group' as const, groupId: 'G-chatter', userId });
    await postAndAwait(bot, [textEvent('What are your opening hours?', { source: member('U-amy') })]);
    await postAndAwait(bot, [textEvent('What are your opening hours?', { source: { type: 'group', groupId: 'G-other', userId: 'U-amy' } })]);
    await postAndAwait(bot, [textEvent('What are your opening hours?', { source: member('U-ben') })]);
    await postAndAwait(bot, [textEvent('What are your opening hours?', { source: { type: 'user', userId: 'U-amy' } })]);
    await handled(bot);
    const listed = await authorised(bot, 'GET', `/history/${bot.botId}/messages?line_chat_id=${encodeURIComponent('group:G-chatter')}`);
    expect(listed.status).toBe(200);
    const { items, total } = listed.body as HistoryExchangePageDTO;
    expect([items.map((exchange) => exchange.user_id), total]).toEqual([['U-ben', 'U-amy'], 2]);
    const csv = await fetch(`${bot.url}/history/${bot.botId}/messages.csv?line_chat_id=group:G-other`, { headers: { Authorization: `Bearer ${bot.token}` } });
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(2);
  });
});

describe('human agents in groups', () => {
  const group = (userId: string) => ({ type: 'group' as const, groupId: 'G-shop', userId });

  it("does not answer a human agent, and keeps quiet in that group for the quiet minutes while answering elsewhere", async () => {
    const bot = await newBot({ humanAgents: ['Agent Amy'], quietMinutes: 30 });
    const guestFirst = textEvent('What are your opening hours?', { source: group('U-guest') });
    await postAndAwait(bot, [guestFirst]);

    const agent = textEvent('What are your opening hours?', { source: group('U-agent') });
    await postLineEvents(bot, [agent]);
    await handled(bot);
    const guestAfter = textEvent('What are your opening hours?', { source: group('U-guest') });
    const elsewhere = textEvent('What are your opening hours?', { source: { type: 'room', roomId: 'R-other', userId: 'U-guest' } });
    await postAndAwait(bot, [guestAfter, elsewhere], 1);
    await handled(bot);

    expect(deliveriesTo(guestFirst.replyToken)).toHaveLength(1);
    expect(deliveriesTo(agent.replyToken)).toEqual([]);
    expect(deliveriesTo(guestAfter.replyToken)).toEqual([]);
    expect(deliveriesTo(elsewhere.replyToken)).toHaveLength(1);
    const quiet = await backend().db.selectFrom('quiet_conversations').selectAll().where('chatbot_id', '=', bot.botId).executeTakeFirstOrThrow();
    expect(quiet).toMatchObject({ platform: 'line', user_id: 'G-shop' });
    expect(quiet.quiet_until.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    // The guest's question during the quiet period is in the owner's history, unanswered; the agent's words are not.
    const lines = await backend().db.selectFrom('conversation_messages').select(['user_id', 'sender', 'content', 'answer_status']).where('chatbot_id', '=', bot.botId).orderBy('id').execute();
    expect(lines.filter((line) => line.user_id === 'U-agent')).toEqual([]);
    expect(lines.filter((line) => line.user_id === 'U-guest' && line.sender === 'user')).toHaveLength(3);
    expect(lines).toContainEqual({ user_id: 'U-guest', sender: 'bot', content: '', answer_status: 0 });
  });

  it('with 0 quiet minutes answers the next user at once, and asks LINE for a member name once', async () => {
    const bot = await newBot({ humanAgents: ['Agent Amy'], quietMinutes: 0 });
    const before = fake().requests.filter((request) => request.endpoint === 'groupMember' && request.path.endsWith('/U-agent')).length;
    const agentOne = textEvent('What are your opening hours?', { source: group('U-agent') });
    const agentTwo = textEvent('What are your opening hours?', { source: group('U-agent') });
    await postLineEvents(bot, [agentOne]);
    await handled(bot);
    await postLineEvents(bot, [agentTwo]);
    await handled(bot);
    const guest = textEvent('What are your opening hours?', { source: group('U-guest') });
    await postAndAwait(bot, [guest]);
    expect(deliveriesTo(agentOne.replyToken)).toEqual([]);
    expect(deliveriesTo(agentTwo.replyToken)).toEqual([]);
    expect(deliveriesTo(guest.replyToken)).toHaveLength(1);
    expect(fake().requests.filter((request) => request.endpoint === 'groupMember' && request.path.endsWith('/U-agent')).length - before).toBe(1);
  });
});

describe('rating answers with 👍 / 👎 quick replies', () => {
  const rater = { type: 'user', userId: 'U-rater' } as const;
  const feedbackOf = async (bot: LineTestBot) => (await backend().db.selectFrom('conversation_messages').select('feedback').where('chatbot_id', '=', bot.botId).orderBy('id').execute()).map((row) => row.feedback);

  it('adds them to an answer; a tap marks that reply, is thanked for and is not a question', async () => {
    const bot = await newBot({ askFeedback: true });
    const [answer] = await postAndAwait(bot, [textEvent('What are your opening hours?', { source: rater })]);
    const items = answer.messages.at(-1)?.quickReply?.items ?? [];
    expect(items.map((item) => [item.action.type, item.action.label])).toEqual([['postback', '👍 Useful'], ['postback', '👎 Not useful']]);
    const [thanks] = await postAndAwait(bot, [postbackEvent(items[1].action.data ?? '', { source: rater })]);
    expect(thanks.messages).toEqual([{ type: 'text', text: 'Thank you for your feedback!' }]);
    const { body } = await authorised(bot, 'GET', `/history/${bot.botId}/messages?feedback=2`);
    expect((body as HistoryExchangePageDTO).items.map((item) => [item.user_id, item.reply])).toEqual([['U-rater', OPENING_HOURS.answer]]);
    expect(await feedbackOf(bot)).toEqual([0, 2]);
  });

  it("changes nothing and answers nothing for another user's tap naming that reply", async () => {
    const bot = await newBot({ askFeedback: true });
    const [answer] = await postAndAwait(bot, [textEvent('What are your opening hours?', { source: rater })]);
    const forged = postbackEvent(answer.messages[0].quickReply?.items[0].action.data ?? '', { source: { type: 'user', userId: 'U-forger' } });
    expect((await postLineEvents(bot, [forged])).status).toBe(200);
    await handled(bot);
    expect(await feedbackOf(bot)).toEqual([0, 0]);
    expect(deliveriesTo(forged.replyToken)).toEqual([]);
  });

  it('offers none while ask_feedback is off', async () => {
    const bot = await newBot();
    const [answer] = await postAndAwait(bot, [textEvent('What are your opening hours?')]);
    expect(answer.messages).toEqual([{ type: 'text', text: OPENING_HOURS.answer }]);
  });
});

// The public API over real HTTP, what the owner sets and sees: the bot's synonym sets, the off-topic filter, the
// owner's test chat (Bearer + X-Test-Chat: 1); and the rate limits per user and per address.
import { startTestBackend, type TestBackend } from '../../../tests/support/backend';
import { newChatbot } from '../../../tests/support/factories';
import { apiChannelKit, type GroupFixture, type BotUnderTest } from '../../../tests/support/api-channel-kit';

const { botUnderTest, signedIn, setApiActive, saveAnswerSettings, say, history } = apiChannelKit();

describe("the bot's own synonym sets", () => {
  const CABLE: GroupFixture[] = [
    { key: 'cable', questions: ['有線電視什麼時候全面數位化？'], answers: ['已於106年全面數位化。'], answer_mode: 1 },
    { key: 'library', questions: ['圖書館幾點開門？'], answers: ['上午8點30分。'], answer_mode: 1 },
  ];

  it('apply to the next message without training, and the test chat shows how the message was read', async () => {
    const bot = await botUnderTest({ groups: CABLE });
    const before = await say(bot.vendorId, 'viewer', '小耳朵訊號');
    expect(before.body.type).toBe('no_answer');

    const saveSynonyms = (synonyms: string[][]) => saveAnswerSettings(bot, { synonyms });
    expect((await saveSynonyms([['小耳朵訊號', '有線電視']])).status).toBe(200);
    const after = await say(bot.vendorId, 'viewer', '小耳朵訊號', { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' });
    expect(after.body.debug?.candidates[0]).toMatchObject({ group_id: bot.groupId('cable') });
    expect(after.body.debug?.synonyms).toEqual([{ word: '小耳朵訊號', read_as: ['有線電視'] }]);

    // Changed sets replace the old ones at once; no sets, no reading.
    expect((await saveSynonyms([['小耳朵訊號', '圖書館']])).status).toBe(200);
    const changed = await say(bot.vendorId, 'viewer', '小耳朵訊號', { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' });
    expect(changed.body.debug?.candidates[0]).toMatchObject({ group_id: bot.groupId('library') });
    expect(changed.body.debug?.synonyms).toEqual([{ word: '小耳朵訊號', read_as: ['圖書館'] }]);
    expect((await saveSynonyms([])).status).toBe(200);
    expect((await say(bot.vendorId, 'viewer', '小耳朵訊號')).body.type).toBe('no_answer');

    // The built-in sets are read too, and shown as written (Traditional), not in the engine's folded script.
    const builtIn = await say(bot.vendorId, 'viewer', '第四台何時數位化', { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' });
    expect(builtIn.body.debug?.synonyms).toContainEqual({ word: '第四台', read_as: ['有線電視'] });
    expect(builtIn.body.debug?.candidates[0]).toMatchObject({ group_id: bot.groupId('cable') });
  });
});

describe('off-topic messages', () => {
  const MARKET: GroupFixture[] = [
    { key: 'market', questions: ['假日市集會不會因為下雨取消？'], answers: ['雨天照常舉行，颱風才會停辦。'], answer_mode: 1 },
    { key: 'library', questions: ['圖書館幾點開門？'], answers: ['上午8點30分。'], answer_mode: 1 },
  ];
  const ownerChat = (bot: BotUnderTest) => ({ Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' });

  it('get the failed message, the test chat names the off-topic message it was like, and the owner can turn that off', async () => {
    const bot = await botUnderTest({ groups: MARKET });
    const smallTalk = await say(bot.vendorId, 'visitor', '明天會不會下雨', ownerChat(bot));
    expect(smallTalk.body).toMatchObject({ type: 'no_answer', data: { text: bot.failedMsg, buttons: [] } });
    expect(smallTalk.body.debug?.off_topic?.message).toMatch(/下雨/);
    expect(smallTalk.body.debug?.candidates[0]).toMatchObject({ group_id: bot.groupId('market') });
    // A message about the bot's own subject is answered as before, with no off-topic note.
    const onTopic = await say(bot.vendorId, 'visitor', '下雨市集會取消嗎', ownerChat(bot));
    expect(onTopic.body.debug).toMatchObject({ answer_status: 1, group_id: bot.groupId('market') });
    expect(onTopic.body.debug?.off_topic).toBeUndefined();

    expect((await saveAnswerSettings(bot, { off_topic_filter: false })).status).toBe(200);
    const unfiltered = await say(bot.vendorId, 'visitor', '明天會不會下雨', ownerChat(bot));
    expect(unfiltered.body.type).toBe('answer');
    expect(unfiltered.body.debug).toMatchObject({ group_id: bot.groupId('market') });
    expect(unfiltered.body.debug?.off_topic).toBeUndefined();

    // A save that leaves the switch out keeps it off; turning it on again applies to the next message.
    expect(await (await saveAnswerSettings(bot, { answer_threshold: 0.4 })).json()).toMatchObject({ off_topic_filter: false });
    expect((await saveAnswerSettings(bot, { off_topic_filter: true })).status).toBe(200);
    expect((await say(bot.vendorId, 'visitor', '明天會不會下雨')).body.type).toBe('no_answer');
  });

  it('refuses a switch that is not a boolean and changes nothing', async () => {
    const bot = await botUnderTest({ groups: MARKET });
    const refused = await saveAnswerSettings(bot, { off_topic_filter: 'no' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    expect((await say(bot.vendorId, 'visitor', '明天會不會下雨')).body.type).toBe('no_answer');
  });
});

describe("the owner's test chat (Bearer + X-Test-Chat: 1)", () => {
  it('answers with debug while the api channel is off and records platform other', async () => {
    const bot = await botUnderTest({ apiActive: false });
    const reply = await say(bot.vendorId, 'console-chat', 'What are your opening hours?', { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.text).toBe('08:00-20:00');
    expect(reply.body.debug).toMatchObject({ answer_status: 1, group_id: bot.groupId('hours') });
    expect(reply.body.debug?.candidates[0]).toMatchObject({ group_id: bot.groupId('hours'), question: expect.any(String), score: expect.any(Number) });

    // The owner's test chat reads its lines back; a visitor of the public API (no test-chat credentials) does not.
    const owner = { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1' };
    expect((await history(bot.vendorId, 'console-chat', owner)).body.messages.map((line) => line.platform)).toEqual(['other', 'other']);
    await setApiActive(bot.token, bot.chatbotId, true);
    expect((await history(bot.vendorId, 'console-chat')).body.messages).toEqual([]);
  });

  it("is refused with another account's token, and carries no debug for it", async () => {
    const bot = await botUnderTest({ apiActive: false });
    const stranger = await signedIn();
    const refused = await say(bot.vendorId, 'console-chat', 'What are your opening hours?', { Authorization: `Bearer ${stranger}`, 'X-Test-Chat': '1' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('PLATFORM_INACTIVE');

    await setApiActive(bot.token, bot.chatbotId, true);
    const plain = await say(bot.vendorId, 'console-chat', 'What are your opening hours?', { Authorization: `Bearer ${stranger}`, 'X-Test-Chat': '1' });
    expect(plain.status).toBe(200);
    expect(plain.body.debug).toBeUndefined();
  });
});

describe('rate limits', () => {
  let limited: TestBackend;
  beforeAll(async () => {
    limited = await startTestBackend({ env: { PUBLIC_API_USER_PER_MINUTE: '2' } });
  });
  afterAll(() => limited.close());

  it('refuses a user past the per-user limit with 429 and Retry-After, while other users go on', async () => {
    const token = await signedIn(limited.url);
    const bot = await newChatbot(limited.url, token);
    await setApiActive(token, bot.chatbot_id, true, limited.url);
    const statuses: number[] = [];
    for (let turn = 0; turn < 2; turn += 1) statuses.push((await say(bot.vendor_id, 'chatty', 'hello', {}, limited.url)).status);
    expect(statuses).toEqual([409, 409]);

    const refused = await say(bot.vendor_id, 'chatty', 'hello', {}, limited.url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A page's script on another origin may read it.
    expect(refused.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(refused.body).toMatchObject({ sender: 'BOT', type: 'error', uid: 'chatty', error: { code: 'RATE_LIMITED' } });

    expect((await say(bot.vendor_id, 'quiet', 'hello', {}, limited.url)).status).toBe(409);
  });

  it('counts case, width and zero-width variants of a user id as the same user', async () => {
    const token = await signedIn(limited.url);
    const bot = await newChatbot(limited.url, token);
    await setApiActive(token, bot.chatbot_id, true, limited.url);
    expect((await say(bot.vendor_id, 'Talker', 'hello', {}, limited.url)).status).toBe(409);
    expect((await say(bot.vendor_id, 'TALKER', 'hello', {}, limited.url)).status).toBe(409);
    for (const variant of ['talker', 'tal\u200bker', '\ufeffTALKER', 'ｔａｌｋｅｒ']) {
      expect((await say(bot.vendor_id, variant, 'hello', {}, limited.url)).status).toBe(429);
    }
  });
});

describe('per-address rate limit', () => {
  let limited: TestBackend;
  beforeAll(async () => {
    limited = await startTestBackend({ env: { PUBLIC_API_ADDRESS_PER_MINUTE: '3' } });
  });
  afterAll(() => limited.close());

  it('refuses an address past its limit on every user id and path, API and widget alike, while other addresses go on', async () => {
    const token = await signedIn(limited.url);
    const bot = await newChatbot(limited.url, token);
    await setApiActive(token, bot.chatbot_id, true, limited.url);
    const flooder = { 'X-Forwarded-For': '203.0.113.70' };
    const statuses: number[] = [];
    for (let user = 0; user < 3; user += 1) statuses.push((await say(bot.vendor_id, `user-${user}`, 'hello', flooder, limited.url)).status);
    expect(statuses).not.toContain(429);

    const refused = await say(bot.vendor_id, 'user-3', 'hello', flooder, limited.url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body).toMatchObject({ sender: 'BOT', type: 'error', error: { code: 'RATE_LIMITED' } });
    const info = await fetch(`${limited.url}/webhook/api/v2/${bot.vendor_id}`, { headers: flooder });
    expect(info.status).toBe(429);
    const widget = await fetch(`${limited.url}/webhook/web/${bot.vendor_id}/config`, { headers: flooder });
    expect(widget.status).toBe(429);
    expect(Number(widget.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const other = await say(bot.vendor_id, 'user-3', 'hello', { 'X-Forwarded-For': '203.0.113.71' }, limited.url);
    expect(other.status).not.toBe(429);
  });
});

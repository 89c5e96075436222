// The owner's history over real HTTP: exchanges by keyset page with every filter and Asia/Taipei days, the CSV
// export, adding a question to the Q&A set, the likely groups, and another account's bot.
import { sql } from 'kysely';
import type { ErrorBody, HistoryExchangeDTO, HistoryExchangePageDTO, LikelyGroupsDTO, PublicMessageReply, QaGroupDTO, TrainingStatusDTO } from '../../schema/rest';
import type { AnswerStatus, Platform } from '../../schema/rules/constants';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { newQaGroup, trainedQaGroup } from '../../tests/support/factories';
import { countExchanges } from './history.repository';
import { historyClient, type OwnedBot } from './testing/owner-client';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const { ownedBot, get, post } = historyClient(() => backend);

interface StoredExchange {
  userId?: string;
  question?: string;
  reply?: string;
  platform?: Platform;
  answerStatus?: AnswerStatus;
  feedback?: 0 | 1 | 2;
  groupId?: string | null;
  at: Date;
}

/** Both lines of an exchange, as the exchange writer stores them; answers the bot line's id. */
async function storeExchange(bot: OwnedBot, exchange: StoredExchange): Promise<string> {
  const common = {
    chatbot_id: bot.botId,
    user_id: exchange.userId ?? 'visitor',
    sid: `sid-${exchange.userId ?? 'visitor'}`,
    platform: exchange.platform ?? 'api',
    answer_status: exchange.answerStatus ?? 1,
    group_id: exchange.groupId ?? null,
    created_at: exchange.at,
  };
  const rows = await backend.db
    .insertInto('conversation_messages')
    .values([
      { ...common, sender: 'user', content: exchange.question ?? 'question', buttons: '[]' },
      { ...common, sender: 'bot', content: exchange.reply ?? 'reply', buttons: '[]', feedback: exchange.feedback ?? 0 },
    ])
    .returning(['id', 'sender'])
    .execute();
  return String(rows.find((row) => row.sender === 'bot')?.id);
}

const page = (bot: OwnedBot, query = '') => get<HistoryExchangePageDTO & ErrorBody>(bot, `/messages${query}`);
const questions = (items: HistoryExchangeDTO[]) => items.map((item) => item.question);
const minutes = (n: number) => new Date(Date.UTC(2026, 10, 20, 2, 0) + n * 60_000);

describe('GET /history/{botId}/messages', () => {
  it('lists exchanges sent through the public API newest first, each with its question, reply, Taipei time and matched group', async () => {
    const bot = await ownedBot();
    const group = await trainedQaGroup(backend.url, bot.token, bot.botId, { questions: ['What are your opening hours?'], answers: ['08:00-20:00'] });
    const answered = await fetch(`${backend.url}/webhook/api/v2/${bot.vendorId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bot.token}`, 'X-Test-Chat': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: 'tester', message: { text: 'What are your opening hours?' } }),
    });
    const reply = (await answered.json()) as PublicMessageReply;
    const listed = await page(bot);
    expect(listed.status).toBe(200);
    expect(listed.body.next_cursor).toBeNull();
    expect([listed.body.total, listed.body.more_than_total]).toEqual([1, false]);
    expect(listed.body.items).toEqual([
      {
        id: reply.mid,
        sid: reply.sid,
        user_id: 'tester',
        platform: 'other',
        question: 'What are your opening hours?',
        question_unsent: false,
        line_chat: null,
        line_chat_id: null,
        reply: '08:00-20:00',
        datetime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        answer_status: 1,
        feedback: 0,
        matched_group: { id: group.group_id, key: group.key, question: 'What are your opening hours?' },
        source: 'qa',
      },
    ]);
  });

  it('filters by platform, feedback, answer status, user and text (case-insensitive, wildcards literal)', async () => {
    const bot = await ownedBot();
    await storeExchange(bot, { question: 'web one', platform: 'web', at: minutes(1) });
    await storeExchange(bot, { question: 'liked', feedback: 1, at: minutes(2) });
    await storeExchange(bot, { question: 'disliked', feedback: 2, answerStatus: 2, at: minutes(3) });
    await storeExchange(bot, { question: 'AutoQA', answerStatus: 5, userId: 'someone', at: minutes(4) });
    await storeExchange(bot, { question: '100% sure?', reply: 'Refund Policy', at: minutes(5) });
    await storeExchange(bot, { question: '1000 sure?', at: minutes(6) });

    expect(questions((await page(bot, '?platform=web')).body.items)).toEqual(['web one']);
    expect(questions((await page(bot, '?feedback=1')).body.items)).toEqual(['liked']);
    expect(questions((await page(bot, '?feedback=0')).body.items)).toEqual(['1000 sure?', '100% sure?', 'AutoQA', 'web one']);
    expect(questions((await page(bot, '?answer_status=2')).body.items)).toEqual(['disliked']);
    expect(questions((await page(bot, '?answer_status=5')).body.items)).toEqual(['AutoQA']);
    expect((await page(bot, '?answer_status=-1')).body.items).toHaveLength(6);
    expect(questions((await page(bot, '?user_id=someone')).body.items)).toEqual(['AutoQA']);
    expect(questions((await page(bot, '?sid=sid-someone')).body.items)).toEqual(['AutoQA']);
    expect((await page(bot, '?sid=sid-nobody')).body.items).toEqual([]);
    expect(questions((await page(bot, `?q=${encodeURIComponent('0%')}`)).body.items)).toEqual(['100% sure?']);
    expect(questions((await page(bot, '?q=refund%20POLICY')).body.items)).toEqual(['100% sure?']);
    expect(questions((await page(bot, '?q=_')).body.items)).toEqual([]);
  });

  it('says how many exchanges the filters match on all pages, on every page, and counts past a cap as "more than"', async () => {
    const bot = await ownedBot();
    for (let n = 1; n <= 5; n += 1) await storeExchange(bot, { question: n % 2 ? `odd ${n}` : `even ${n}`, platform: n === 5 ? 'web' : 'other', at: minutes(n) });
    const other = await ownedBot();
    await storeExchange(other, { question: 'odd elsewhere', at: minutes(1) });

    const first = (await page(bot, '?limit=2')).body;
    expect([first.items.length, first.total, first.more_than_total]).toEqual([2, 5, false]);
    const second = (await page(bot, `?limit=2&cursor=${first.next_cursor}`)).body;
    expect([second.items.length, second.total]).toEqual([2, 5]);
    expect((await page(bot, '?q=ODD')).body.total).toBe(3);
    expect((await page(bot, '?q=odd&platform=web')).body.total).toBe(1);
    expect((await page(bot, '?q=nothing')).body).toMatchObject({ items: [], total: 0, more_than_total: false });

    // The count stops one past its cap, so a long history is not read to its end.
    expect(await countExchanges(backend.db, bot.botId, {}, 3)).toBe(4);
    expect(await countExchanges(backend.db, bot.botId, { search: 'even' }, 3)).toBe(2);
  });

  it('filters by the source that answered, as each item names it: a Q&A group, an AutoFAQ answer or a knowledge file', async () => {
    const bot = await ownedBot();
    const group = await trainedQaGroup(backend.url, bot.token, bot.botId);
    await storeExchange(bot, { question: 'from the list', groupId: group.group_id, at: minutes(1) });
    await storeExchange(bot, { question: 'from AutoFAQ', at: minutes(2) });
    await storeExchange(bot, { question: 'from a file', answerStatus: 5, at: minutes(3) });
    await storeExchange(bot, { question: 'buttons', answerStatus: 3, at: minutes(4) });
    await storeExchange(bot, { question: 'failed', answerStatus: 2, at: minutes(5) });

    for (const [source, question] of [['qa', 'from the list'], ['autofaq', 'from AutoFAQ'], ['knowledge', 'from a file']]) {
      const listed = (await page(bot, `?source=${source}`)).body.items;
      expect(listed.map((item) => [item.question, item.source])).toEqual([[question, source]]);
    }
    expect(questions((await page(bot, '?source=autofaq&answer_status=2')).body.items)).toEqual([]);
    const refused = await page(bot, '?source=model');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'source', message: 'validation.invalidValue' }] });
  });

  it('reads from and to as Asia/Taipei days: 23:59 there is the day before, 00:00 the day itself', async () => {
    const bot = await ownedBot();
    await storeExchange(bot, { question: 'late', at: new Date('2026-11-24T15:59:00Z') });
    await storeExchange(bot, { question: 'midnight', at: new Date('2026-11-24T16:00:00Z') });
    const day24 = await page(bot, '?from=2026-11-24&to=2026-11-24');
    expect(day24.body.items.map((item) => [item.question, item.datetime])).toEqual([['late', '2026-11-24 23:59']]);
    const day25 = await page(bot, '?from=2026-11-25&to=2026-11-25');
    expect(day25.body.items.map((item) => [item.question, item.datetime])).toEqual([['midnight', '2026-11-25 00:00']]);
    expect(questions((await page(bot, '?from=2026-11-25')).body.items)).toEqual(['midnight']);
    expect(questions((await page(bot, '?to=2026-11-24')).body.items)).toEqual(['late']);
  });

  it('pages by keyset with no repeat and no gap, lines of the same instant included', async () => {
    const bot = await ownedBot();
    const stored: string[] = [];
    for (let n = 0; n < 23; n++) stored.push(await storeExchange(bot, { question: `q${n}`, at: minutes(Math.floor(n / 3)) }));
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const answer = await page(bot, `?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.status).toBe(200);
      seen.push(...answer.body.items.map((item) => item.id));
      cursor = answer.body.next_cursor;
      pages++;
    }
    expect(pages).toBe(5);
    expect(seen).toEqual([...stored].reverse());
    expect((await page(bot)).body.items).toHaveLength(20);
  });

  it('refuses bad parameters with 400 and a message per field', async () => {
    const bot = await ownedBot();
    const refused = await page(bot, '?platform=telegram&feedback=3&answer_status=9&from=2026-02-30&to=2026-13-01&limit=101');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    expect(refused.body.error.fields?.map((issue) => issue.field).sort()).toEqual(['answer_status', 'feedback', 'from', 'limit', 'platform', 'to']);
    const reversed = await page(bot, '?from=2026-11-25&to=2026-11-24');
    expect(reversed.body.error.fields).toEqual([{ field: 'from', message: 'validation.dateOrder' }]);
    // Days PostgreSQL cannot hold once moved to Taipei time are refused as dates, not answered 500.
    for (const day of ['0001-01-01', '0000-01-01', '1899-12-31']) {
      expect((await page(bot, `?from=${day}`)).body.error.fields).toEqual([{ field: 'from', message: 'validation.date' }]);
    }
    expect((await page(bot, '?from=1900-01-01')).status).toBe(200);
    const cursor = await page(bot, '?cursor=not-a-cursor');
    expect(cursor.status).toBe(400);
    expect(cursor.body.error.fields).toEqual([{ field: 'cursor', message: 'validation.invalidValue' }]);
  });

  it("answers 404 BOT_NOT_FOUND for another account's bot", async () => {
    const mine = await ownedBot();
    const theirs = await ownedBot();
    await storeExchange(theirs, { at: minutes(1) });
    const refused = await get<ErrorBody>({ ...theirs, token: mine.token }, '/messages');
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('BOT_NOT_FOUND');
    expect((await get<ErrorBody>({ ...theirs, token: mine.token }, '/messages.csv')).status).toBe(404);
  });
});

describe('GET /history/{botId}/messages.csv', () => {
  async function csvOf(bot: OwnedBot, query = ''): Promise<{ response: Response; bytes: Buffer }> {
    const response = await fetch(`${backend.url}/history/${bot.botId}/messages.csv${query}`, { headers: { Authorization: `Bearer ${bot.token}` } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('exports the filtered exchanges with a BOM, a header row, RFC 4180 quoting and formula cells defused', async () => {
    const bot = await ownedBot();
    await storeExchange(bot, { question: 'Hours, please', reply: 'He said "nine"\nand left', at: new Date('2026-11-24T16:00:00Z') });
    await storeExchange(bot, { question: '=HYPERLINK("x")', reply: '@once', platform: 'web', feedback: 2, answerStatus: 5, at: new Date('2026-11-24T16:01:00Z') });
    await storeExchange(bot, { question: 'elsewhere', platform: 'line', at: new Date('2026-11-24T16:02:00Z') });
    const { response, bytes } = await csvOf(bot, '?platform=api');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="history-[A-Za-z0-9_-]+\.csv"$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'datetime,platform,user_id,sid,question,reply,answer_status,source,feedback,group_key,group_question\r\n' +
        '2026-11-25 00:00,api,visitor,sid-visitor,"Hours, please","He said ""nine""\nand left",1,autofaq,0,,\r\n',
    );
    const all = (await csvOf(bot)).bytes.toString('utf8');
    expect(all).toContain(`2026-11-25 00:01,web,visitor,sid-visitor,"'=HYPERLINK(""x"")",'@once,5,knowledge,2,,\r\n`);
    expect(all.trim().split('\r\n')).toHaveLength(4);
  });

  it.each([
    ['no language: the columns\' names, as before', '', 'datetime,platform,user_id,sid,question,reply,answer_status,source,feedback,group_key,group_question'],
    ['en', '&language=en', 'datetime,platform,user_id,sid,question,reply,answer_status,source,feedback,group_key,group_question'],
    ['tw', '&language=tw', '時間,平台,使用者 ID,對話 ID,問題,回覆,回答狀態,回答來源,回饋,組名,問答組問題'],
    ['cn', '&language=cn', '时间,平台,用户 ID,对话 ID,问题,回复,回答状态,回答来源,反馈,组名,问答组问题'],
    ['jp', '&language=jp', '日時,プラットフォーム,ユーザー ID,会話 ID,質問,返答,回答状況,回答元,フィードバック,グループ名,Q&A グループの質問'],
  ])("writes the header row in the console's language (%s) and the values as they are", async (_label, language, header) => {
    const bot = await ownedBot();
    await storeExchange(bot, { question: 'Hours?', reply: 'Nine to five', feedback: 1, at: new Date('2026-11-24T16:00:00Z') });
    const { response, bytes } = await csvOf(bot, `?platform=api${language}`);
    expect(response.status).toBe(200);
    expect(bytes.subarray(3).toString('utf8')).toBe(`${header}\r\n2026-11-25 00:00,api,visitor,sid-visitor,Hours?,Nine to five,1,autofaq,1,,\r\n`);
  });

  it('refuses a language the console does not have with 400', async () => {
    const bot = await ownedBot();
    const refused = await get<ErrorBody>(bot, '/messages.csv?language=fr');
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ field: 'language', message: 'validation.invalidValue' }]);
  });

  it('pages through a history longer than one read, newest first, every exchange once', async () => {
    const bot = await ownedBot();
    const count = 1201;
    const at = Array.from({ length: count }, (_, n) => minutes(n));
    await sql`
      insert into conversation_messages (chatbot_id, user_id, sid, sender, content, platform, answer_status, created_at)
      select ${bot.botId}, 'bulk', 's', sender, 'line ' || n, 'api', 1, at
      from unnest(${at}::timestamptz[]) with ordinality as t(at, n), unnest(array['user', 'bot']) as sender
      order by n, sender desc`.execute(backend.db);
    const lines = (await csvOf(bot)).bytes.toString('utf8').trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(count);
    expect(lines[0]).toContain(`line ${count}`);
    expect(lines[count - 1]).toContain('line 1,');
  });
});

describe('POST /history/{botId}/messages/{id}/add-to-qa', () => {
  const trainingStatus = async (bot: OwnedBot) =>
    (await (await fetch(`${backend.url}/qa/${bot.botId}/training`, { headers: { Authorization: `Bearer ${bot.token}` } })).json()) as TrainingStatusDTO;

  it("creates a group of the exchange's question and the given answer; training then reports untrained changes", async () => {
    const bot = await ownedBot();
    await trainedQaGroup(backend.url, bot.token, bot.botId);
    const id = await storeExchange(bot, { question: 'Do you ship abroad?', answerStatus: 2, at: minutes(1) });
    expect((await trainingStatus(bot)).untrained_changes).toBe(false);
    const created = await post<QaGroupDTO>(bot, `/messages/${id}/add-to-qa`, { answer: 'Yes, worldwide.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ chatbot_id: bot.botId, questions: ['Do you ship abroad?'], answers: ['Yes, worldwide.'], answer_mode: 1 });
    expect(await trainingStatus(bot)).toMatchObject({ group_count: 2, untrained_changes: true });
  });

  it('needs an answer for a new group', async () => {
    const bot = await ownedBot();
    const id = await storeExchange(bot, { at: minutes(1) });
    const refused = await post<ErrorBody>(bot, `/messages/${id}/add-to-qa`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ field: 'answer', message: 'validation.required' }]);
  });

  it('refuses a new group for a question another group has (width, case and outer spaces aside), naming that group', async () => {
    const bot = await ownedBot();
    const group = await trainedQaGroup(backend.url, bot.token, bot.botId, { questions: ['What are your opening hours?', 'ＷＩＦＩ password?'] });
    const other = await ownedBot();
    await trainedQaGroup(backend.url, other.token, other.botId, { questions: ['Do you deliver?'] });
    for (const question of ['  what are your OPENING hours? ', 'wifi PASSWORD?']) {
      const id = await storeExchange(bot, { question, at: minutes(1) });
      const refused = await post<ErrorBody>(bot, `/messages/${id}/add-to-qa`, { answer: 'Nine to five.' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'QUESTION_IN_GROUP', values: { group_id: group.group_id, key: group.key } });
    }
    // Another bot's group having the question is no matter.
    const id = await storeExchange(bot, { question: 'Do you deliver?', at: minutes(1) });
    expect((await post<QaGroupDTO>(bot, `/messages/${id}/add-to-qa`, { answer: 'Yes.' })).status).toBe(201);
  });

  it('makes one group when the same question is added twice at once (two tabs, a double click); the other is refused', async () => {
    const bot = await ownedBot();
    await trainedQaGroup(backend.url, bot.token, bot.botId);
    const first = await storeExchange(bot, { question: 'Do you ship abroad?', at: minutes(1) });
    const second = await storeExchange(bot, { question: 'do you ship abroad?', at: minutes(2) });
    const adds = await Promise.all([first, second, first].map((id) => post<QaGroupDTO | ErrorBody>(bot, `/messages/${id}/add-to-qa`, { answer: 'Yes.' })));
    expect(adds.map((add) => add.status).sort()).toEqual([201, 409, 409]);
    expect(await trainingStatus(bot)).toMatchObject({ group_count: 2 });
  });

  it("adds the question as a new phrasing of the bot's group, once; another bot's group is refused", async () => {
    const bot = await ownedBot();
    const group = await trainedQaGroup(backend.url, bot.token, bot.botId, { questions: ['What are your opening hours?'] });
    const id = await storeExchange(bot, { question: 'When do you open?', at: minutes(1) });
    const added = await post<QaGroupDTO>(bot, `/messages/${id}/add-to-qa`, { group_id: group.group_id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ group_id: group.group_id, questions: ['What are your opening hours?', 'When do you open?'], answers: group.answers });
    expect((await trainingStatus(bot)).untrained_changes).toBe(true);

    const again = await post<ErrorBody>(bot, `/messages/${id}/add-to-qa`, { group_id: group.group_id });
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual([{ field: 'question', message: 'validation.duplicate' }]);

    const other = await ownedBot();
    const foreign = await newQaGroup(backend.url, other.token, other.botId);
    const refused = await post<ErrorBody>(bot, `/messages/${id}/add-to-qa`, { group_id: foreign.group_id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ field: 'group_id', message: 'validation.invalidValue' }]);
  });

  it("answers 404 for another bot's exchange and for another account's bot", async () => {
    const bot = await ownedBot();
    const other = await ownedBot();
    const foreignId = await storeExchange(other, { at: minutes(1) });
    const notMine = await post<ErrorBody>(bot, `/messages/${foreignId}/add-to-qa`, { answer: 'x' });
    expect(notMine.status).toBe(404);
    expect(notMine.body.error.code).toBe('NOT_FOUND');
    expect((await get<ErrorBody>(bot, `/messages/${foreignId}/likely-groups`)).status).toBe(404);
    expect((await get<ErrorBody>(bot, `/messages/${foreignId}/likely-groups?q=hours`)).status).toBe(404);
    const notOwned = await post<ErrorBody>({ ...other, token: bot.token }, `/messages/${foreignId}/add-to-qa`, { answer: 'x' });
    expect(notOwned.status).toBe(404);
    expect(notOwned.body.error.code).toBe('BOT_NOT_FOUND');
  });

  it('refuses a new group past the plan limit', async () => {
    const bot = await ownedBot();
    await backend.db.updateTable('plans').set({ qa_group_limit: 1 }).where('code', '=', 'free').execute();
    try {
      await newQaGroup(backend.url, bot.token, bot.botId);
      const id = await storeExchange(bot, { at: minutes(1) });
      const refused = await post<ErrorBody>(bot, `/messages/${id}/add-to-qa`, { answer: 'An answer.' });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('QA_GROUP_LIMIT_REACHED');
    } finally {
      await backend.db.updateTable('plans').set({ qa_group_limit: 500 }).where('code', '=', 'free').execute();
    }
  });
});

describe('GET /history/{botId}/messages/{id}/likely-groups', () => {
  it("proposes the trained index's best group for the question first", async () => {
    const bot = await ownedBot();
    await newQaGroup(backend.url, bot.token, bot.botId, { questions: ['Where can I park my car?'] });
    const hours = await trainedQaGroup(backend.url, bot.token, bot.botId, { questions: ['What are your opening hours?'] });
    const id = await storeExchange(bot, { question: 'opening hours today?', at: minutes(1) });
    const proposed = await get<LikelyGroupsDTO>(bot, `/messages/${id}/likely-groups`);
    expect(proposed.status).toBe(200);
    expect(proposed.body.question).toBe('opening hours today?');
    expect(proposed.body.groups[0]).toEqual({ id: hours.group_id, key: hours.key, question: 'What are your opening hours?' });
    expect(proposed.body.groups).toHaveLength(2);
  });

  it('searches the group texts of a bot never trained, and takes q instead of the question', async () => {
    const bot = await ownedBot();
    const parking = await newQaGroup(backend.url, bot.token, bot.botId, { questions: ['Where can I park my car?'] });
    await newQaGroup(backend.url, bot.token, bot.botId, { questions: ['What are your opening hours?'] });
    const id = await storeExchange(bot, { question: 'opening hours', at: minutes(1) });
    const proposed = await get<LikelyGroupsDTO>(bot, `/messages/${id}/likely-groups?q=park`);
    expect(proposed.body.question).toBe('park');
    expect(proposed.body.groups[0].id).toBe(parking.group_id);
  });
});

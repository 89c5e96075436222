// GET /history/{botId}/get-user-stats-fast/ over real HTTP: Asia/Taipei day, week and month edges, the usage tiles,
// top groups, tags, unhandled questions, ownership, and the daily counts kept by the exchange writer.
import { sql } from 'kysely';
import type { ErrorBody, HistoryExchangePageDTO, QaGroupDTO, UserStatsDTO, WeeklyQuestionsDTO } from '../../schema/rest';
import type { AnswerStatus, Platform } from '../../schema/rules/constants';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount, newChatbot, newQaGroup, trainedQaGroup } from '../../tests/support/factories';
import { historyRollupsMigration } from '../db/migrations/0017-history-rollups';
import { ExchangeWriter } from './exchange-writer';
import { addDays, monthStart, taipeiDay, weekStart, type Day } from './taipei-calendar';

let backend: TestBackend;
let writer: ExchangeWriter;
beforeAll(async () => {
  backend = await startTestBackend();
  writer = new ExchangeWriter(backend.db, { soleWriter: false });
});
afterAll(() => backend.close());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signedInBot() {
  const account = await newAccount(backend.url);
  const token = await loginToken(backend.url, account.email, account.password);
  const bot = await newChatbot(backend.url, token);
  return { token, botId: bot.chatbot_id, vendorId: bot.vendor_id };
}

/** The instant of a Taipei day's wall-clock time. */
const taipei = (day: Day, time: string) => new Date(`${day}T${time}+08:00`);

interface Asked {
  at: Date;
  question?: string;
  answerStatus?: AnswerStatus;
  groupId?: string | null;
  platform?: Platform;
}

/** Stores exchanges through the reply pipeline's writer, as the channels do. */
function ask(botId: string, exchanges: Asked[]) {
  return Promise.all(
    exchanges.map((exchange, index) =>
      writer.record({
        chatbotId: botId,
        userId: `user-${index}`,
        platform: exchange.platform ?? 'api',
        question: exchange.question ?? `question ${index}`,
        reply: 'reply',
        buttons: [],
        answerStatus: exchange.answerStatus ?? (exchange.groupId ? 1 : 0),
        groupId: exchange.groupId ?? null,
        at: exchange.at,
      }),
    ),
  );
}

async function stats(token: string, botId: string, days?: number): Promise<UserStatsDTO> {
  const response = await fetch(`${backend.url}/history/${botId}/get-user-stats-fast/${days ? `?days=${days}` : ''}`, { headers: auth(token) });
  expect(response.status).toBe(200);
  return (await response.json()) as UserStatsDTO;
}

const today = () => taipeiDay(new Date());

describe('GET /history/{botId}/get-user-stats-fast/', () => {
  it('lists every day of the range oldest first, today last, with zeros for days without questions', async () => {
    const { token, botId } = await signedInBot();
    await ask(botId, [{ at: taipei(addDays(today(), -3), '12:00:00') }, { at: taipei(addDays(today(), -3), '13:00:00') }]);

    const overview = await stats(token, botId, 14);
    expect(overview.days).toBe(14);
    expect(overview.daily).toHaveLength(14);
    expect(overview.from).toBe(addDays(today(), -13));
    expect(overview.to).toBe(today());
    expect(overview.daily.map((day) => day.date)).toEqual(Array.from({ length: 14 }, (_, index) => addDays(today(), index - 13)));
    expect(overview.daily.filter((day) => day.questions > 0)).toEqual([{ date: addDays(today(), -3), questions: 2 }]);
    expect((await stats(token, botId)).daily).toHaveLength(7);
    expect((await stats(token, botId, 30)).daily).toHaveLength(30);
  });

  it('counts a question at 23:59:59 Taipei on the day before and one at 00:00 on the day itself on their own Taipei days', async () => {
    const { token, botId } = await signedInBot();
    await ask(botId, [{ at: taipei(addDays(today(), -1), '23:59:59') }, { at: taipei(today(), '00:00:00') }, { at: taipei(today(), '00:00:01') }]);

    const overview = await stats(token, botId, 7);
    expect(overview.daily.slice(-2)).toEqual([
      { date: addDays(today(), -1), questions: 1 },
      { date: today(), questions: 2 },
    ]);
    expect(overview.tiles.today).toEqual({ count: 2, previous: 1, change: 1 });
    expect(overview.tiles.yesterday).toEqual({ count: 1, previous: 0, change: null });
  });

  it('starts the week on Monday: Sunday 23:59 Taipei is last week, Monday 00:00 this week', async () => {
    const { token, botId } = await signedInBot();
    const monday = weekStart(today());
    await ask(botId, [
      { at: taipei(addDays(monday, -1), '23:59:59') },
      { at: taipei(monday, '00:00:00') },
      { at: taipei(monday, '00:30:00') },
      { at: taipei(monday, '09:00:00') },
      { at: taipei(addDays(monday, -7), '10:00:00') },
      { at: taipei(addDays(monday, -14), '10:00:00') },
      { at: taipei(addDays(monday, -15), '10:00:00') },
    ]);

    const { tiles } = await stats(token, botId);
    expect(tiles.this_week).toEqual({ count: 3, previous: 2, change: 0.5 });
    expect(tiles.last_week).toEqual({ count: 2, previous: 1, change: 1 });
  });

  it('splits months at 00:00 Taipei on the first and compares each month with the one before', async () => {
    const { token, botId } = await signedInBot();
    const first = monthStart(today());
    await ask(botId, [
      { at: taipei(addDays(first, -1), '23:59:59') },
      { at: taipei(first, '00:00:00') },
      { at: taipei(monthStart(today(), -1), '00:00:00') },
      { at: taipei(monthStart(today(), -2), '12:00:00') },
      { at: taipei(monthStart(today(), -2), '13:00:00') },
      { at: taipei(monthStart(today(), -2), '14:00:00') },
      { at: taipei(monthStart(today(), -2), '15:00:00') },
    ]);

    const { tiles } = await stats(token, botId);
    expect(tiles.this_month).toEqual({ count: 1, previous: 2, change: -0.5 });
    expect(tiles.last_month).toEqual({ count: 2, previous: 4, change: -0.5 });
  });

  it('ranks the five most matched groups of the range and counts questions per tag of the matched groups', async () => {
    const { token, botId } = await signedInBot();
    const tagsOf = [['營業時間'], ['營業時間', '門市'], ['門市'], [], ['退貨'], ['退貨']];
    const groups: QaGroupDTO[] = [];
    for (const [index, tags] of tagsOf.entries()) groups.push(await newQaGroup(backend.url, token, botId, { questions: [`問題 ${index}？`, '其他問法'], tags }));
    const yesterday = taipei(addDays(today(), -1), '10:00:00');
    await ask(
      botId,
      groups.flatMap((group, index) => Array.from({ length: 6 - index }, () => ({ at: yesterday, groupId: group.group_id }))),
    );
    // Outside a 7-day range: counted in neither the top groups nor the tags.
    await ask(botId, Array.from({ length: 10 }, () => ({ at: taipei(addDays(today(), -8), '10:00:00'), groupId: groups[5]!.group_id })));

    const overview = await stats(token, botId, 7);
    expect(overview.top_questions).toEqual(
      groups.slice(0, 5).map((group, index) => ({ group_id: group.group_id, key: group.key, question: `問題 ${index}？`, count: 6 - index })),
    );
    expect(overview.tags).toEqual([
      { tag: '營業時間', count: 11 },
      { tag: '門市', count: 9 },
      { tag: '退貨', count: 3 },
    ]);
    expect((await stats(token, botId, 14)).top_questions[0]).toMatchObject({ group_id: groups[5]!.group_id, count: 11 });
  });

  it('lists the range’s unhandled questions once each with their count, the most recently asked first', async () => {
    const { token, botId } = await signedInBot();
    const day = addDays(today(), -2);
    await ask(botId, [
      { at: taipei(day, '09:00:00'), question: '可以寄到國外嗎', answerStatus: 2 },
      { at: taipei(day, '10:00:00'), question: '可以寄到國外嗎', answerStatus: 2 },
      { at: taipei(day, '11:00:00'), question: '有停車位嗎', answerStatus: 2 },
      { at: taipei(day, '12:00:00'), question: '營業時間', answerStatus: 1 },
      { at: taipei(addDays(today(), -9), '12:00:00'), question: '上個月的問題', answerStatus: 2 },
    ]);

    const { unhandled } = await stats(token, botId, 7);
    // Each names its last ask's exchange, the one the add-to-Q&A route takes.
    const page = (await (await fetch(`${backend.url}/history/${botId}/messages?answer_status=2`, { headers: auth(token) })).json()) as HistoryExchangePageDTO;
    const lastAsk = (question: string) => page.items.find((item) => item.question === question)?.id;
    expect(unhandled).toEqual([
      { question: '有停車位嗎', count: 1, last_asked_at: taipei(day, '11:00:00').toISOString(), exchange_id: lastAsk('有停車位嗎') },
      { question: '可以寄到國外嗎', count: 2, last_asked_at: taipei(day, '10:00:00').toISOString(), exchange_id: lastAsk('可以寄到國外嗎') },
    ]);
    expect(page.items.filter((item) => item.question === '可以寄到國外嗎').map((item) => item.datetime)).toEqual([`${day} 10:00`, `${day} 09:00`]);
    expect((await stats(token, botId, 14)).unhandled.map((row) => row.question)).toEqual(['有停車位嗎', '可以寄到國外嗎', '上個月的問題']);
  });

  it('leaves out an unhandled question the Q&A list has as a question now (added from the list, or written since)', async () => {
    const { token, botId } = await signedInBot();
    const failed = (time: string, question: string): Asked => ({ at: taipei(addDays(today(), -1), time), question, answerStatus: 2 });
    await ask(botId, [failed('09:00:00', '我想吃拉麵'), failed('10:00:00', '有停車位嗎')]);
    expect((await stats(token, botId, 7)).unhandled.map((row) => row.question)).toEqual(['有停車位嗎', '我想吃拉麵']);
    // Added as a new group's question (trimmed and case aside, as the owner may type it).
    await newQaGroup(backend.url, token, botId, { questions: [' 有停車位嗎 '] });
    expect((await stats(token, botId, 7)).unhandled.map((row) => row.question)).toEqual(['我想吃拉麵']);
  });

  it('leaves out an unhandled question its user unsent (its text is gone)', async () => {
    const { token, botId } = await signedInBot();
    await ask(botId, [{ at: taipei(addDays(today(), -1), '09:00:00'), question: '我的電話是 0912345678', answerStatus: 2 }]);
    await backend.db.updateTable('conversation_messages').set({ content: '', unsent_at: new Date() }).where('chatbot_id', '=', botId).where('sender', '=', 'user').execute();
    expect((await stats(token, botId, 7)).unhandled).toEqual([]);
  });

  it('counts the range’s questions by how they were met: by each source, buttons, the failed message, a questionnaire or other', async () => {
    const { token, botId } = await signedInBot();
    const group = await newQaGroup(backend.url, token, botId, { questions: ['營業時間？'] });
    const day = taipei(addDays(today(), -1), '10:00:00');
    const met: Asked[] = [
      { at: day, answerStatus: 1, groupId: group.group_id },
      { at: day, answerStatus: 1, groupId: group.group_id },
      { at: day, answerStatus: 1 },
      { at: day, answerStatus: 5 },
      { at: day, answerStatus: 3 },
      { at: day, answerStatus: 2 },
      { at: day, answerStatus: 2 },
      { at: day, answerStatus: 4 },
      { at: day, answerStatus: 0 },
      // Outside a 7-day range.
      { at: taipei(addDays(today(), -8), '10:00:00'), answerStatus: 1 },
    ];
    await ask(botId, met);

    const overview = await stats(token, botId, 7);
    expect(overview.answers).toEqual({ qa: 2, autofaq: 1, knowledge: 1, options: 1, no_answer: 2, questionnaire: 1, other: 1 });
    expect(Object.values(overview.answers).reduce((sum, count) => sum + count, 0)).toBe(overview.daily.reduce((sum, day) => sum + day.questions, 0));
    expect((await stats(token, botId, 14)).answers.autofaq).toBe(2);
  });

  it('is never cached and refuses a range other than 7, 14 or 30 days', async () => {
    const { token, botId } = await signedInBot();
    const response = await fetch(`${backend.url}/history/${botId}/get-user-stats-fast/`, { headers: auth(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${backend.url}/history/${botId}/get-user-stats-fast/?days=5`, { headers: auth(token) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('VALIDATION_FAILED');
  });

  it("answers 404 BOT_NOT_FOUND for another account's bot and 401 without a session", async () => {
    const { botId } = await signedInBot();
    const { token: otherToken } = await signedInBot();
    const response = await fetch(`${backend.url}/history/${botId}/get-user-stats-fast/`, { headers: auth(otherToken) });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe('BOT_NOT_FOUND');
    expect((await fetch(`${backend.url}/history/${botId}/get-user-stats-fast/`)).status).toBe(401);
  });

  it('keeps the daily counts equal to a count of the stored lines when replies come through the public API', async () => {
    const { token, botId, vendorId } = await signedInBot();
    const activated = await fetch(`${backend.url}/chatbot/${botId}/integrations/api`, { method: 'PUT', headers: { ...auth(token), 'Content-Type': 'application/json' }, body: JSON.stringify({ active: true }) });
    expect(activated.status).toBe(200);
    const say = (userId: string, text: string) =>
      fetch(`${backend.url}/webhook/api/v2/${vendorId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId, type: 'message', message: { text } }) });
    const group = await trainedQaGroup(backend.url, token, botId, { questions: ['營業時間是幾點？'], answers: ['08:00 到 20:00。'] });
    // Concurrent visitors fill the writer's batches; half ask the group's question, half something it does not answer.
    for (const round of [0, 1]) {
      const replies = await Promise.all(Array.from({ length: 12 }, (_, index) => say(`visitor-${index}`, index % 2 === 0 ? '營業時間是幾點？' : `量子力學 ${round}-${index}`)));
      for (const reply of replies) expect(reply.status).toBe(200);
    }

    const { rows: counted } = await sql<{ day: string; platform: string; answer_status: number; group_id: string; questions: number }>`
      select day::text as day, platform, answer_status, group_id, questions from question_daily_counts where chatbot_id = ${botId} order by 1, 2, 3, 4`.execute(backend.db);
    const { rows: direct } = await sql<{ day: string; platform: string; answer_status: number; group_id: string; questions: number }>`
      select (created_at at time zone 'Asia/Taipei')::date::text as day, platform, coalesce(answer_status, 0) as answer_status, coalesce(group_id, '') as group_id, count(*)::int as questions
      from conversation_messages where chatbot_id = ${botId} and sender = 'user' group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(backend.db);
    expect(counted).toEqual(direct);
    expect(counted.reduce((sum, row) => sum + row.questions, 0)).toBe(24);
    expect(counted.find((row) => row.group_id === group.group_id)?.questions).toBe(12);
    expect((await stats(token, botId)).tiles.today.count).toBe(24);
  });
});

describe('GET /history/weekly-questions', () => {
  it("counts each of the account's bots' questions since Monday 00:00 Taipei, zeros included, and no other account's", async () => {
    const { token, botId } = await signedInBot();
    const quiet = await newChatbot(backend.url, token);
    const { botId: otherAccountBot } = await signedInBot();
    const monday = weekStart(today());
    await ask(botId, [{ at: taipei(monday, '00:00:00') }, { at: taipei(monday, '08:00:00') }, { at: taipei(addDays(monday, -1), '23:59:59') }]);
    await ask(otherAccountBot, [{ at: taipei(monday, '08:00:00') }]);

    const response = await fetch(`${backend.url}/history/weekly-questions`, { headers: auth(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const weekly = (await response.json()) as WeeklyQuestionsDTO;
    expect(weekly.week_start).toBe(monday);
    expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(weekly.bots.sort((a, b) => a.chatbot_id.localeCompare(b.chatbot_id))).toEqual(
      [
        { chatbot_id: botId, questions: 2 },
        { chatbot_id: quiet.chatbot_id, questions: 0 },
      ].sort((a, b) => a.chatbot_id.localeCompare(b.chatbot_id)),
    );
  });
});

describe('migration 0017-history-rollups', () => {
  it('backfills the daily counts from the stored history exactly as the writer keeps them', async () => {
    const { botId } = await signedInBot();
    const yesterday = addDays(today(), -1);
    await ask(botId, [
      { at: taipei(yesterday, '23:59:59'), platform: 'line', answerStatus: 2 },
      { at: taipei(today(), '00:00:00'), platform: 'line', answerStatus: 2 },
      { at: taipei(today(), '00:00:00'), platform: 'web', answerStatus: 3 },
    ]);
    const kept = async () =>
      (await sql<{ day: string; platform: string; answer_status: number; questions: number }>`
        select day::text as day, platform, answer_status, questions from question_daily_counts where chatbot_id = ${botId} order by 1, 2, 3`.execute(backend.db)).rows;
    const written = await kept();
    expect(written).toEqual([
      { day: yesterday, platform: 'line', answer_status: 2, questions: 1 },
      { day: today(), platform: 'line', answer_status: 2, questions: 1 },
      { day: today(), platform: 'web', answer_status: 3, questions: 1 },
    ]);

    await historyRollupsMigration.down?.(backend.db);
    await historyRollupsMigration.up(backend.db);
    expect(await kept()).toEqual(written);
  });
});

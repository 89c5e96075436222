// Sessions of recorded exchanges: a user's lines share a session id until they fall idle; each bot has its own.
import { sql } from 'kysely';
import { CONVERSATION_IDLE_MS } from '../../schema/rules/constants';
import { seedChatbots } from '../../tests/support/seed';
import { openTestDatabase } from '../../tests/support/test-database';
import type { BackendDatabase } from '../db/database';
import { toAppError } from '../http/error-middleware';
import { ExchangeWriter, type ExchangeRecord } from './exchange-writer';

let database: BackendDatabase;
let writer: ExchangeWriter;
const start = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  writer = new ExchangeWriter(database.db, { soleWriter: database.soleWriter });
  await seedChatbots(database.db, 'history@example.com', ['bot-a', 'bot-b']);
});
afterAll(() => database.close());

const exchange = (chatbotId: string, userId: string, at: Date, question = 'hello'): ExchangeRecord => ({
  chatbotId,
  userId,
  platform: 'api',
  question,
  reply: 'hi',
  buttons: [],
  answerStatus: 1,
  groupId: null,
  at,
});
const later = (ms: number) => new Date(start.getTime() + ms);

it("continues a user's session until it falls idle, then opens a new one", async () => {
  const first = await writer.record(exchange('bot-a', 'visitor-1', start));
  expect(first.startedSession).toBe(true);
  const second = await writer.record(exchange('bot-a', 'visitor-1', later(60_000)));
  expect(second).toMatchObject({ sid: first.sid, startedSession: false });
  const afterIdle = await writer.record(exchange('bot-a', 'visitor-1', later(60_000 + CONVERSATION_IDLE_MS + 1)));
  expect(afterIdle.startedSession).toBe(true);
  expect(afterIdle.sid).not.toBe(first.sid);
});

it('keeps sessions apart per bot and per user, also within one batch', async () => {
  const at = later(10 * CONVERSATION_IDLE_MS);
  const [a, b, other] = await Promise.all([
    writer.record(exchange('bot-a', 'visitor-2', at)),
    writer.record(exchange('bot-b', 'visitor-2', at)),
    writer.record(exchange('bot-a', 'visitor-3', at)),
  ]);
  expect(new Set([a.sid, b.sid, other.sid]).size).toBe(3);
  expect([a, b, other].every((recorded) => recorded.startedSession)).toBe(true);

  // A user's two messages in flight together: the second waits for the first's batch and continues its session.
  const [first, second] = await Promise.all([
    writer.record(exchange('bot-b', 'visitor-2', later(10 * CONVERSATION_IDLE_MS + 1000), 'one')),
    writer.record(exchange('bot-b', 'visitor-2', later(10 * CONVERSATION_IDLE_MS + 2000), 'two')),
  ]);
  expect(first).toMatchObject({ sid: b.sid, startedSession: false });
  expect(second).toMatchObject({ sid: b.sid, startedSession: false });
  const lines = await sql<{ sid: string; sender: string; content: string }>`
    select sid, sender, content from conversation_messages where chatbot_id = 'bot-b' and user_id = 'visitor-2' order by id`.execute(database.db);
  expect(lines.rows.map((line) => `${line.sender}:${line.content}`)).toEqual(['user:hello', 'bot:hi', 'user:one', 'bot:hi', 'user:two', 'bot:hi']);
  expect(new Set(lines.rows.map((line) => line.sid))).toEqual(new Set([b.sid]));
});

it.each([
  ['this process remembering them', true],
  ['read from a shared database', false],
])("keeps one user id's conversations on different channels apart (%s)", async (_how, soleWriter) => {
  const channels = new ExchangeWriter(database.db, { soleWriter: soleWriter && database.soleWriter });
  const at = later(20 * CONVERSATION_IDLE_MS);
  const user = `U-both-${soleWriter}`;
  const onLine = await channels.record({ ...exchange('bot-a', user, at), platform: 'line' });
  const onApi = await channels.record({ ...exchange('bot-a', user, later(20 * CONVERSATION_IDLE_MS + 1000)), platform: 'api' });
  expect(onApi.startedSession).toBe(true);
  expect(onApi.sid).not.toBe(onLine.sid);
  const lineAgain = await channels.record({ ...exchange('bot-a', user, later(20 * CONVERSATION_IDLE_MS + 2000)), platform: 'line' });
  expect(lineAgain).toMatchObject({ sid: onLine.sid, startedSession: false });
});

it('continues from the latest line even when the user has a long history', async () => {
  let at = later(20 * CONVERSATION_IDLE_MS);
  const opened = await writer.record(exchange('bot-a', 'regular', at));
  for (let i = 0; i < 30; i++) {
    at = new Date(at.getTime() + 60_000);
    expect(await writer.record(exchange('bot-a', 'regular', at))).toMatchObject({ sid: opened.sid, startedSession: false });
  }
});

it('stores every field of both lines as given, side by side with other users in one batch', async () => {
  const at = new Date('2026-11-25T08:09:10.123Z');
  const buttons = [{ id: 'g-1', oriQue: '敬老卡 "加值"', text: '敬老卡可以借人使用嗎？' }];
  const [suggested] = await Promise.all([
    writer.record({ chatbotId: 'bot-a', userId: 'fields', platform: 'web', question: '敬老卡', reply: '您是不是想問：', buttons, answerStatus: 3, groupId: null, at }),
    writer.record({ chatbotId: 'bot-b', userId: 'fields', platform: 'line', question: 'hours?', reply: '9-5', buttons: [], answerStatus: 1, groupId: 'g-2', at }),
  ]);
  const rows = await sql<{ chatbot_id: string; sid: string; sender: string; content: string; platform: string; answer_status: number | null; group_id: string | null; buttons: unknown; created_at: Date }>`
    select chatbot_id, sid, sender, content, platform, answer_status, group_id, buttons, created_at
    from conversation_messages where user_id = 'fields' order by chatbot_id, id`.execute(database.db);
  expect(rows.rows.map(({ sid, created_at: createdAt, ...line }) => ({ ...line, at: createdAt.toISOString() }))).toEqual([
    { chatbot_id: 'bot-a', sender: 'user', content: '敬老卡', platform: 'web', answer_status: 3, group_id: null, buttons: [], at: at.toISOString() },
    { chatbot_id: 'bot-a', sender: 'bot', content: '您是不是想問：', platform: 'web', answer_status: 3, group_id: null, buttons, at: at.toISOString() },
    { chatbot_id: 'bot-b', sender: 'user', content: 'hours?', platform: 'line', answer_status: 1, group_id: 'g-2', buttons: [], at: at.toISOString() },
    { chatbot_id: 'bot-b', sender: 'bot', content: '9-5', platform: 'line', answer_status: 1, group_id: 'g-2', buttons: [], at: at.toISOString() },
  ]);
  expect(rows.rows.filter((row) => row.chatbot_id === 'bot-a').map((row) => row.sid)).toEqual([suggested.sid, suggested.sid]);
  const botLine = await sql<{ sender: string; content: string }>`select sender, content from conversation_messages where id = ${suggested.mid}`.execute(database.db);
  expect(botLine.rows).toEqual([{ sender: 'bot', content: '您是不是想問：' }]);
});

it("writes the rest of a batch when one exchange's bot was deleted meanwhile, and answers that one as BOT_NOT_FOUND", async () => {
  // Three exchanges reach one batch; the middle one's bot no longer exists.
  const results = await Promise.allSettled([
    writer.record(exchange('bot-a', 'batch-1', later(1_000))),
    writer.record(exchange('bot-deleted', 'batch-2', later(1_000))),
    writer.record(exchange('bot-b', 'batch-3', later(1_000))),
  ]);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(toAppError((results[1] as PromiseRejectedResult).reason)).toMatchObject({ status: 404, code: 'BOT_NOT_FOUND' });
  const stored = await database.db.selectFrom('conversation_messages').select(['chatbot_id', 'user_id']).where('user_id', 'in', ['batch-1', 'batch-2', 'batch-3']).execute();
  expect(stored.map((line) => `${line.chatbot_id}:${line.user_id}`).sort()).toEqual(['bot-a:batch-1', 'bot-a:batch-1', 'bot-b:batch-3', 'bot-b:batch-3']);
});

describe('a writer that is the only one (the embedded database)', () => {
  // Deleting a user's lines behind the writer's back shows whether it read the database or remembered.
  const forget = (userId: string) => sql`delete from conversation_messages where user_id = ${userId}`.execute(database.db);
  const at = (minutes: number) => later(40 * CONVERSATION_IDLE_MS + minutes * 60_000);

  it('continues the sessions it remembers without reading them back; a shared database is always read', async () => {
    const sole = new ExchangeWriter(database.db, { soleWriter: true });
    const opened = await sole.record(exchange('bot-a', 'remembered', at(0)));
    await forget('remembered');
    expect(await sole.record(exchange('bot-a', 'remembered', at(1)))).toMatchObject({ sid: opened.sid, startedSession: false });
    // Still the idle rule: past it, a new session.
    expect((await sole.record(exchange('bot-a', 'remembered', later(42 * CONVERSATION_IDLE_MS)))).startedSession).toBe(true);

    const shared = new ExchangeWriter(database.db, { soleWriter: false });
    await shared.record(exchange('bot-a', 'read-back', at(0)));
    await forget('read-back');
    expect((await shared.record(exchange('bot-a', 'read-back', at(1)))).startedSession).toBe(true);
  });

  it('forgets the users seen longest ago first and reads them again', async () => {
    const sole = new ExchangeWriter(database.db, { soleWriter: true, rememberUsers: 1 });
    const first = await sole.record(exchange('bot-a', 'first-seen', at(0)));
    await sole.record(exchange('bot-a', 'second-seen', at(0)));
    expect(await sole.record(exchange('bot-a', 'first-seen', at(1)))).toMatchObject({ sid: first.sid, startedSession: false });
    await forget('second-seen');
    expect((await sole.record(exchange('bot-a', 'second-seen', at(1)))).startedSession).toBe(true);
  });
});

describe('batches under steady traffic', () => {
  const at = (n: number) => later(50 * CONVERSATION_IDLE_MS + n * 1000);
  const batchOf = (writer: ExchangeWriter, users: string[]) => users.map((userId, n) => writer.record(exchange('bot-a', userId, at(n))));
  /** Lets a batch that is not waiting be written: a query's round trip and a turn of the loop. */
  const settle = async () => {
    await sql`select 1`.execute(database.db);
    await new Promise((resolve) => setImmediate(resolve));
  };

  it('writes an exchange at once when traffic is not steady', async () => {
    // A wait for company would outlast the test's time limit.
    const writer = new ExchangeWriter(database.db, { soleWriter: false, gatherMs: 600_000 });
    expect((await writer.record(exchange('bot-a', 'lone-1', at(0)))).startedSession).toBe(true);
    expect((await writer.record(exchange('bot-a', 'lone-2', at(1)))).startedSession).toBe(true);
  });

  it('waits for company until the batch holds eight exchanges', async () => {
    const writer = new ExchangeWriter(database.db, { soleWriter: false, gatherMs: 600_000, steadyWindowMs: 600_000 });
    const settled: string[] = [];
    const first = batchOf(writer, ['steady-1', 'steady-2', 'steady-3', 'steady-4']).map((recorded, n) => recorded.then(() => settled.push(`first-${n}`)));
    await settle();
    await settle();
    expect(settled).toEqual([]);
    const rest = batchOf(writer, ['steady-5', 'steady-6', 'steady-7', 'steady-8']);
    await Promise.all([...first, ...rest]);
    expect(settled).toHaveLength(4);
    const { rows } = await sql<{ lines: number }>`select count(*)::int as lines from conversation_messages where user_id like 'steady-%'`.execute(database.db);
    expect(rows[0].lines).toBe(16);
  });

  it('writes what it has once the wait is over', async () => {
    const writer = new ExchangeWriter(database.db, { soleWriter: false, gatherMs: 20, steadyWindowMs: 600_000 });
    const recorded = await Promise.all(batchOf(writer, ['short-1', 'short-2', 'short-3', 'short-4']));
    expect(new Set(recorded.map((one) => one.mid)).size).toBe(4);
  });
});

it('prepares its INSERT on the embedded database', async () => {
  await writer.record(exchange('bot-a', 'prepared-check', later(60 * CONVERSATION_IDLE_MS)));
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(database.db);
  const inserts = rows.filter((row) => row.statement.includes('insert into conversation_messages'));
  // A server runs the marked text as it is: the mark is a comment.
  expect(inserts).toHaveLength(database.soleWriter ? 1 : 0);
});

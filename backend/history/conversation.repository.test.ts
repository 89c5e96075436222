// Sessions of recorded exchanges: a user's lines share a session id until they fall idle; each bot has its own.
import { sql } from 'kysely';
import { CONVERSATION_IDLE_MS } from '../../schema/rules/constants';
import { openTestDatabase } from '../../tests/support/test-database';
import type { BackendDatabase } from '../db/database';
import { recordExchange, type ExchangeRecord } from './conversation.repository';

let database: BackendDatabase;
const start = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  const account = await sql<{ id: number }>`
    insert into accounts (email, nickname, first_name, password_hash, plan_code) values ('history@example.com', 'H', 'H', 'x', 'free') returning id`.execute(database.db);
  for (const [id, vendor] of [['bot-a', 'vendor-aaaaaaaaaaaaaaaaaaaaaaaa'], ['bot-b', 'vendor-bbbbbbbbbbbbbbbbbbbbbbbb']]) {
    await sql`insert into chatbots (chatbot_id, account_id, robot_name, greeting_msg, failed_msg, language, package, scenario, tools, vendor_id)
              values (${id}, ${account.rows[0].id}, ${id}, 'hi', 'no', 'tw', 'free', 'customerSupport', '{}', ${vendor})`.execute(database.db);
  }
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
  const first = await recordExchange(database.db, exchange('bot-a', 'visitor-1', start));
  expect(first.startedSession).toBe(true);
  const second = await recordExchange(database.db, exchange('bot-a', 'visitor-1', later(60_000)));
  expect(second).toEqual({ sid: first.sid, startedSession: false });
  const afterIdle = await recordExchange(database.db, exchange('bot-a', 'visitor-1', later(60_000 + CONVERSATION_IDLE_MS + 1)));
  expect(afterIdle.startedSession).toBe(true);
  expect(afterIdle.sid).not.toBe(first.sid);
});

it('keeps sessions apart per bot and per user, also within one batch', async () => {
  const at = later(10 * CONVERSATION_IDLE_MS);
  const [a, b, other] = await Promise.all([
    recordExchange(database.db, exchange('bot-a', 'visitor-2', at)),
    recordExchange(database.db, exchange('bot-b', 'visitor-2', at)),
    recordExchange(database.db, exchange('bot-a', 'visitor-3', at)),
  ]);
  expect(new Set([a.sid, b.sid, other.sid]).size).toBe(3);
  expect([a, b, other].every((recorded) => recorded.startedSession)).toBe(true);

  // A user's two messages in flight together: the second waits for the first's batch and continues its session.
  const [first, second] = await Promise.all([
    recordExchange(database.db, exchange('bot-b', 'visitor-2', later(10 * CONVERSATION_IDLE_MS + 1000), 'one')),
    recordExchange(database.db, exchange('bot-b', 'visitor-2', later(10 * CONVERSATION_IDLE_MS + 2000), 'two')),
  ]);
  expect(first).toEqual({ sid: b.sid, startedSession: false });
  expect(second).toEqual({ sid: b.sid, startedSession: false });
  const lines = await sql<{ sid: string; sender: string; content: string }>`
    select sid, sender, content from conversation_messages where chatbot_id = 'bot-b' and user_id = 'visitor-2' order by id`.execute(database.db);
  expect(lines.rows.map((line) => `${line.sender}:${line.content}`)).toEqual(['user:hello', 'bot:hi', 'user:one', 'bot:hi', 'user:two', 'bot:hi']);
  expect(new Set(lines.rows.map((line) => line.sid))).toEqual(new Set([b.sid]));
});

it('continues from the latest line even when the user has a long history', async () => {
  let at = later(20 * CONVERSATION_IDLE_MS);
  const opened = await recordExchange(database.db, exchange('bot-a', 'regular', at));
  for (let i = 0; i < 30; i++) {
    at = new Date(at.getTime() + 60_000);
    expect(await recordExchange(database.db, exchange('bot-a', 'regular', at))).toEqual({ sid: opened.sid, startedSession: false });
  }
});

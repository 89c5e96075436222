// Reads behind a bot's overview: sums of the daily question counts (question_daily_counts, kept by the exchange
// writer) and the unhandled questions, read through their partial index.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ANSWER_STATUS, type AnswerStatus } from '../../schema/rules/constants';
import type { Database } from '../db/schema';
import type { Day } from './taipei-calendar';

/** Questions per Taipei day from `from` to `to` included; days without any are absent. */
export async function questionsPerDay(db: Kysely<Database>, chatbotId: string, from: Day, to: Day): Promise<Map<Day, number>> {
  const { rows } = await sql<{ day: Day; questions: number }>`
    select day::text as day, sum(questions)::int as questions
    from question_daily_counts
    where chatbot_id = ${chatbotId} and day between ${from}::date and ${to}::date
    group by day`.execute(db);
  return new Map(rows.map((row) => [row.day, row.questions]));
}

/** Questions from `from` to `to` included, by answer status and by whether a Q&A group answered them. */
export async function questionsPerOutcome(db: Kysely<Database>, chatbotId: string, from: Day, to: Day): Promise<{ answerStatus: AnswerStatus; named: boolean; questions: number }[]> {
  const { rows } = await sql<{ answer_status: AnswerStatus; named: boolean; questions: number }>`
    select answer_status, group_id <> '' as named, sum(questions)::int as questions
    from question_daily_counts
    where chatbot_id = ${chatbotId} and day between ${from}::date and ${to}::date
    group by 1, 2`.execute(db);
  return rows.map((row) => ({ answerStatus: row.answer_status, named: row.named, questions: row.questions }));
}

export interface MatchedGroupCount {
  groupId: string;
  key: string;
  /** The group's first question. */
  question: string;
  tags: string[];
  questions: number;
}

/** Questions per matched Q&A group from `from` to `to` included, most first; groups deleted since are left out. */
export async function questionsPerGroup(db: Kysely<Database>, chatbotId: string, from: Day, to: Day): Promise<MatchedGroupCount[]> {
  const { rows } = await sql<{ group_id: string; key: string; question: string | null; tags: string[]; questions: number }>`
    select g.group_id, g.key, g.questions ->> 0 as question, g.tags, counted.questions
    from (
      select group_id, sum(questions)::int as questions
      from question_daily_counts
      where chatbot_id = ${chatbotId} and day between ${from}::date and ${to}::date and group_id <> ''
      group by group_id
    ) as counted
    join qa_groups g on g.group_id = counted.group_id and g.chatbot_id = ${chatbotId}
    order by counted.questions desc, g.key`.execute(db);
  return rows.map((row) => ({ groupId: row.group_id, key: row.key, question: row.question ?? '', tags: row.tags, questions: row.questions }));
}

export interface UnhandledQuestion {
  question: string;
  count: number;
  lastAskedAt: Date;
  /** The last ask's exchange (its bot line's id), for adding the question to the Q&A set; null if the reply is missing. */
  exchangeId: string | null;
}

const UNHANDLED_PAGE = 500;

const normalPhrasing = (text: string) => text.trim().toLowerCase();

/** Which of `contents` (trimmed, case-insensitive) are a question of one of the bot's Q&A groups. */
async function phrasingsAmong(db: Kysely<Database>, chatbotId: string, contents: string[]): Promise<Set<string>> {
  if (contents.length === 0) return new Set();
  const { rows } = await sql<{ phrasing: string }>`
    select distinct lower(btrim(q.value)) as phrasing
    from qa_groups g, jsonb_array_elements_text(g.questions) as q(value)
    where g.chatbot_id = ${chatbotId} and lower(btrim(q.value)) = any(${contents.map(normalPhrasing)}::text[])`.execute(db);
  return new Set(rows.map((row) => row.phrasing));
}

/**
 * The distinct questions since `since` that no group answered and that no group has as a question now, the most
 * recently asked first, with their counts in that span. The newest unhandled lines are read backwards through their
 * partial index until `limit` distinct questions are found (the first time a question is met is its last ask), then
 * only those questions are counted, through the index on their text's hash: grouping every unhandled line of a month
 * cost ~100 ms at a million exchanges.
 */
export async function unhandledQuestions(db: Kysely<Database>, chatbotId: string, since: Date, limit: number): Promise<UnhandledQuestion[]> {
  const latest = new Map<string, { at: Date; id: string }>();
  const known = new Set<string>();
  let before: { at: Date; id: string } | undefined;
  for (;;) {
    const cursor = before;
    const rows = await db
      .selectFrom('conversation_messages')
      .select(['id', 'content', 'created_at'])
      .where('chatbot_id', '=', chatbotId)
      .where('answer_status', '=', ANSWER_STATUS.noAnswer)
      .where('sender', '=', 'user')
      .where('created_at', '>=', since)
      .$if(cursor !== undefined, (query) => query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(cursor!.at, cursor!.id))))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(UNHANDLED_PAGE)
      .execute();
    const added = await phrasingsAmong(db, chatbotId, [...new Set(rows.map((row) => row.content))].filter((content) => !latest.has(content) && !known.has(content)));
    for (const row of rows) {
      if (latest.size >= limit) break;
      // An unsent message (LINE) keeps its place in history with its text gone: nothing to handle.
      if (row.content === '' || latest.has(row.content) || known.has(row.content)) continue;
      // A question the Q&A list has as a phrasing now (added from this list, or written since) is handled.
      if (added.has(normalPhrasing(row.content))) known.add(row.content);
      else latest.set(row.content, { at: row.created_at, id: String(row.id) });
    }
    const last = rows[rows.length - 1];
    if (latest.size >= limit || rows.length < UNHANDLED_PAGE || !last) break;
    before = { at: last.created_at, id: last.id };
  }
  if (latest.size === 0) return [];

  const questions = [...latest.keys()];
  const { rows: counts } = await sql<{ content: string; count: number }>`
    select content, count(*)::int as count
    from conversation_messages
    where chatbot_id = ${chatbotId} and answer_status = ${ANSWER_STATUS.noAnswer} and sender = 'user' and created_at >= ${since}
      and md5(content) = any(${questions.map((question) => createHash('md5').update(question).digest('hex'))}::text[])
      and content = any(${questions}::text[])
    group by content`.execute(db);
  const countOf = new Map(counts.map((row) => [row.content, row.count]));
  const exchangeOf = await exchangesOfUserLines(db, [...latest.values()].map((line) => line.id));
  return questions.map((question) => {
    const line = latest.get(question) as { at: Date; id: string };
    return { question, count: countOf.get(question) ?? 0, lastAskedAt: line.at, exchangeId: exchangeOf.get(line.id) ?? null };
  });
}

/** The bot line answering each user line: written in the same statement, same user, session and time, just after it. */
async function exchangesOfUserLines(db: Kysely<Database>, userLineIds: string[]): Promise<Map<string, string>> {
  const { rows } = await sql<{ user_line: string; exchange_id: string | null }>`
    select u.id::text as user_line, (
      select b.id::text from conversation_messages b
      where b.chatbot_id = u.chatbot_id and b.user_id = u.user_id and b.created_at = u.created_at and b.sid = u.sid and b.sender = 'bot' and b.id > u.id
      order by b.id
      limit 1
    ) as exchange_id
    from conversation_messages u
    where u.id = any(${userLineIds}::bigint[])`.execute(db);
  return new Map(rows.flatMap((row) => (row.exchange_id ? [[row.user_line, row.exchange_id] as const] : [])));
}

/** Questions of each of the account's bots from `from` to `to` included, zeros included. */
export async function questionsPerAccountBot(db: Kysely<Database>, accountId: number, from: Day, to: Day): Promise<{ chatbotId: string; questions: number }[]> {
  const { rows } = await sql<{ chatbot_id: string; questions: number }>`
    select bot.chatbot_id, coalesce(sum(counted.questions), 0)::int as questions
    from chatbots bot
    left join question_daily_counts counted on counted.chatbot_id = bot.chatbot_id and counted.day between ${from}::date and ${to}::date
    where bot.account_id = ${accountId}
    group by bot.chatbot_id
    order by bot.chatbot_id`.execute(db);
  return rows.map((row) => ({ chatbotId: row.chatbot_id, questions: row.questions }));
}

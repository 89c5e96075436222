// Reads behind a bot's overview: sums of the daily question counts (question_daily_counts, kept by the exchange
// writer) and the unhandled questions, read through their partial index.
import { sql, type Kysely } from 'kysely';
import { ANSWER_STATUS } from '../../schema/rules/constants';
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
}

/** The distinct questions since `since` that no group answered, the most recently asked first. */
export async function unhandledQuestions(db: Kysely<Database>, chatbotId: string, since: Date, limit: number): Promise<UnhandledQuestion[]> {
  const { rows } = await sql<{ content: string; count: number; last_asked_at: Date }>`
    select content, count(*)::int as count, max(created_at) as last_asked_at
    from conversation_messages
    where chatbot_id = ${chatbotId} and answer_status = ${ANSWER_STATUS.noAnswer} and sender = 'user' and created_at >= ${since}
    group by content
    order by last_asked_at desc, content
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ question: row.content, count: row.count, lastAskedAt: row.last_asked_at }));
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

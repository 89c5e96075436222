// Reads of the owner's history pages: exchanges (a bot line with the user line it answered) and recommendations,
// newest first by keyset. Callers have already checked that the bot belongs to the signed-in account.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ANSWER_STATUS, type AnswerSource, type AnswerStatus, type Platform } from '../../schema/rules/constants';
import { PREFIXED } from '../answering/pipeline/candidates';
import type { Database } from '../db/schema';
import { likePattern } from '../qa/qa-group.repository';
import type { Feedback, RecommendationSavedStatus } from './conversation.table';
import type { PageCursor } from './page-cursor';

export interface ExchangeFilter {
  platform?: Platform;
  feedback?: Feedback;
  answerStatus?: AnswerStatus;
  /** The source that answered, as `answeredSource` (answered-source.ts) reads a line. */
  source?: AnswerSource;
  /** Instants: `since` included, `until` excluded. */
  since?: Date;
  until?: Date;
  userId?: string;
  sid?: string;
  /** The LINE group or multi-person chat, as recorded (`group:<id>`, `room:<id>`). */
  lineChatId?: string;
  /** Text in the question or the reply, case-insensitive. */
  search?: string;
}

export interface ExchangeRow {
  id: string;
  sid: string;
  user_id: string;
  platform: Platform;
  question: string | null;
  question_unsent: boolean | null;
  platform_conversation: string | null;
  reply: string;
  created_at: Date;
  micros: string;
  answer_status: AnswerStatus | null;
  feedback: Feedback;
  group_id: string | null;
  group_key: string | null;
  group_question: string | null;
}

/** The bot lines `answeredSource` reads as answered by `source`: status 1 naming a group or none, or status 5. */
function answeredBy(source: AnswerSource): RawBuilder<unknown> {
  if (source === 'knowledge') return sql`b.answer_status = ${ANSWER_STATUS.autoQa}`;
  const namesGroup = source === 'qa' ? sql`coalesce(b.group_id, '') <> ''` : sql`coalesce(b.group_id, '') = ''`;
  return sql`(b.answer_status = ${ANSWER_STATUS.answered} and ${namesGroup})`;
}

/** The instant of a cursor, exact to the microsecond. */
const cursorInstant = (cursor: PageCursor) => sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;

function exchangeConditions(chatbotId: string, filter: ExchangeFilter, after: PageCursor | undefined): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`b.chatbot_id = ${chatbotId}`, sql`b.sender = 'bot'`];
  if (filter.platform) conditions.push(sql`b.platform = ${filter.platform}`);
  if (filter.feedback !== undefined) conditions.push(sql`b.feedback = ${filter.feedback}`);
  if (filter.answerStatus !== undefined) conditions.push(sql`b.answer_status = ${filter.answerStatus}`);
  if (filter.source) conditions.push(answeredBy(filter.source));
  if (filter.since) conditions.push(sql`b.created_at >= ${filter.since}`);
  if (filter.until) conditions.push(sql`b.created_at < ${filter.until}`);
  if (filter.userId !== undefined) conditions.push(sql`b.user_id = ${filter.userId}`);
  if (filter.sid !== undefined) conditions.push(sql`b.sid = ${filter.sid}`);
  if (filter.lineChatId !== undefined) conditions.push(sql`b.platform_conversation = ${filter.lineChatId}`);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(sql`(b.content ilike ${pattern} or u.content ilike ${pattern})`);
  }
  if (after) conditions.push(sql`(b.created_at, b.id) < (${cursorInstant(after)}, ${after.id}::bigint)`);
  return sql.join(conditions, sql` and `);
}

/**
 * Exchanges of the bot matching `where`. The user's line of an exchange was written in the same statement as the
 * bot's, with the same user, session and time, and just before it.
 */
const exchangesWhere = (where: RawBuilder<unknown>) => sql`
  select b.id::text as id, b.sid, b.user_id, b.platform, u.content as question, u.unsent_at is not null as question_unsent, b.platform_conversation, b.content as reply, b.created_at,
    (extract(epoch from b.created_at) * 1000000)::bigint::text as micros,
    b.answer_status, b.feedback, b.group_id, g.key as group_key, g.questions->>0 as group_question
  from conversation_messages b
  left join lateral (
    select content, unsent_at from conversation_messages
    where chatbot_id = b.chatbot_id and user_id = b.user_id and created_at = b.created_at and sid = b.sid and sender = 'user' and id < b.id
    order by id desc
    limit 1
  ) u on true
  left join qa_groups g on g.group_id = b.group_id and g.chatbot_id = b.chatbot_id
  where ${where}`;

/** A page of exchanges, newest first. */
export async function listExchanges(db: Kysely<Database>, chatbotId: string, filter: ExchangeFilter, after: PageCursor | undefined, limit: number): Promise<ExchangeRow[]> {
  const { rows } = await sql<ExchangeRow>`${exchangesWhere(exchangeConditions(chatbotId, filter, after))} order by b.created_at desc, b.id desc limit ${limit}`.execute(db);
  return rows;
}

/**
 * How many exchanges `filter` matches, counted up to `cap` + 1 (so a caller can say "more than `cap`"): a long history
 * is not read to its end for a number on the first page.
 */
export async function countExchanges(db: Kysely<Database>, chatbotId: string, filter: ExchangeFilter, cap: number): Promise<number> {
  // The user's line is joined only when the search needs its text.
  const userLine = filter.search
    ? sql`left join lateral (
        select content from conversation_messages
        where chatbot_id = b.chatbot_id and user_id = b.user_id and created_at = b.created_at and sid = b.sid and sender = 'user' and id < b.id
        order by id desc
        limit 1
      ) u on true`
    : sql``;
  const { rows } = await sql<{ matched: number }>`
    select count(*)::int as matched from (
      select 1 from conversation_messages b ${userLine}
      where ${exchangeConditions(chatbotId, filter, undefined)}
      limit ${cap + 1}
    ) counted`.execute(db);
  return rows[0]?.matched ?? 0;
}

/** One exchange of the bot, by its bot line's id. */
export async function findExchange(db: Kysely<Database>, chatbotId: string, id: string): Promise<ExchangeRow | undefined> {
  const { rows } = await sql<ExchangeRow>`${exchangesWhere(sql`b.chatbot_id = ${chatbotId} and b.sender = 'bot' and b.id = ${id}::bigint`)}`.execute(db);
  return rows[0];
}

export interface RecommendationFilter {
  saved?: RecommendationSavedStatus;
  platform?: Platform;
  since?: Date;
  until?: Date;
}

export interface RecommendationListRow {
  id: string;
  original_question: string;
  selected_question: string;
  group_id: string;
  platform: Platform;
  user_id: string;
  created_at: Date;
  micros: string;
  /** The stored status, or 2 (no Q&A group) when the tapped group is gone. */
  saved: RecommendationSavedStatus;
  group_key: string | null;
}

/** A tapped AutoFAQ answer or passage: its button id is prefixed with its source (buttonIdOf, candidates.ts). */
const tappedOtherSource = sql.join(
  PREFIXED.map((source) => sql`r.group_id like ${`${source}:%`}`),
  sql` or `,
);

/**
 * The saved status as the log shows it: for a tapped Q&A group, 2 whenever the group no longer exists; a tapped AutoFAQ
 * answer or passage keeps its stored status.
 */
const shownStatus = sql`case when ${tappedOtherSource} then r.saved_status when g.group_id is null then 2 else r.saved_status end`;

const RECOMMENDATION_COLUMNS = sql`
  r.id::text as id, r.original_question, r.selected_question, r.group_id, r.platform, r.user_id, r.created_at,
  (extract(epoch from r.created_at) * 1000000)::bigint::text as micros, ${shownStatus}::int as saved, g.key as group_key`;

export async function listRecommendations(
  db: Kysely<Database>,
  chatbotId: string,
  filter: RecommendationFilter,
  after: PageCursor | undefined,
  limit: number,
): Promise<RecommendationListRow[]> {
  const conditions: RawBuilder<unknown>[] = [sql`r.chatbot_id = ${chatbotId}`];
  if (filter.saved !== undefined) conditions.push(sql`${shownStatus} = ${filter.saved}`);
  if (filter.platform) conditions.push(sql`r.platform = ${filter.platform}`);
  if (filter.since) conditions.push(sql`r.created_at >= ${filter.since}`);
  if (filter.until) conditions.push(sql`r.created_at < ${filter.until}`);
  if (after) conditions.push(sql`(r.created_at, r.id) < (${cursorInstant(after)}, ${after.id}::bigint)`);
  const { rows } = await sql<RecommendationListRow>`
    select ${RECOMMENDATION_COLUMNS}
    from recommendations r
    left join qa_groups g on g.group_id = r.group_id and g.chatbot_id = r.chatbot_id
    where ${sql.join(conditions, sql` and `)}
    order by r.created_at desc, r.id desc
    limit ${limit}`.execute(db);
  return rows;
}

export async function findRecommendation(db: Kysely<Database>, chatbotId: string, id: string): Promise<RecommendationListRow | undefined> {
  const { rows } = await sql<RecommendationListRow>`
    select ${RECOMMENDATION_COLUMNS}
    from recommendations r
    left join qa_groups g on g.group_id = r.group_id and g.chatbot_id = r.chatbot_id
    where r.chatbot_id = ${chatbotId} and r.id = ${id}::bigint`.execute(db);
  return rows[0];
}

/** Marks a record not saved yet as `status`; false when it was no longer 0 (saved meanwhile). */
export async function claimRecommendation(db: Kysely<Database>, chatbotId: string, id: string, status: RecommendationSavedStatus): Promise<boolean> {
  const claimed = await db
    .updateTable('recommendations')
    .set({ saved_status: status })
    .where('chatbot_id', '=', chatbotId)
    .where('id', '=', id)
    .where('saved_status', '=', 0)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function setRecommendationStatus(db: Kysely<Database>, chatbotId: string, id: string, status: RecommendationSavedStatus): Promise<void> {
  await db.updateTable('recommendations').set({ saved_status: status }).where('chatbot_id', '=', chatbotId).where('id', '=', id).execute();
}

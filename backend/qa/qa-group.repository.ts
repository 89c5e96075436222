// Queries on Q&A groups. Callers have already checked that the bot belongs to the signed-in account.
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { QaGroupRow, QaGroupTable } from './qa.table';
import type { SettingField } from './qa-csv-settings';

/** Insert rows per statement: keeps big imports well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

export interface GroupPageQuery {
  chatbotId: string;
  search: string;
  page: number;
  pageSize: number;
}

/** LIKE treats % and _ as wildcards; a user's search text must match them literally. Lower case, as search_text is. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listGroupPage(db: Kysely<Database>, query: GroupPageQuery): Promise<{ rows: QaGroupRow[]; total: number }> {
  let base = db.selectFrom('qa_groups').where('chatbot_id', '=', query.chatbotId);
  if (query.search) base = base.where('search_text', 'like', likePattern(query.search));
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total };
}

/** What a group picker shows of a group. */
export type GroupPick = Pick<QaGroupRow, 'group_id' | 'key' | 'questions' | 'created_at'>;

/** The bot's groups among groupIds or whose text holds `text` (case-insensitive). */
export function findGroupsByIdOrText(db: Kysely<Database>, chatbotId: string, groupIds: string[], text: string): Promise<GroupPick[]> {
  return db
    .selectFrom('qa_groups')
    .select(['group_id', 'key', 'questions', 'created_at'])
    .where('chatbot_id', '=', chatbotId)
    .where((eb) => eb.or([eb('search_text', 'like', likePattern(text)), ...(groupIds.length > 0 ? [eb('group_id', 'in', groupIds)] : [])]))
    .execute();
}

/** The bot's newest groups. */
/**
 * The bot's oldest group having `question` as a question, width folded (NFKC), trimmed and case aside, as matching would
 * take it: two groups with one question make the answer depend on which the index ranks first.
 */
export async function findGroupWithQuestion(db: Kysely<Database>, chatbotId: string, question: string): Promise<Pick<QaGroupRow, 'group_id' | 'key'> | undefined> {
  const { rows } = await sql<Pick<QaGroupRow, 'group_id' | 'key'>>`
    select g.group_id, g.key from qa_groups g
    where g.chatbot_id = ${chatbotId}
      and exists (select 1 from jsonb_array_elements_text(g.questions) as q(value) where lower(btrim(normalize(q.value, NFKC))) = ${question.normalize('NFKC').trim().toLowerCase()})
    order by g.created_at, g.group_id
    limit 1`.execute(db);
  return rows[0];
}

export function newestGroups(db: Kysely<Database>, chatbotId: string, limit: number): Promise<GroupPick[]> {
  return db.selectFrom('qa_groups').select(['group_id', 'key', 'questions', 'created_at']).where('chatbot_id', '=', chatbotId).orderBy('created_at', 'desc').orderBy('key').limit(limit).execute();
}

/** Every group of a bot, oldest first (the order of export files and of the trained index). */
export function listAllGroups(db: Kysely<Database>, chatbotId: string): Promise<QaGroupRow[]> {
  return db.selectFrom('qa_groups').selectAll().where('chatbot_id', '=', chatbotId).orderBy('created_at').orderBy('key').execute();
}

export async function countBotGroups(db: Kysely<Database>, chatbotId: string): Promise<number> {
  const row = await db.selectFrom('qa_groups').select(sql<number>`count(*)::int`.as('count')).where('chatbot_id', '=', chatbotId).executeTakeFirstOrThrow();
  return row.count;
}

/** When the bot's Q&A list last changed (its newest group edit), or null without groups. */
export async function lastGroupEdit(db: Kysely<Database>, chatbotId: string): Promise<Date | null> {
  const row = await db.selectFrom('qa_groups').select(sql<Date | null>`max(updated_at)`.as('at')).where('chatbot_id', '=', chatbotId).executeTakeFirstOrThrow();
  return row.at;
}

/** Groups across every bot of the account: what the plan's qa_group_limit counts. */
export async function countAccountGroups(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('qa_groups')
    .innerJoin('chatbots', 'chatbots.chatbot_id', 'qa_groups.chatbot_id')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('chatbots.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The bot's groups among groupIds, with what a reply needs of them (a trained index may name groups deleted since). */
export async function findReplyGroups(db: Kysely<Database>, chatbotId: string, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('qa_groups')
    .select(['group_id', 'answers', 'answer_mode', 'similar_enabled', 'postback_choices'])
    .where('group_id', 'in', groupIds)
    .where('chatbot_id', '=', chatbotId)
    .execute();
}

export function findGroup(db: Kysely<Database>, chatbotId: string, groupId: string): Promise<QaGroupRow | undefined> {
  return db.selectFrom('qa_groups').selectAll().where('chatbot_id', '=', chatbotId).where('group_id', '=', groupId).executeTakeFirst();
}

export async function existingKeys(db: Kysely<Database>, chatbotId: string, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += INSERT_CHUNK) {
    const chunk = keys.slice(start, start + INSERT_CHUNK);
    const rows = await db.selectFrom('qa_groups').select('key').where('chatbot_id', '=', chatbotId).where('key', 'in', chunk).execute();
    rows.forEach((row) => found.add(row.key));
  }
  return found;
}

/** The group a console create with this request key made, if the bot still has it. */
export function findGroupByRequestKey(db: Kysely<Database>, chatbotId: string, requestKey: string): Promise<QaGroupRow | undefined> {
  return db.selectFrom('qa_groups').selectAll().where('chatbot_id', '=', chatbotId).where('request_key', '=', requestKey).executeTakeFirst();
}

export function insertGroup(db: Kysely<Database>, group: Insertable<QaGroupTable>): Promise<QaGroupRow> {
  return db.insertInto('qa_groups').values(group).returningAll().executeTakeFirstOrThrow();
}

/** Changes a group; with `expectedUpdatedAt`, only while it is still as of then (to the millisecond the API shows). */
export function updateGroup(db: Kysely<Database>, chatbotId: string, groupId: string, changes: Updateable<QaGroupTable>, expectedUpdatedAt?: Date): Promise<QaGroupRow | undefined> {
  let query = db.updateTable('qa_groups').set(changes).where('chatbot_id', '=', chatbotId).where('group_id', '=', groupId);
  if (expectedUpdatedAt) query = query.where(sql<Date>`date_trunc('milliseconds', updated_at)`, '=', expectedUpdatedAt);
  return query.returningAll().executeTakeFirst();
}

export async function deleteGroup(db: Kysely<Database>, chatbotId: string, groupId: string): Promise<boolean> {
  const result = await db.deleteFrom('qa_groups').where('chatbot_id', '=', chatbotId).where('group_id', '=', groupId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Creates groups whose key is new and replaces the questions and answers of those whose key exists, and the settings
 * named in `settings` (those an import file has columns for); the others an owner chose in the console survive.
 */
export async function upsertGroupsByKey(db: Kysely<Database>, groups: Insertable<QaGroupTable>[], settings: SettingField[] = []): Promise<void> {
  for (let start = 0; start < groups.length; start += INSERT_CHUNK) {
    await db
      .insertInto('qa_groups')
      .values(groups.slice(start, start + INSERT_CHUNK))
      .onConflict((conflict) =>
        conflict.columns(['chatbot_id', 'key']).doUpdateSet((eb) => ({
          questions: eb.ref('excluded.questions'),
          answers: eb.ref('excluded.answers'),
          search_text: eb.ref('excluded.search_text'),
          updated_at: eb.ref('excluded.updated_at'),
          ...Object.fromEntries(settings.map((field) => [field, eb.ref(`excluded.${field}`)])),
        })),
      )
      .execute();
  }
}

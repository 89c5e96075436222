// Reads and writes a bot's topics, their groups, its menu keyword and each conversation's chosen topic.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TopicRow } from './topic.table';

export interface TopicWithGroups extends TopicRow {
  /** In the topic's order; only groups the bot still has. */
  groups: { group_id: string; question: string }[];
}

export async function listTopics(db: Kysely<Database>, chatbotId: string): Promise<TopicWithGroups[]> {
  const topics = await db.selectFrom('topics').selectAll().where('chatbot_id', '=', chatbotId).orderBy('position').orderBy('created_at').execute();
  if (topics.length === 0) return [];
  const members = await db
    .selectFrom('topic_groups')
    .innerJoin('qa_groups', 'qa_groups.group_id', 'topic_groups.group_id')
    .select(['topic_groups.topic_id', 'topic_groups.group_id', sql<string>`coalesce(qa_groups.questions->>0, '')`.as('question')])
    .where('topic_groups.topic_id', 'in', topics.map((topic) => topic.topic_id))
    .orderBy('topic_groups.position')
    .execute();
  return topics.map((topic) => ({
    ...topic,
    groups: members.filter((member) => member.topic_id === topic.topic_id).map(({ group_id, question }) => ({ group_id, question })),
  }));
}

export async function findTopic(db: Kysely<Database>, chatbotId: string, topicId: string): Promise<TopicRow | undefined> {
  return db.selectFrom('topics').selectAll().where('chatbot_id', '=', chatbotId).where('topic_id', '=', topicId).executeTakeFirst();
}

/** The topic a console create with this request key made, if the bot still has it. */
export async function findTopicByRequestKey(db: Kysely<Database>, chatbotId: string, requestKey: string): Promise<TopicRow | undefined> {
  return db.selectFrom('topics').selectAll().where('chatbot_id', '=', chatbotId).where('request_key', '=', requestKey).executeTakeFirst();
}

export async function countTopics(db: Kysely<Database>, chatbotId: string): Promise<number> {
  const row = await db.selectFrom('topics').select((eb) => eb.fn.countAll<string>().as('count')).where('chatbot_id', '=', chatbotId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Writes each topic's position as its index in topicIds. */
export async function writeOrder(db: Kysely<Database>, chatbotId: string, topicIds: string[]): Promise<void> {
  if (topicIds.length === 0) return;
  await sql`
    update topics set position = o.position
    from unnest(${topicIds}::text[]) with ordinality as o(topic_id, position)
    where topics.chatbot_id = ${chatbotId} and topics.topic_id = o.topic_id`.execute(db);
  await sql`update topics set position = position - 1 where chatbot_id = ${chatbotId}`.execute(db);
}

/** The bot's groups among groupIds. */
export async function existingGroups(db: Kysely<Database>, chatbotId: string, groupIds: string[]): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db.selectFrom('qa_groups').select('group_id').where('chatbot_id', '=', chatbotId).where('group_id', 'in', groupIds).execute();
  return new Set(rows.map((row) => row.group_id));
}

export async function replaceTopicGroups(db: Kysely<Database>, topicId: string, groupIds: string[]): Promise<void> {
  await db.deleteFrom('topic_groups').where('topic_id', '=', topicId).execute();
  if (groupIds.length > 0) await db.insertInto('topic_groups').values(groupIds.map((groupId, position) => ({ topic_id: topicId, group_id: groupId, position }))).execute();
}

export async function readMenuKeyword(db: Kysely<Database>, chatbotId: string): Promise<string | null> {
  const row = await db.selectFrom('topic_settings').select('menu_keyword').where('chatbot_id', '=', chatbotId).executeTakeFirst();
  return row?.menu_keyword ?? null;
}

export async function writeMenuKeyword(db: Kysely<Database>, chatbotId: string, menuKeyword: string | null): Promise<void> {
  await db
    .insertInto('topic_settings')
    .values({ chatbot_id: chatbotId, menu_keyword: menuKeyword })
    .onConflict((oc) => oc.column('chatbot_id').doUpdateSet({ menu_keyword: menuKeyword }))
    .execute();
}

/** What a turn needs to know, in one round trip: whether the bot has a menu, its keyword, and the user's live choice. */
export interface TopicTurnState {
  hasTopics: boolean;
  menuKeyword: string | null;
  chosenTopicId: string | null;
}

export async function readTurnState(db: Kysely<Database>, chatbotId: string, userId: string, liveSince: Date): Promise<TopicTurnState> {
  const { rows } = await sql<{ has_topics: boolean; menu_keyword: string | null; chosen: string | null }>`
    select
      exists (select 1 from topics where chatbot_id = ${chatbotId} and active) as has_topics,
      (select menu_keyword from topic_settings where chatbot_id = ${chatbotId}) as menu_keyword,
      (select topic_id from topic_choices where chatbot_id = ${chatbotId} and user_id = ${userId} and last_at > ${liveSince}) as chosen`.execute(db);
  const row = rows[0];
  return { hasTopics: row?.has_topics ?? false, menuKeyword: row?.menu_keyword ?? null, chosenTopicId: row?.chosen ?? null };
}

export async function hasActiveTopics(db: Kysely<Database>, chatbotId: string): Promise<boolean> {
  const row = await db.selectFrom('topics').select('topic_id').where('chatbot_id', '=', chatbotId).where('active', '=', true).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The active topic's groups in order; undefined when the bot has no such active topic. */
export async function activeTopicGroups(db: Kysely<Database>, chatbotId: string, topicId: string): Promise<{ topic: TopicRow; groups: { group_id: string; question: string }[] } | undefined> {
  const topic = await findTopic(db, chatbotId, topicId);
  if (!topic?.active) return undefined;
  const groups = await db
    .selectFrom('topic_groups')
    .innerJoin('qa_groups', 'qa_groups.group_id', 'topic_groups.group_id')
    .select(['topic_groups.group_id', sql<string>`coalesce(qa_groups.questions->>0, '')`.as('question')])
    .where('topic_groups.topic_id', '=', topicId)
    .orderBy('topic_groups.position')
    .execute();
  return { topic, groups };
}

/** Sets (or refreshes) the user's chosen topic. */
export async function writeChoice(db: Kysely<Database>, choice: { chatbotId: string; userId: string; topicId: string; at: Date }): Promise<void> {
  await db
    .insertInto('topic_choices')
    .values({ chatbot_id: choice.chatbotId, user_id: choice.userId, topic_id: choice.topicId, last_at: choice.at })
    .onConflict((oc) => oc.columns(['chatbot_id', 'user_id']).doUpdateSet({ topic_id: choice.topicId, last_at: choice.at }))
    .execute();
}

export async function clearChoice(db: Kysely<Database>, chatbotId: string, userId: string): Promise<void> {
  await db.deleteFrom('topic_choices').where('chatbot_id', '=', chatbotId).where('user_id', '=', userId).execute();
}

/** The groups of a topic, for the close-call preference. */
export async function topicGroupIds(db: Kysely<Database>, topicId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('topic_groups').select('group_id').where('topic_id', '=', topicId).execute();
  return new Set(rows.map((row) => row.group_id));
}

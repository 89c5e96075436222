// The topic Q&A page's operations on one of the signed-in account's bots: list, create, update (name, description,
// active, place), delete, set a topic's groups, reorder, and the menu keyword. Every answer is the bot's topic data.
import { randomUUID } from 'node:crypto';
import type { TopicDataDTO, TopicDTO } from '../../schema/rest';
import { MSG } from '../../schema/rules/validation';
import { DEFAULT_MENU_KEYWORDS, TOPICS_PER_BOT_MAX, type TopicCreateBody, type TopicUpdateBody } from '../../schema/rules/topics';
import { lockChatbotRow } from '../chatbots/chatbot.repository';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import { notFound, validationFailed } from '../http/errors';
import {
  countTopics,
  existingGroups,
  findTopic,
  findTopicByRequestKey,
  listTopics,
  readMenuKeyword,
  replaceTopicGroups,
  writeMenuKeyword,
  writeOrder,
  type TopicWithGroups,
} from './topic.repository';

const toTopicDTO = (topic: TopicWithGroups): TopicDTO => ({
  topic_id: topic.topic_id,
  name: topic.name,
  description: topic.description,
  active: topic.active,
  position: topic.position,
  groups: topic.groups,
  created_at: topic.created_at.toISOString(),
  updated_at: topic.updated_at.toISOString(),
});

/** The keyword the bot answers with its menu: the owner's, else its language's default ('' = none). */
export const effectiveMenuKeyword = (menuKeyword: string | null, bot: Pick<ChatbotRow, 'language'>): string => menuKeyword ?? DEFAULT_MENU_KEYWORDS[bot.language];

export async function topicData(ctx: BackendContext, bot: ChatbotRow): Promise<TopicDataDTO> {
  const [topics, menuKeyword] = await Promise.all([listTopics(ctx.db, bot.chatbot_id), readMenuKeyword(ctx.db, bot.chatbot_id)]);
  return { chatbot_id: bot.chatbot_id, menu_keyword: menuKeyword, effective_menu_keyword: effectiveMenuKeyword(menuKeyword, bot), topics: topics.map(toTopicDTO) };
}

/** Runs a change of the bot's topics in a transaction holding the bot's lock, then answers the data. */
async function changeTopics(ctx: BackendContext, bot: ChatbotRow, change: (trx: Kysely<Database>) => Promise<void>): Promise<TopicDataDTO> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockChatbotRow(trx, bot.chatbot_id);
    await change(trx);
  });
  await ctx.botChanges.announce(bot.chatbot_id, 'topics');
  return topicData(ctx, bot);
}

async function ownedTopic(db: Kysely<Database>, bot: ChatbotRow, topicId: string) {
  const topic = await findTopic(db, bot.chatbot_id, topicId);
  if (!topic) throw notFound();
  return topic;
}

const orderedIds = async (db: Kysely<Database>, chatbotId: string) => (await listTopics(db, chatbotId)).map((topic) => topic.topic_id);

/**
 * A topic at the end of the menu. With a `request_key` the bot has seen (the same dialog's create sent again because its
 * answer was lost), the topic that create made takes this name and description instead of a second one being added;
 * looked for under the bot's topic lock, so the same create twice at once makes one topic.
 */
export function createTopic(ctx: BackendContext, bot: ChatbotRow, body: TopicCreateBody): Promise<TopicDataDTO> {
  const { request_key: requestKey, ...content } = body;
  return changeTopics(ctx, bot, async (trx) => {
    const made = requestKey === undefined ? undefined : await findTopicByRequestKey(trx, bot.chatbot_id, requestKey);
    if (made) {
      if (made.name !== content.name || made.description !== content.description) await trx.updateTable('topics').set({ ...content, updated_at: ctx.now() }).where('topic_id', '=', made.topic_id).execute();
      return;
    }
    const count = await countTopics(trx, bot.chatbot_id);
    if (count >= TOPICS_PER_BOT_MAX) throw validationFailed([{ field: 'name', message: MSG.tooLong }], `A bot has at most ${TOPICS_PER_BOT_MAX} topics.`);
    const now = ctx.now();
    await trx
      .insertInto('topics')
      .values({ topic_id: randomUUID(), chatbot_id: bot.chatbot_id, ...content, position: count, request_key: requestKey ?? null, created_at: now, updated_at: now })
      .execute();
  });
}

export function updateTopic(ctx: BackendContext, bot: ChatbotRow, topicId: string, body: TopicUpdateBody): Promise<TopicDataDTO> {
  return changeTopics(ctx, bot, async (trx) => {
    await ownedTopic(trx, bot, topicId);
    const { position, ...fields } = body;
    await trx.updateTable('topics').set({ ...fields, updated_at: ctx.now() }).where('topic_id', '=', topicId).execute();
    if (position === undefined) return;
    const others = (await orderedIds(trx, bot.chatbot_id)).filter((id) => id !== topicId);
    others.splice(Math.min(position, others.length), 0, topicId);
    await writeOrder(trx, bot.chatbot_id, others);
  });
}

export function deleteTopic(ctx: BackendContext, bot: ChatbotRow, topicId: string): Promise<TopicDataDTO> {
  return changeTopics(ctx, bot, async (trx) => {
    await ownedTopic(trx, bot, topicId);
    await trx.deleteFrom('topics').where('topic_id', '=', topicId).execute();
    await writeOrder(trx, bot.chatbot_id, await orderedIds(trx, bot.chatbot_id));
  });
}

/** A topic's groups, in order: every id must be one of the bot's groups (400 naming the others, nothing changes). */
export function setTopicGroups(ctx: BackendContext, bot: ChatbotRow, topicId: string, groupIds: string[]): Promise<TopicDataDTO> {
  return changeTopics(ctx, bot, async (trx) => {
    await ownedTopic(trx, bot, topicId);
    const known = await existingGroups(trx, bot.chatbot_id, groupIds);
    const unknown = groupIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw validationFailed([{ field: 'group_ids', message: MSG.invalidValue }], `Not groups of this bot: ${unknown.join(', ')}`);
    await replaceTopicGroups(trx, topicId, groupIds);
    await trx.updateTable('topics').set({ updated_at: ctx.now() }).where('topic_id', '=', topicId).execute();
  });
}

/** The new order names every topic of the bot exactly once. */
export function reorderTopics(ctx: BackendContext, bot: ChatbotRow, topicIds: string[]): Promise<TopicDataDTO> {
  return changeTopics(ctx, bot, async (trx) => {
    const current = await orderedIds(trx, bot.chatbot_id);
    const same = current.length === topicIds.length && current.every((id) => topicIds.includes(id));
    if (!same) throw validationFailed([{ field: 'topic_ids', message: MSG.invalidValue }], "The order must name each of the bot's topics once.");
    await writeOrder(trx, bot.chatbot_id, topicIds);
  });
}

export async function setMenuKeyword(ctx: BackendContext, bot: ChatbotRow, menuKeyword: string | null): Promise<TopicDataDTO> {
  await writeMenuKeyword(ctx.db, bot.chatbot_id, menuKeyword);
  return topicData(ctx, bot);
}

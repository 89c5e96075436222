// The reply pipeline's topic step (before any tapped button or source): a tapped `topic:` button or the bot's menu
// keyword answers with the topic menu or a topic's questions; a topic chosen in this conversation (until the
// conversation idle time passes without it being used) makes its groups win close calls (topic-preference.ts).
// A bot without active topics costs one small read and changes nothing.
import type { PublicButton } from '../../schema/rest';
import { ANSWER_STATUS, CONVERSATION_IDLE_MS } from '../../schema/rules/constants';
import { MENU_BUTTON_TEXT, MENU_REPLY_TEXT, TOPIC_BUTTON_PREFIX, TOPIC_MENU_BUTTON_ID, TOPIC_REPLY_TEXT } from '../../schema/rules/topics';
import type { PublicMessageBody } from '../../schema/rules/validation';
import { normalise } from '../answering/normalise';
import type { Choice } from '../answering/pipeline/choose';
import type { PublicBot } from '../channels/public-bot.cache';
import type { BackendContext } from '../context';
import { preferTopicGroups, type PreferenceOptions } from './topic-preference';
import { activeTopicGroups, hasActiveTopics, listTopics, readTurnState, topicGroupIds, writeChoice } from './topic.repository';
import { effectiveMenuKeyword } from './topic.service';

export interface TopicReply {
  text: string;
  buttons: PublicButton[];
  answerStatus: typeof ANSWER_STATUS.options;
}

export interface TopicStep {
  /** The menu or a topic's questions, when the turn asked for them. */
  reply?: TopicReply;
  /** The chosen topic's preference applied to the pipeline's choice (the choice itself when no topic is chosen). */
  prefer(choice: Choice, options: PreferenceOptions): Choice;
}

const UNCHANGED: TopicStep = { prefer: (choice) => choice };

/** The button after the greeting that opens the menu, when the bot has active topics. */
export async function greetingButtons(ctx: BackendContext, bot: Pick<PublicBot, 'chatbotId' | 'language'>): Promise<PublicButton[]> {
  if (!(await hasActiveTopics(ctx.db, bot.chatbotId))) return [];
  return [{ id: TOPIC_MENU_BUTTON_ID, oriQue: '', text: MENU_BUTTON_TEXT[bot.language] }];
}

/** The active topics that list a group, as buttons; none when the bot has none. */
async function menuReply(ctx: BackendContext, bot: PublicBot, question: string): Promise<TopicReply | undefined> {
  const topics = (await listTopics(ctx.db, bot.chatbotId)).filter((topic) => topic.active && topic.groups.length > 0);
  if (topics.length === 0) return undefined;
  const buttons = topics.map((topic) => ({ id: `${TOPIC_BUTTON_PREFIX}${topic.topic_id}`, oriQue: question, text: topic.name }));
  return { text: MENU_REPLY_TEXT[bot.language], buttons, answerStatus: ANSWER_STATUS.options };
}

/** A topic's questions as buttons of its groups (a tap is answered, and logged, as any similar question's). */
async function topicReply(ctx: BackendContext, bot: PublicBot, userId: string, topicId: string): Promise<TopicReply | undefined> {
  const found = await activeTopicGroups(ctx.db, bot.chatbotId, topicId);
  if (!found || found.groups.length === 0) return undefined;
  await writeChoice(ctx.db, { chatbotId: bot.chatbotId, userId, topicId, at: ctx.now() });
  const { topic, groups } = found;
  const buttons = groups.map((group) => ({ id: group.group_id, oriQue: topic.name, text: group.question }));
  return { text: topic.description || TOPIC_REPLY_TEXT[bot.language], buttons, answerStatus: ANSWER_STATUS.options };
}

const folded = (text: string) => normalise(text).replace(/\s+/g, ' ').trim();

export async function topicStep(ctx: BackendContext, turn: { bot: PublicBot; body: PublicMessageBody }): Promise<TopicStep> {
  const { bot, body } = turn;
  const question = body.message.text;
  const postbackId = body.type === 'postback' ? body.message.id : undefined;
  if (postbackId?.startsWith(TOPIC_BUTTON_PREFIX)) {
    const topicId = postbackId.slice(TOPIC_BUTTON_PREFIX.length);
    const reply = postbackId === TOPIC_MENU_BUTTON_ID ? await menuReply(ctx, bot, question) : await topicReply(ctx, bot, body.userId, topicId);
    return reply ? { ...UNCHANGED, reply } : UNCHANGED;
  }
  if (!(await ctx.caches.topics.get(bot.chatbotId))) return UNCHANGED;
  const state = await readTurnState(ctx.db, bot.chatbotId, body.userId, new Date(ctx.now().getTime() - CONVERSATION_IDLE_MS));
  if (!state.hasTopics) return UNCHANGED;
  const keyword = folded(effectiveMenuKeyword(state.menuKeyword, bot));
  if (!postbackId && keyword !== '' && folded(question) === keyword) {
    const reply = await menuReply(ctx, bot, question);
    if (reply) return { ...UNCHANGED, reply };
  }
  if (!state.chosenTopicId) return UNCHANGED;
  const topicId = state.chosenTopicId;
  const [groups] = await Promise.all([topicGroupIds(ctx.db, topicId), writeChoice(ctx.db, { chatbotId: bot.chatbotId, userId: body.userId, topicId, at: ctx.now() })]);
  return { prefer: (choice, options) => preferTopicGroups(choice, groups, options) };
}

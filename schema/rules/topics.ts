// Topic Q&A (PRODUCT.md §2): the owner arranges a bot's Q&A groups into ordered topics; end users open the topic menu
// with a menu keyword or the button after the greeting. Limits and request bodies, shared by backend, BFF and web.
import { z } from 'zod';
import type { Language } from './constants';
import { MSG, requestKeySchema, text } from './validation';

export const TOPIC_NAME_MAX_CHARS = 40;
export const TOPIC_DESCRIPTION_MAX_CHARS = 200;
export const TOPIC_MENU_KEYWORD_MAX_CHARS = 30;
/** A bot's topics; LINE shows at most 13 quick replies, so a menu longer than that is cut by the channel. */
export const TOPICS_PER_BOT_MAX = 50;
export const TOPIC_GROUPS_MAX = 100;

/** The menu keyword a bot answers when its owner has not set one: by the bot's language (normalise() folds 選單/选单). */
export const DEFAULT_MENU_KEYWORDS: Record<Language, string> = { tw: '選單', cn: '选单', en: 'menu', jp: 'メニュー' };

/** What the menu button after the greeting says, by the bot's language. */
export const MENU_BUTTON_TEXT: Record<Language, string> = { tw: '主題選單', cn: '主题菜单', en: 'Topics', jp: 'トピック一覧' };

/** The reply above the topic buttons, and above a topic's questions (its description when it has one). */
export const MENU_REPLY_TEXT: Record<Language, string> = { tw: '請選擇主題：', cn: '请选择主题：', en: 'Choose a topic:', jp: 'トピックを選んでください：' };
export const TOPIC_REPLY_TEXT: Record<Language, string> = { tw: '請選擇問題：', cn: '请选择问题：', en: 'Choose a question:', jp: '質問を選んでください：' };

/** Button ids of the topic menu: `topic:menu` opens the menu, `topic:<topicId>` a topic's questions. */
export const TOPIC_BUTTON_PREFIX = 'topic:';
export const TOPIC_MENU_BUTTON_ID = 'topic:menu';

const name = text().trim().min(1, MSG.required).max(TOPIC_NAME_MAX_CHARS, MSG.tooLong);
const description = text().trim().max(TOPIC_DESCRIPTION_MAX_CHARS, MSG.tooLong);
const id = z.string().min(1).max(100);

/** POST /topic/{botId}/topics; with the dialog's `request_key` (validation.ts), a create sent again makes one topic. */
export const topicCreateSchema = z.object({ name, description: description.default(''), request_key: requestKeySchema.optional() });
export type TopicCreateBody = z.infer<typeof topicCreateSchema>;

/** PUT /topic/{botId}/topics/{topicId}: any of name, description, active, position (0-based; the others move to make room). */
export const topicUpdateSchema = z
  .object({
    name: name.optional(),
    description: description.optional(),
    active: z.boolean().optional(),
    position: z.number().int().min(0).max(TOPICS_PER_BOT_MAX).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), MSG.required);
export type TopicUpdateBody = z.infer<typeof topicUpdateSchema>;

const uniqueIds = (max: number) =>
  z
    .array(id)
    .max(max, MSG.tooLong)
    .refine((ids) => new Set(ids).size === ids.length, MSG.duplicate);

/** PUT /topic/{botId}/topics/{topicId}/groups: the topic's groups, in the order its menu lists them. */
export const topicGroupsSchema = z.object({ group_ids: uniqueIds(TOPIC_GROUPS_MAX) });
export type TopicGroupsBody = z.infer<typeof topicGroupsSchema>;

/** PUT /topic/{botId}/order: every topic of the bot, in their new order. */
export const topicOrderSchema = z.object({ topic_ids: uniqueIds(TOPICS_PER_BOT_MAX) });
export type TopicOrderBody = z.infer<typeof topicOrderSchema>;

/** PUT /topic/{botId}/settings: the menu keyword; null = the language's default, '' = no keyword (greeting button only). */
export const topicSettingsSchema = z.object({ menu_keyword: text().trim().max(TOPIC_MENU_KEYWORD_MAX_CHARS, MSG.tooLong).nullable() });
export type TopicSettingsBody = z.infer<typeof topicSettingsSchema>;

// /topic/{botId}/*: the topic Q&A of one of the signed-in account's bots — its topics (name, description, active,
// order), the groups each lists, and the menu keyword. Every answer is the bot's topic data as it now is.
import { z } from 'zod';
import { topicCreateSchema, topicGroupsSchema, topicOrderSchema, topicSettingsSchema, topicUpdateSchema } from '../../schema/rules/topics';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { defineRoute, type Route } from '../http/route';
import { createTopic, deleteTopic, reorderTopics, setMenuKeyword, setTopicGroups, topicData, updateTopic } from './topic.service';

const topicParams = z.object({ topicId: z.string().max(100) });
const data = (description: string, status = 200) => ({ status, description, schema: 'TopicData' });

export const topicRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/:botId/topics/',
    summary: "The bot's topics (in menu order) and menu keyword",
    session: true,
    bot: true,
    answer: data('Topics'),
    handler: ({ ctx, res }) => topicData(ctx, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/topics/',
    summary: 'Add a topic at the end of the menu; sent again with the same request_key, it changes the topic the first request made instead of adding another',
    session: true,
    bot: true,
    body: topicCreateSchema,
    answer: data('Added', 201),
    handler: ({ ctx, res, body }) => createTopic(ctx, ownedBotOf(res), body),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/topics/:topicId/',
    summary: "Change a topic's name, description, active flag or place (0-based; the others move to make room)",
    session: true,
    bot: true,
    params: topicParams,
    body: topicUpdateSchema,
    answer: data('Changed'),
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params, body }) => updateTopic(ctx, ownedBotOf(res), params.topicId, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/:botId/topics/:topicId/',
    summary: 'Delete a topic (its groups stay in the Q&A list)',
    session: true,
    bot: true,
    params: topicParams,
    answer: data('Deleted'),
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params }) => deleteTopic(ctx, ownedBotOf(res), params.topicId),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/topics/:topicId/groups/',
    summary: "Set a topic's Q&A groups, in the order its menu lists them",
    description: 'A group may be in several topics. Every id must be one of the bot’s groups, else 400 and nothing changes. Deleting a group removes it from its topics.',
    session: true,
    bot: true,
    params: topicParams,
    body: topicGroupsSchema,
    answer: data('Set'),
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params, body }) => setTopicGroups(ctx, ownedBotOf(res), params.topicId, body.group_ids),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/order/',
    summary: 'Reorder the topics: every topic id of the bot, once each, in the new order',
    session: true,
    bot: true,
    body: topicOrderSchema,
    answer: data('Reordered'),
    handler: ({ ctx, res, body }) => reorderTopics(ctx, ownedBotOf(res), body.topic_ids),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/settings/',
    summary: 'Set the menu keyword (null: the bot language’s default, "": none — the menu button after the greeting still opens it)',
    session: true,
    bot: true,
    body: topicSettingsSchema,
    answer: data('Set'),
    handler: ({ ctx, res, body }) => setMenuKeyword(ctx, ownedBotOf(res), body.menu_keyword),
  }),
];

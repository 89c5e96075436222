// Mutation.createTopic: a topic at the end of the menu. A request key the bot has seen (the same dialog's Save again)
// changes the topic that key made instead.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { topicCreateSchema } from '../../../schema/rules/topics';
import { parseInput } from '../../validation';

export const createTopic: NonNullable<MutationResolvers['createTopic']> = async (_parent, { input }, { dataSources }) => {
  const { request_key } = parseInput(topicCreateSchema.pick({ request_key: true }), { request_key: input.requestKey ?? undefined });
  return { data: await dataSources.topics.create(input.botId, input.name, input.description ?? '', request_key) };
};

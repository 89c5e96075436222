// Mutation.reorderTopics: every topic of the bot in its new order.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const reorderTopics: NonNullable<MutationResolvers['reorderTopics']> = async (_parent, { input }, { dataSources }) => ({
  data: await dataSources.topics.reorder(input.botId, input.topicIds),
});

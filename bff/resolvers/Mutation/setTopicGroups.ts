// Mutation.setTopicGroups: the topic's groups, in menu order.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const setTopicGroups: NonNullable<MutationResolvers['setTopicGroups']> = async (_parent, { input }, { dataSources }) => ({
  data: await dataSources.topics.setGroups(input.botId, input.topicId, input.groupIds),
});

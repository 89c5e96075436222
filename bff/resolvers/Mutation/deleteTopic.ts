// Mutation.deleteTopic: the topic goes; its groups stay in the Q&A list.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const deleteTopic: NonNullable<MutationResolvers['deleteTopic']> = async (_parent, { input }, { dataSources }) => ({
  data: await dataSources.topics.remove(input.botId, input.topicId),
});

// Mutation.createTopic: a topic at the end of the menu.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const createTopic: NonNullable<MutationResolvers['createTopic']> = async (_parent, { input }, { dataSources }) => ({
  data: await dataSources.topics.create(input.botId, input.name, input.description ?? ''),
});

// Mutation.updateTopic: only the fields given change (null and absent alike leave a field as it is).
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const updateTopic: NonNullable<MutationResolvers['updateTopic']> = async (_parent, { input }, { dataSources }) => {
  const { botId, topicId, name, description, active, position } = input;
  const change = { ...(name != null && { name }), ...(description != null && { description }), ...(active != null && { active }), ...(position != null && { position }) };
  return { data: await dataSources.topics.update(botId, topicId, change) };
};

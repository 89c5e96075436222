// Mutation.updateQaGroup: replaces a Q&A group's content (it answers differently only after the next training).
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { parseQaGroupContent } from '../../qaGroupContent';

export const updateQaGroup: NonNullable<MutationResolvers['updateQaGroup']> = async (_parent, { input }, { dataSources, loaders }) => {
  const body = { ...parseQaGroupContent(input.group), ...(input.expectedUpdatedAt && { expected_updated_at: input.expectedUpdatedAt }) };
  const updated = await dataSources.qa.updateGroup(input.botId, input.id, body);
  const key = { botId: input.botId, groupId: input.id };
  loaders.qaGroupById.clear(key).prime(key, updated);
  return { qaGroup: updated };
};

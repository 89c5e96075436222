// Mutation.deleteQaGroup: deletes a Q&A group of one of the account's bots.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const deleteQaGroup: NonNullable<MutationResolvers['deleteQaGroup']> = async (_parent, { input }, { dataSources, loaders }) => {
  await dataSources.qa.deleteGroup(input.botId, input.id);
  loaders.qaGroupById.clear({ botId: input.botId, groupId: input.id });
  return { id: input.id };
};

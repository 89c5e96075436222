// Mutation.createQaGroup: adds a Q&A group to a bot; the backend refuses with QA_GROUP_LIMIT_REACHED past the plan's total.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { parseQaGroupContent } from '../../qaGroupContent';

export const createQaGroup: NonNullable<MutationResolvers['createQaGroup']> = async (_parent, { input }, { dataSources, loaders }) => {
  const body = parseQaGroupContent(input.group);
  const created = await dataSources.qa.createGroup(input.botId, body);
  loaders.qaGroupById.prime({ botId: input.botId, groupId: created.group_id }, created);
  return { qaGroup: created };
};

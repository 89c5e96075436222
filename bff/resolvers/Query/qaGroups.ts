// Query.qaGroups: a page of a bot's Q&A groups, each primed into the loader so a later qaGroup(id) is free.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const qaGroups: NonNullable<QueryResolvers['qaGroups']> = async (_parent, { botId, search, page, pageSize }, { dataSources, loaders }) => {
  const found = await dataSources.qa.listGroups(botId, { search: search ?? undefined, page, pageSize });
  for (const group of found.groups) loaders.qaGroupById.prime({ botId, groupId: group.group_id }, group);
  return found;
};

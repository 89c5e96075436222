// Query.likelyGroups: the add-to-Q&A picker's proposals for an exchange's question (or the owner's search).
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const likelyGroups: NonNullable<QueryResolvers['likelyGroups']> = async (_parent, { botId, exchangeId, search }, { dataSources }) =>
  (await dataSources.history.likelyGroups(botId, exchangeId, search?.trim() || undefined)).groups;

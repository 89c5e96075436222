// Query.batchTestRowLikelyGroups: the add-to-Q&A picker's proposals for a batch test row's question (or the owner's search).
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const batchTestRowLikelyGroups: NonNullable<QueryResolvers['batchTestRowLikelyGroups']> = async (_parent, { botId, runId, position, search }, { dataSources }) =>
  (await dataSources.batchTest.rowLikelyGroups(botId, runId, position, search?.trim() || undefined)).groups;

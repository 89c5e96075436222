// Query.batchTestComparison: the rows fixed and broken between a run and an earlier run of the same file.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const batchTestComparison: NonNullable<QueryResolvers['batchTestComparison']> = (_parent, { botId, runId, otherRunId }, { dataSources }) =>
  dataSources.batchTest.compare(botId, runId, otherRunId);

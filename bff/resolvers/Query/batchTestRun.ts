// Query.batchTestRun: one run of the bot with its state and summary.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const batchTestRun: NonNullable<QueryResolvers['batchTestRun']> = (_parent, { botId, runId }, { dataSources }) => dataSources.batchTest.run(botId, runId);

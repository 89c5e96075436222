// Query.batchTestRuns: the bot's batch test runs, newest first, with the plan's row limit for one run.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const batchTestRuns: NonNullable<QueryResolvers['batchTestRuns']> = (_parent, { botId }, { dataSources }) => dataSources.batchTest.runs(botId);

// Mutation.runBatchTestAgain: a new run of an earlier run's questions; the backend's refusals (a run unfinished, the
// plan's row limit with its line) reach the client as they are.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const runBatchTestAgain: NonNullable<MutationResolvers['runBatchTestAgain']> = async (_parent, { input }, { dataSources }) => ({
  run: await dataSources.batchTest.runAgain(input.botId, input.runId),
});

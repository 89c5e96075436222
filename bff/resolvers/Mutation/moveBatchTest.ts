// Mutation.pauseBatchTest, resumeBatchTest and stopBatchTest: one backend move each; BATCH_TEST_ENDED once the run
// has ended.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

type MoveResolver = NonNullable<MutationResolvers['pauseBatchTest']>;

function moveBatchTest(action: 'pause' | 'resume' | 'stop'): MoveResolver {
  return async (_parent, { input }, { dataSources }) => ({ run: await dataSources.batchTest.move(input.botId, input.runId, action) });
}

export const pauseBatchTest = moveBatchTest('pause');
export const resumeBatchTest = moveBatchTest('resume');
export const stopBatchTest = moveBatchTest('stop');

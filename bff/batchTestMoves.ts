// The resolver of each batch test move (pauseBatchTest, resumeBatchTest, stopBatchTest): one backend call each, the
// run as it now is back; BATCH_TEST_ENDED once the run has ended.
import type { MutationResolvers } from './__generated__/resolvers-types';

type MoveResolver = NonNullable<MutationResolvers['pauseBatchTest']>;

export function moveBatchTest(action: 'pause' | 'resume' | 'stop'): MoveResolver {
  return async (_parent, { input }, { dataSources }) => ({ run: await dataSources.batchTest.move(input.botId, input.runId, action) });
}

// Mutation.stopBatchTest: stops a run for good; the answered rows are kept.
import { moveBatchTest } from '../../batchTestMoves';

export const stopBatchTest = moveBatchTest('stop');

// Mutation.pauseBatchTest: pauses a queued or running run; the answered rows are kept.
import { moveBatchTest } from '../../batchTestMoves';

export const pauseBatchTest = moveBatchTest('pause');

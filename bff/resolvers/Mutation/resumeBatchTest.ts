// Mutation.resumeBatchTest: resumes a paused run from its first unanswered row.
import { moveBatchTest } from '../../batchTestMoves';

export const resumeBatchTest = moveBatchTest('resume');

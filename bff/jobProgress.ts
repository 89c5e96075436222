// The one way a job-progress subscription (trainingProgress, knowledgeIngestProgress, promptOptimizationProgress,
// batchTestProgress) subscribes: a signed-in session, then the backend's event stream of the bot's jobs of that kind.
// The stream goes to graphql-js as it is (no wrapping generator), so its eager return() is what an unsubscribe calls
// and closes the backend request at once.
import type { BffContext } from './context';
import { openJobEvents, type JobEventOf, type JobKindName } from './datasources/jobEvents';
import { bffError } from './errors';

export function subscribeToJobProgress<K extends JobKindName>(kind: K) {
  return (_parent: unknown, { botId }: { botId: string }, { session, backendUrl }: BffContext): AsyncIterableIterator<JobEventOf<K>> => {
    if (!session.token) throw bffError('UNAUTHENTICATED');
    return openJobEvents(kind, backendUrl, botId, session);
  };
}

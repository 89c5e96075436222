// Subscription.promptOptimizationProgress: relays the backend's optimisation stream (SSE) of one bot; it completes
// when the backend ends the stream after success or failure, and unsubscribing closes the backend request.
import type { SubscriptionResolvers } from '../../__generated__/resolvers-types';
import type { OptimizationJobDTO } from '../../../schema/rest';
import { openOptimizationEvents } from '../../datasources/optimizationEvents';
import { bffError } from '../../errors';

export const promptOptimizationProgress: NonNullable<SubscriptionResolvers['promptOptimizationProgress']> = {
  // The stream goes to graphql-js as it is (no wrapping generator), so its eager return() is what an unsubscribe calls.
  subscribe: (_parent, { botId }, { session, backendUrl }) => {
    if (!session.token) throw bffError('UNAUTHENTICATED');
    return openOptimizationEvents(backendUrl, botId, session);
  },
  resolve: (job: OptimizationJobDTO) => job,
};

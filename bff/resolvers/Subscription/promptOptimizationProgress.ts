// Subscription.promptOptimizationProgress: relays the backend's optimisation stream (SSE) of one bot; it completes
// when the backend ends the stream after success or failure, and unsubscribing closes the backend request.
import type { SubscriptionResolvers } from '../../__generated__/resolvers-types';
import type { OptimizationJobDTO } from '../../../schema/rest';
import { subscribeToJobProgress } from '../../jobProgress';

export const promptOptimizationProgress: NonNullable<SubscriptionResolvers['promptOptimizationProgress']> = {
  subscribe: subscribeToJobProgress('optimization'),
  resolve: (job: OptimizationJobDTO) => job,
};

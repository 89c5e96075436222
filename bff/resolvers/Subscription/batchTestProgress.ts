// Subscription.batchTestProgress: relays the backend's batch test stream (SSE) of one bot; it completes when the
// backend ends the stream once no run is queued or running, and unsubscribing closes the backend request.
import type { SubscriptionResolvers } from '../../__generated__/resolvers-types';
import type { BatchTestRunEventDTO } from '../../../schema/rest';
import { subscribeToJobProgress } from '../../jobProgress';

export const batchTestProgress: NonNullable<SubscriptionResolvers['batchTestProgress']> = {
  subscribe: subscribeToJobProgress('batchTest'),
  resolve: (event: BatchTestRunEventDTO) => event,
};

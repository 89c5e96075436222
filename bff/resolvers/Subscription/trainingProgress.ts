// Subscription.trainingProgress: relays the backend's training stream (SSE) of one bot; it completes when
// the backend ends the stream after success or failure, and unsubscribing closes the backend request.
import type { SubscriptionResolvers } from '../../__generated__/resolvers-types';
import type { TrainingJobDTO } from '../../../schema/rest';
import { subscribeToJobProgress } from '../../jobProgress';

export const trainingProgress: NonNullable<SubscriptionResolvers['trainingProgress']> = {
  subscribe: subscribeToJobProgress('training'),
  resolve: (job: TrainingJobDTO) => job,
};

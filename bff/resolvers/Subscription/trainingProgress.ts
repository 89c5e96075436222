// Subscription.trainingProgress: relays the backend's training stream (SSE) of one bot; it completes when
// the backend ends the stream after success or failure, and unsubscribing closes the backend request.
import type { SubscriptionResolvers } from '../../__generated__/resolvers-types';
import type { TrainingJobDTO } from '../../../schema/rest';
import { openTrainingEvents } from '../../datasources/trainingEvents';
import { bffError } from '../../errors';

export const trainingProgress: NonNullable<SubscriptionResolvers['trainingProgress']> = {
  // The stream goes to graphql-js as it is (no wrapping generator), so its eager return() is what an unsubscribe calls.
  subscribe: (_parent, { botId }, { session, backendUrl }) => {
    if (!session.token) throw bffError('UNAUTHENTICATED');
    return openTrainingEvents(backendUrl, botId, session);
  },
  resolve: (job: TrainingJobDTO) => job,
};

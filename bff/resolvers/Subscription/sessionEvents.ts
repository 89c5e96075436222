// Subscription.sessionEvents: relays the backend's session stream (SSE) for the connection's token;
// unsubscribing closes the backend request.
import type { SessionEvent, SubscriptionResolvers } from '../../__generated__/resolvers-types';
import type { SessionEventDTO } from '../../../schema/rest';
import { openSessionEvents } from '../../datasources/sessionEvents';
import { bffError } from '../../errors';

export const sessionEvents: NonNullable<SubscriptionResolvers['sessionEvents']> = {
  // The stream goes to graphql-js as it is (no wrapping generator), so its eager return() is what an unsubscribe calls.
  subscribe: (_parent, _args, { session, backendUrl }) => {
    if (!session.token) throw bffError('UNAUTHENTICATED');
    return openSessionEvents(backendUrl, session);
  },
  resolve: (event: SessionEventDTO): SessionEvent => ({ kind: event.kind === 'revoked' ? 'REVOKED' : 'EXPIRED', at: event.at }),
};

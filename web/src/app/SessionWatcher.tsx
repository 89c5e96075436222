// Listens, while signed in, for this session being revoked or expiring on the server.
import { useSession_EventsSubscription } from '../__generated__/graphql';
import { sessionLost } from './session-lost';

export function SessionWatcher() {
  useSession_EventsSubscription({
    onData: ({ data }) => {
      const kind = data.data?.sessionEvents.kind;
      if (kind === 'REVOKED' || kind === 'EXPIRED') sessionLost.raise();
    },
  });
  return null;
}

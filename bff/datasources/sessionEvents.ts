// The backend's Server-Sent Events about one session (GET /member/session-events).
import type { SessionEventDTO } from '../../schema/rest';
import type { SessionCredentials } from '../session';
import { eventGuard, openEventStream } from './eventStream';

const isSessionEvent = eventGuard<SessionEventDTO>({ kind: ['revoked', 'expired'], at: 'string' });

export function openSessionEvents(backendUrl: string, session: SessionCredentials): AsyncIterableIterator<SessionEventDTO> {
  return openEventStream({ backendUrl, path: '/member/session-events', session, eventName: 'session', isEvent: isSessionEvent });
}

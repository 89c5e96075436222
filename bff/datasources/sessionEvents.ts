// The backend's Server-Sent Events about one session (GET /member/session-events).
import type { SessionEventDTO } from '../../schema/rest';
import type { SessionCredentials } from '../session';
import { openEventStream } from './eventStream';

function isSessionEvent(value: unknown): value is SessionEventDTO {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, at } = value as Record<string, unknown>;
  return (kind === 'revoked' || kind === 'expired') && typeof at === 'string';
}

export function openSessionEvents(backendUrl: string, session: SessionCredentials): AsyncIterableIterator<SessionEventDTO> {
  return openEventStream({ backendUrl, path: '/member/session-events', session, eventName: 'session', isEvent: isSessionEvent });
}

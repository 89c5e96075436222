// Reads GET /member/session-events as a client would, resolving on the first `session` event.
import type { SessionEventDTO } from '../../schema/rest';
import { openEventStream } from './event-stream';

export interface SessionStream {
  status: number;
  contentType: string | null;
  /** Resolves with the first `event: session` the server sends. */
  nextEvent: Promise<SessionEventDTO>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSessionStream(backendUrl: string, token: string): Promise<SessionStream> {
  let resolveEvent!: (event: SessionEventDTO) => void;
  let rejectEvent!: (error: Error) => void;
  const nextEvent = new Promise<SessionEventDTO>((resolve, reject) => {
    resolveEvent = resolve;
    rejectEvent = reject;
  });
  nextEvent.catch(() => undefined);
  const stream = await openEventStream<SessionEventDTO>(`${backendUrl}/member/session-events`, token, 'session', (event) => resolveEvent(event));
  // However the stream ends (by the server, close() or a broken connection), a pending nextEvent is refused.
  const ended = stream.events
    .catch(() => [])
    .then(() => rejectEvent(new Error('The session stream ended without a session event')));
  return { status: stream.status, contentType: stream.contentType, nextEvent, ended, close: stream.close };
}

// The backend's Server-Sent Events about one session (GET /member/session-events), read as an async
// iterator whose return() closes the HTTP request at once, so an unsubscribe frees the backend stream.
import { createParser } from 'eventsource-parser';
import type { SessionEventDTO } from '../../schema/rest';
import { backendUnavailable, errorFromBackend } from '../errors';
import type { SessionCredentials } from '../session';

function isSessionEvent(value: unknown): value is SessionEventDTO {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, at } = value as Record<string, unknown>;
  return (kind === 'revoked' || kind === 'expired') && typeof at === 'string';
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function* readSessionEvents(backendUrl: string, session: SessionCredentials, signal: AbortSignal): AsyncGenerator<SessionEventDTO> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (session.token) headers.authorization = `Bearer ${session.token}`;
  if (session.clientIp) headers['x-forwarded-for'] = session.clientIp;

  let response: Response;
  try {
    response = await fetch(new URL('/member/session-events', backendUrl), { headers, signal });
  } catch {
    if (signal.aborted) return;
    throw backendUnavailable();
  }
  if (!response.ok || !response.body) {
    throw errorFromBackend(response.status, await readErrorBody(response), response.headers.get('retry-after'));
  }

  const arrived: SessionEventDTO[] = [];
  const parser = createParser({
    onEvent(message) {
      if (message.event !== 'session') return;
      try {
        const data: unknown = JSON.parse(message.data);
        if (isSessionEvent(data)) arrived.push(data);
      } catch {
        // A malformed event is the backend's bug; the stream itself is still good.
      }
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      parser.feed(chunk.value);
      while (arrived.length > 0) yield arrived.shift() as SessionEventDTO;
    }
  } catch {
    if (signal.aborted) return;
    throw backendUnavailable();
  } finally {
    reader.releaseLock();
  }
}

/**
 * Opens the session's event stream. The request starts on the first next(); return() aborts it even
 * while a read is pending, which a plain async generator cannot do (its return waits for a yield).
 */
export function openSessionEvents(backendUrl: string, session: SessionCredentials): AsyncIterableIterator<SessionEventDTO> {
  const controller = new AbortController();
  const events = readSessionEvents(backendUrl, session, controller.signal);
  return {
    next: () => events.next(),
    async return() {
      controller.abort();
      return events.return(undefined);
    },
    async throw(error: unknown) {
      controller.abort();
      return events.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

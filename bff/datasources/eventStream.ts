// Reads one of the backend's Server-Sent Event streams as an async iterator whose return() closes the
// HTTP request at once, so a GraphQL unsubscribe frees the backend stream without waiting for an event.
import { createParser } from 'eventsource-parser';
import { backendUnavailable, errorFromBackend } from '../errors';
import type { SessionCredentials } from '../session';

export interface EventStreamOptions<T> {
  backendUrl: string;
  /** The stream's path, its ids already encoded. */
  path: string;
  session: SessionCredentials;
  /** The SSE `event:` name to keep; heartbeats and other events are skipped. */
  eventName: string;
  /** Whether a parsed data payload is an event of the expected shape. */
  isEvent(value: unknown): value is T;
}

/** What each checked field of an event must be: its `typeof`, or the list of values it may take. */
export type EventShape<T> = { [K in keyof T]?: 'string' | 'number' | readonly T[K][] };

/** A guard that a parsed payload is an object whose listed fields match the shape (the rest are not checked). */
export function eventGuard<T>(shape: EventShape<T>): (value: unknown) => value is T {
  const checks = Object.entries(shape) as [string, 'string' | 'number' | readonly unknown[]][];
  return (value: unknown): value is T => {
    if (typeof value !== 'object' || value === null) return false;
    const event = value as Record<string, unknown>;
    return checks.every(([field, expected]) => (typeof expected === 'string' ? typeof event[field] === expected : expected.includes(event[field])));
  };
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function* readEvents<T>(options: EventStreamOptions<T>, signal: AbortSignal): AsyncGenerator<T> {
  const { session } = options;
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (session.token) headers.authorization = `Bearer ${session.token}`;
  if (session.clientIp) headers['x-forwarded-for'] = session.clientIp;

  let response: Response;
  try {
    response = await fetch(new URL(options.path, options.backendUrl), { headers, signal });
  } catch {
    if (signal.aborted) return;
    throw backendUnavailable();
  }
  if (!response.ok || !response.body) {
    throw errorFromBackend(response.status, await readErrorBody(response), response.headers.get('retry-after'));
  }

  const arrived: T[] = [];
  const parser = createParser({
    onEvent(message) {
      if (message.event !== options.eventName) return;
      try {
        const data: unknown = JSON.parse(message.data);
        if (options.isEvent(data)) arrived.push(data);
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
      while (arrived.length > 0) yield arrived.shift() as T;
    }
  } catch {
    if (signal.aborted) return;
    throw backendUnavailable();
  } finally {
    reader.releaseLock();
  }
}

/**
 * Opens the stream. The request starts on the first next(); return() aborts it even while a read is
 * pending, which a plain async generator cannot do (its return waits for a yield).
 */
export function openEventStream<T>(options: EventStreamOptions<T>): AsyncIterableIterator<T> {
  const controller = new AbortController();
  const events = readEvents(options, controller.signal);
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

// Reads one of the backend's Server-Sent Event streams as a client would: every event of one name, until the server
// ends the stream or the test closes it. The per-stream readers (training, ingest, optimisation, session) wrap it.

export interface EventStream<T> {
  status: number;
  contentType: string | null;
  /** Resolves with every event received once the server ends the stream (or close() cuts it short). */
  events: Promise<T[]>;
  close(): void;
}

/** Opens `url` with the bearer token; `onEvent` sees each event as it arrives (the `events` promise only at the end). */
export async function openEventStream<T>(url: string, token: string, eventName: string, onEvent?: (event: T) => void): Promise<EventStream<T>> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
  const events = (async () => {
    const received: T[] = [];
    if (!response.body || !response.ok) return received;
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = response.body.getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffered += decoder.decode(chunk.value, { stream: true });
        for (let boundary = buffered.indexOf('\n\n'); boundary >= 0; boundary = buffered.indexOf('\n\n')) {
          const lines = buffered.slice(0, boundary).split('\n');
          buffered = buffered.slice(boundary + 2);
          const data = lines.find((line) => line.startsWith('data: '));
          if (!lines.includes(`event: ${eventName}`) || !data) continue;
          const event = JSON.parse(data.slice('data: '.length)) as T;
          received.push(event);
          onEvent?.(event);
        }
      }
    } catch (error) {
      // Aborted by close(): the stream simply ends.
      if (!controller.signal.aborted) throw error;
    }
    return received;
  })();
  return { status: response.status, contentType: response.headers.get('content-type'), events, close: () => controller.abort() };
}

// Reads GET /member/session-events as a client would, resolving on the first `session` event.
import type { SessionEventDTO } from '../../schema/rest';

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
  const controller = new AbortController();
  const response = await fetch(`${backendUrl}/member/session-events`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
  let resolveEvent!: (event: SessionEventDTO) => void;
  let rejectEvent!: (error: Error) => void;
  const nextEvent = new Promise<SessionEventDTO>((resolve, reject) => {
    resolveEvent = resolve;
    rejectEvent = reject;
  });
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffered += decoder.decode(chunk.value, { stream: true });
        let boundary = buffered.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffered.slice(0, boundary);
          buffered = buffered.slice(boundary + 2);
          const lines = block.split('\n');
          if (lines.includes('event: session')) {
            const data = lines.find((line) => line.startsWith('data: '));
            if (data) resolveEvent(JSON.parse(data.slice('data: '.length)) as SessionEventDTO);
          }
          boundary = buffered.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(): the stream simply ends.
    }
    rejectEvent(new Error('The session stream ended without a session event'));
  })();
  nextEvent.catch(() => undefined);
  return { status: response.status, contentType: response.headers.get('content-type'), nextEvent, ended, close: () => controller.abort() };
}

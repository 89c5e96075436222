// Reads GET /graph-rag/{botId}/ingest/events as a client would: every `ingest` event, until the server ends it.
import type { IngestEventDTO } from '../../../schema/rest';

export async function ingestEventsUntilIdle(backendUrl: string, token: string, botId: string): Promise<{ status: number; events: IngestEventDTO[] }> {
  const response = await fetch(`${backendUrl}/graph-rag/${botId}/ingest/events`, { headers: { Authorization: `Bearer ${token}` } });
  const events: IngestEventDTO[] = [];
  if (!response.body || !response.ok) return { status: response.status, events };
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffered += decoder.decode(chunk.value, { stream: true });
    for (let boundary = buffered.indexOf('\n\n'); boundary >= 0; boundary = buffered.indexOf('\n\n')) {
      const lines = buffered.slice(0, boundary).split('\n');
      buffered = buffered.slice(boundary + 2);
      const data = lines.find((line) => line.startsWith('data: '));
      if (lines.includes('event: ingest') && data) events.push(JSON.parse(data.slice('data: '.length)) as IngestEventDTO);
    }
  }
  return { status: response.status, events };
}

// Reads GET /graph-rag/{botId}/ingest/events as a client would: every `ingest` event, until the server ends it.
import type { IngestEventDTO } from '../../../schema/rest';
import { openEventStream } from '../../../tests/support/event-stream';

export async function ingestEventsUntilIdle(backendUrl: string, token: string, botId: string): Promise<{ status: number; events: IngestEventDTO[] }> {
  const stream = await openEventStream<IngestEventDTO>(`${backendUrl}/graph-rag/${botId}/ingest/events`, token, 'ingest');
  return { status: stream.status, events: await stream.events };
}

// Reads GET /graph-rag/{botId}/optimization/events as a client would: every `optimization` event, until the server
// ends the stream (after success or failure).
import type { OptimizationJobDTO } from '../../../schema/rest';
import { openEventStream } from '../../../tests/support/event-stream';

export async function optimizationEventsUntilDone(backendUrl: string, token: string, botId: string): Promise<{ status: number; events: OptimizationJobDTO[] }> {
  const stream = await openEventStream<OptimizationJobDTO>(`${backendUrl}/graph-rag/${botId}/optimization/events`, token, 'optimization');
  return { status: stream.status, events: await stream.events };
}

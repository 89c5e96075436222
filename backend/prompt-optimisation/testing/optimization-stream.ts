// Reads GET /graph-rag/{botId}/optimization/events as a client would: every `optimization` event, until the server
// ends the stream (after success or failure).
import type { OptimizationJobDTO } from '../../../schema/rest';

export async function optimizationEventsUntilDone(backendUrl: string, token: string, botId: string): Promise<{ status: number; events: OptimizationJobDTO[] }> {
  const response = await fetch(`${backendUrl}/graph-rag/${botId}/optimization/events`, { headers: { Authorization: `Bearer ${token}` } });
  const events: OptimizationJobDTO[] = [];
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
      if (lines.includes('event: optimization') && data) events.push(JSON.parse(data.slice('data: '.length)) as OptimizationJobDTO);
    }
  }
  return { status: response.status, events };
}

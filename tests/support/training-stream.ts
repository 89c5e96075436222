// Reads GET /qa/{botId}/training/events as a client would: every `training` event, until the server ends it.
import type { TrainingJobDTO } from '../../schema/rest';

export interface TrainingStream {
  status: number;
  contentType: string | null;
  /** Resolves with every event received once the server ends the stream. */
  events: Promise<TrainingJobDTO[]>;
  close(): void;
}

export async function openTrainingStream(backendUrl: string, token: string, botId: string): Promise<TrainingStream> {
  const controller = new AbortController();
  const response = await fetch(`${backendUrl}/qa/${botId}/training/events`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
  const events = (async () => {
    const received: TrainingJobDTO[] = [];
    if (!response.body || !response.ok) return received;
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      buffered += decoder.decode(chunk.value, { stream: true });
      for (let boundary = buffered.indexOf('\n\n'); boundary >= 0; boundary = buffered.indexOf('\n\n')) {
        const lines = buffered.slice(0, boundary).split('\n');
        buffered = buffered.slice(boundary + 2);
        const data = lines.find((line) => line.startsWith('data: '));
        if (lines.includes('event: training') && data) received.push(JSON.parse(data.slice('data: '.length)) as TrainingJobDTO);
      }
    }
    return received;
  })();
  return { status: response.status, contentType: response.headers.get('content-type'), events, close: () => controller.abort() };
}

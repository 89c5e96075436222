// Reads GET /qa/{botId}/training/events as a client would: every `training` event, until the server ends it.
import type { TrainingJobDTO } from '../../schema/rest';
import { openEventStream, type EventStream } from './event-stream';

export type TrainingStream = EventStream<TrainingJobDTO>;

export function openTrainingStream(backendUrl: string, token: string, botId: string): Promise<TrainingStream> {
  return openEventStream<TrainingJobDTO>(`${backendUrl}/qa/${botId}/training/events`, token, 'training');
}

// The backend's Server-Sent Events about a bot's training jobs (GET /qa/{botId}/training/events); the
// backend ends the stream after a job reaches success or failure, which ends the iterator.
import type { TrainingJobDTO } from '../../schema/rest';
import type { SessionCredentials } from '../session';
import { segment } from './BackendAPI';
import { eventGuard, openEventStream } from './eventStream';

const isTrainingJob = eventGuard<TrainingJobDTO>({
  job_id: 'string',
  state: ['training', 'success', 'failure'],
  progress: 'number',
  message: 'string',
  group_count: 'number',
  created_at: 'string',
});

export function openTrainingEvents(backendUrl: string, botId: string, session: SessionCredentials): AsyncIterableIterator<TrainingJobDTO> {
  return openEventStream({ backendUrl, path: `/qa/${segment(botId)}/training/events`, session, eventName: 'training', isEvent: isTrainingJob });
}

// The backend's Server-Sent Events about a bot's training jobs (GET /qa/{botId}/training/events); the
// backend ends the stream after a job reaches success or failure, which ends the iterator.
import type { TrainingJobDTO } from '../../schema/rest';
import type { SessionCredentials } from '../session';
import { segment } from './BackendAPI';
import { openEventStream } from './eventStream';

const STATES: readonly unknown[] = ['training', 'success', 'failure'] satisfies TrainingJobDTO['state'][];

function isTrainingJob(value: unknown): value is TrainingJobDTO {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  return (
    typeof job.job_id === 'string' &&
    STATES.includes(job.state) &&
    typeof job.progress === 'number' &&
    typeof job.message === 'string' &&
    typeof job.group_count === 'number' &&
    typeof job.created_at === 'string'
  );
}

export function openTrainingEvents(backendUrl: string, botId: string, session: SessionCredentials): AsyncIterableIterator<TrainingJobDTO> {
  return openEventStream({ backendUrl, path: `/qa/${segment(botId)}/training/events`, session, eventName: 'training', isEvent: isTrainingJob });
}

// The backend's Server-Sent Events about a bot's prompt optimisation (GET /graph-rag/{botId}/optimization/events);
// the backend ends the stream after success or failure, which ends the iterator.
import type { OptimizationJobDTO } from '../../schema/rest';
import type { SessionCredentials } from '../session';
import { segment } from './BackendAPI';
import { openEventStream } from './eventStream';

const STATES: readonly unknown[] = ['running', 'success', 'failure'] satisfies OptimizationJobDTO['state'][];

function isOptimizationJob(value: unknown): value is OptimizationJobDTO {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  return (
    typeof job.job_id === 'string' &&
    STATES.includes(job.state) &&
    typeof job.progress === 'number' &&
    typeof job.step === 'string' &&
    typeof job.message === 'string' &&
    typeof job.created_at === 'string'
  );
}

export function openOptimizationEvents(backendUrl: string, botId: string, session: SessionCredentials): AsyncIterableIterator<OptimizationJobDTO> {
  return openEventStream({ backendUrl, path: `/graph-rag/${segment(botId)}/optimization/events`, session, eventName: 'optimization', isEvent: isOptimizationJob });
}

// The backend's Server-Sent Events about a bot's prompt optimisation (GET /graph-rag/{botId}/optimization/events);
// the backend ends the stream after success or failure, which ends the iterator.
import type { OptimizationJobDTO } from '../../schema/rest';
import type { SessionCredentials } from '../session';
import { segment } from './BackendAPI';
import { eventGuard, openEventStream } from './eventStream';

const isOptimizationJob = eventGuard<OptimizationJobDTO>({
  job_id: 'string',
  state: ['running', 'success', 'failure'],
  progress: 'number',
  step: 'string',
  message: 'string',
  created_at: 'string',
});

export function openOptimizationEvents(backendUrl: string, botId: string, session: SessionCredentials): AsyncIterableIterator<OptimizationJobDTO> {
  return openEventStream({ backendUrl, path: `/graph-rag/${segment(botId)}/optimization/events`, session, eventName: 'optimization', isEvent: isOptimizationJob });
}

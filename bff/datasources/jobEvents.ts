// The backend's Server-Sent Events about a bot's jobs of one kind, one table for every kind: where the stream is, its
// SSE event name and the check its events must pass. The backend serves them all with one handler
// (backend/jobs/job.events.ts) and ends a stream once its jobs are over, which ends the iterator.
import type { IngestEventDTO, OptimizationJobDTO, TrainingJobDTO } from '../../schema/rest';
import { KNOWLEDGE_FILE_STATUSES } from '../../schema/rules/knowledge';
import type { SessionCredentials } from '../session';
import { segment } from './BackendAPI';
import { eventGuard, openEventStream } from './eventStream';

interface JobStream<Event> {
  /** The stream's path for a bot (its id already encoded). */
  path(bot: string): string;
  eventName: string;
  isEvent(value: unknown): value is Event;
}

const JOB_STREAMS = {
  training: {
    path: (bot) => `/qa/${bot}/training/events`,
    eventName: 'training',
    isEvent: eventGuard<TrainingJobDTO>({
      job_id: 'string',
      state: ['training', 'success', 'failure'],
      progress: 'number',
      message: 'string',
      group_count: 'number',
      created_at: 'string',
    }),
  } satisfies JobStream<TrainingJobDTO>,
  ingestion: {
    path: (bot) => `/graph-rag/${bot}/ingest/events`,
    eventName: 'ingest',
    isEvent: eventGuard<IngestEventDTO>({
      file_id: 'string',
      file_name: 'string',
      status: KNOWLEDGE_FILE_STATUSES,
      step: 'string',
      progress: 'number',
      chunk_count: 'number',
    }),
  } satisfies JobStream<IngestEventDTO>,
  optimization: {
    path: (bot) => `/graph-rag/${bot}/optimization/events`,
    eventName: 'optimization',
    isEvent: eventGuard<OptimizationJobDTO>({
      job_id: 'string',
      state: ['running', 'success', 'failure'],
      progress: 'number',
      step: 'string',
      message: 'string',
      created_at: 'string',
    }),
  } satisfies JobStream<OptimizationJobDTO>,
};

export type JobKindName = keyof typeof JOB_STREAMS;
export type JobEventOf<K extends JobKindName> = (typeof JOB_STREAMS)[K] extends JobStream<infer Event> ? Event : never;

export function openJobEvents<K extends JobKindName>(kind: K, backendUrl: string, botId: string, session: SessionCredentials): AsyncIterableIterator<JobEventOf<K>> {
  const stream = JOB_STREAMS[kind] as JobStream<JobEventOf<K>>;
  return openEventStream({ backendUrl, path: stream.path(segment(botId)), session, eventName: stream.eventName, isEvent: stream.isEvent });
}

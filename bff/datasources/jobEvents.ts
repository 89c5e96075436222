// The backend's Server-Sent Events about a bot's jobs of one kind, one table for every kind: where the stream is, its
// SSE event name and the check its events must pass. The backend serves them all with one handler
// (backend/jobs/job.events.ts) and ends a stream once its jobs are over, which ends the iterator.
import type { BatchTestRunEventDTO, IngestEventDTO, OptimizationJobDTO, TrainingJobDTO } from '../../schema/rest';
import { BATCH_TEST_STATES } from '../../schema/rules/batch-test';
import { KNOWLEDGE_FILE_STATUSES } from '../../schema/rules/knowledge';
import type { SessionCredentials } from '../session';
import { segment } from './BackendAPI';
import { eventGuard, openEventStream, type EventShape } from './eventStream';

interface JobStream<Event> {
  /** The stream's path for a bot (its id already encoded). */
  path(bot: string): string;
  eventName: string;
  isEvent(value: unknown): value is Event;
}

function jobStream<Event>(path: (bot: string) => string, eventName: string, shape: EventShape<Event>): JobStream<Event> {
  return { path, eventName, isEvent: eventGuard(shape) };
}

const JOB_STREAMS = {
  training: jobStream<TrainingJobDTO>((bot) => `/qa/${bot}/training/events`, 'training', {
    job_id: 'string',
    state: ['training', 'success', 'failure'],
    progress: 'number',
    message: 'string',
    group_count: 'number',
    created_at: 'string',
  }),
  ingestion: jobStream<IngestEventDTO>((bot) => `/graph-rag/${bot}/ingest/events`, 'ingest', {
    file_id: 'string',
    file_name: 'string',
    status: KNOWLEDGE_FILE_STATUSES,
    step: 'string',
    progress: 'number',
    chunk_count: 'number',
  }),
  optimization: jobStream<OptimizationJobDTO>((bot) => `/graph-rag/${bot}/optimization/events`, 'optimization', {
    job_id: 'string',
    state: ['running', 'success', 'failure'],
    progress: 'number',
    step: 'string',
    message: 'string',
    created_at: 'string',
  }),
  batchTest: jobStream<BatchTestRunEventDTO>((bot) => `/batch-test/${bot}/runs/events`, 'batch_test', {
    run_id: 'string',
    chatbot_id: 'string',
    state: BATCH_TEST_STATES,
    done: 'number',
    total: 'number',
    progress: 'number',
    message: 'string',
  }),
};

export type JobKindName = keyof typeof JOB_STREAMS;
export type JobEventOf<K extends JobKindName> = (typeof JOB_STREAMS)[K] extends JobStream<infer Event> ? Event : never;

export function openJobEvents<K extends JobKindName>(kind: K, backendUrl: string, botId: string, session: SessionCredentials): AsyncIterableIterator<JobEventOf<K>> {
  const stream = JOB_STREAMS[kind] as JobStream<JobEventOf<K>>;
  return openEventStream({ backendUrl, path: stream.path(segment(botId)), session, eventName: stream.eventName, isEvent: stream.isEvent });
}

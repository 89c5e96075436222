// Every kind of background job, registered once: the composition root starts one worker per kind from this list, and
// the takeover test checks every kind on it. A new kind (say a batch test) is a JobKind in its domain's folder and one
// line here.
import { batchTestJobs } from '../batch-test/batch-test.job';
import type { BackendContext } from '../context';
import { ingestJobs } from '../knowledge/ingest.job';
import { optimizationJobs } from '../prompt-optimization/optimization.job';
import { trainingJobs } from '../qa/training.job';
import type { JobEvent, JobKind } from './job-kind';
import type { JobTableName } from './job-store';
import { startJobWorker, type JobWorkerOptions } from './job.worker';
import type { PollingWorker } from './polling-worker';

/** A kind as the framework's loop sees it, whatever its table and events. */
export interface RegisteredJobKind {
  kind: string;
  startWorker(ctx: BackendContext, options: JobWorkerOptions): Promise<PollingWorker>;
}

export function registerJobKind<T extends JobTableName, Event extends JobEvent>(kind: JobKind<T, Event>): RegisteredJobKind {
  return { kind: kind.store.kind, startWorker: (ctx, options) => startJobWorker(ctx, kind, options) };
}

export const JOB_KINDS: readonly RegisteredJobKind[] = [registerJobKind(trainingJobs), registerJobKind(ingestJobs), registerJobKind(optimizationJobs), registerJobKind(batchTestJobs)];

// Queries on training jobs (the jobs table). Claiming, heartbeat and letting go are the framework's shared queries
// (job-store.ts) over TRAINING_JOBS; the names below are theirs for training.
import type { Kysely, Updateable } from 'kysely';
import type { TrainingJobDTO } from '../../schema/rest';
import type { Database } from '../db/schema';
import type { JobRow, JobTable } from './job.table';
import { claimNextJob, refreshJobClaim, releaseEarlierJobClaims, writeClaimedJob, type JobStore } from './job-store';
import type { WorkerIdentity } from './replica';

export function toTrainingJobDTO(job: JobRow): TrainingJobDTO {
  return {
    job_id: job.job_id,
    chatbot_id: job.chatbot_id,
    state: job.state,
    progress: job.progress,
    message: job.message,
    group_count: job.group_count,
    created_at: job.created_at.toISOString(),
    started_at: job.started_at?.toISOString() ?? null,
    finished_at: job.finished_at?.toISOString() ?? null,
  };
}

export function insertTrainingJob(db: Kysely<Database>, job: { jobId: string; chatbotId: string; createdAt: Date }): Promise<JobRow> {
  return db
    .insertInto('jobs')
    .values({ job_id: job.jobId, chatbot_id: job.chatbotId, kind: 'training', state: 'training', progress: 0, message: 'queued', created_at: job.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function newestTrainingJob(db: Kysely<Database>, chatbotId: string): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('chatbot_id', '=', chatbotId)
    .where('kind', '=', 'training')
    .orderBy('created_at', 'desc')
    .orderBy('job_id')
    .limit(1)
    .executeTakeFirst();
}

/** Training jobs: rows of kind 'training' in the jobs table, running while their state is 'training'. */
export const TRAINING_JOBS: JobStore<'jobs'> = {
  kind: 'training',
  table: 'jobs',
  key: 'job_id',
  state: { column: 'state', running: 'training' },
  only: { column: 'kind', value: 'training' },
  onClaim: { progress: 0, message: '' },
};

/** Takes the oldest unclaimed (or abandoned) training job for this worker, if any. */
export async function claimNextTrainingJob(db: Kysely<Database>, workerId: string): Promise<JobRow | undefined> {
  return (await claimNextJob(db, TRAINING_JOBS, workerId))?.row;
}

/** Updates a job this worker still holds (refreshing the claim); undefined when another worker took it over. */
export const updateClaimedJob = (db: Kysely<Database>, jobId: string, workerId: string, changes: Updateable<JobTable>) => writeClaimedJob(db, TRAINING_JOBS, jobId, workerId, changes);
export const refreshTrainingClaim = (db: Kysely<Database>, jobId: string, workerId: string) => refreshJobClaim(db, TRAINING_JOBS, jobId, workerId);
export const releaseEarlierTrainingClaims = (db: Kysely<Database>, identity: WorkerIdentity) => releaseEarlierJobClaims(db, TRAINING_JOBS, identity);

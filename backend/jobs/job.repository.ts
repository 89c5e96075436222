// Queries on jobs. Claiming uses FOR UPDATE SKIP LOCKED so replicas never take the same job; a claim older than the
// stale limit (its worker died) may be taken over, and a restarted replica lets go of its dead process's claims.
import { sql, type Kysely, type Updateable } from 'kysely';
import type { TrainingJobDTO } from '../../schema/rest';
import type { Database } from '../db/schema';
import type { JobRow, JobTable } from './job.table';
import { claimedByEarlierInstance, type WorkerIdentity } from './replica';
import { staleClaimCutoff } from './stale-claim';

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

/** Takes the oldest unclaimed (or abandoned) training job for this worker, if any. */
export async function claimNextTrainingJob(db: Kysely<Database>, workerId: string): Promise<JobRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom('jobs')
      .select('job_id')
      .where('kind', '=', 'training')
      .where('state', '=', 'training')
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleClaimCutoff())]))
      .orderBy('created_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!next) return undefined;
    return trx
      .updateTable('jobs')
      .set({ claimed_by: workerId, claimed_at: sql<Date>`now()`, started_at: sql<Date>`now()`, progress: 0, message: '' })
      .where('job_id', '=', next.job_id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Updates a job this worker still holds (refreshing the claim); undefined when another worker took it over. */
export function updateClaimedJob(db: Kysely<Database>, jobId: string, workerId: string, changes: Updateable<JobTable>): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({ ...changes, claimed_at: sql<Date>`now()` })
    .where('job_id', '=', jobId)
    .where('claimed_by', '=', workerId)
    .where('state', '=', 'training')
    .returningAll()
    .executeTakeFirst();
}

/** Refreshes the claim of a job this worker still holds (its heartbeat); false when it was taken over or ended. */
export async function refreshTrainingClaim(db: Kysely<Database>, jobId: string, workerId: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ claimed_at: sql<Date>`now()` })
    .where('job_id', '=', jobId)
    .where('claimed_by', '=', workerId)
    .where('state', '=', 'training')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Lets go of running jobs an earlier process of this replica held: it died with them. Returns how many. */
export async function releaseEarlierTrainingClaims(db: Kysely<Database>, identity: WorkerIdentity): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ claimed_by: null, claimed_at: null })
    .where('state', '=', 'training')
    .where(claimedByEarlierInstance(identity))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Queries on prompt-optimisation jobs. Claiming uses FOR UPDATE SKIP LOCKED so replicas never take the same job,
// a claim older than the stale limit (its worker died) may be taken over, and a restarted replica lets go of its dead
// process's claims.
import { sql, type Kysely, type Updateable } from 'kysely';
import type { OptimizationJobDTO } from '../../schema/rest';
import type { Database } from '../db/schema';
import { claimedByEarlierInstance, type WorkerIdentity } from '../jobs/replica';
import { staleClaimCutoff } from '../jobs/stale-claim';
import type { OptimizationDecision, OptimizationRow, PromptOptimizationRow, PromptOptimizationTable } from './optimization.table';

export function toOptimizationJobDTO(job: PromptOptimizationRow): OptimizationJobDTO {
  return {
    job_id: job.job_id,
    chatbot_id: job.chatbot_id,
    state: job.state,
    progress: job.progress,
    step: job.step,
    message: job.message,
    row_count: job.row_count,
    before_score: job.before_score,
    after_score: job.after_score,
    proposed_prompt: job.proposed_prompt,
    decision: job.decision,
    created_at: job.created_at.toISOString(),
    finished_at: job.finished_at?.toISOString() ?? null,
  };
}

export function insertOptimization(db: Kysely<Database>, job: { jobId: string; chatbotId: string; rows: OptimizationRow[]; createdAt: Date }): Promise<PromptOptimizationRow> {
  return db
    .insertInto('prompt_optimizations')
    .values({ job_id: job.jobId, chatbot_id: job.chatbotId, state: 'running', step: 'queued', rows: JSON.stringify(job.rows), row_count: job.rows.length, created_at: job.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function newestOptimization(db: Kysely<Database>, chatbotId: string): Promise<PromptOptimizationRow | undefined> {
  return db.selectFrom('prompt_optimizations').selectAll().where('chatbot_id', '=', chatbotId).orderBy('created_at', 'desc').orderBy('job_id').limit(1).executeTakeFirst();
}

export function findOptimization(db: Kysely<Database>, chatbotId: string, jobId: string): Promise<PromptOptimizationRow | undefined> {
  return db.selectFrom('prompt_optimizations').selectAll().where('chatbot_id', '=', chatbotId).where('job_id', '=', jobId).executeTakeFirst();
}

/** Optimisations started since `since` on any of the account's bots (the plan's daily limit is per account). */
export async function countAccountOptimizationsSince(db: Kysely<Database>, accountId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('prompt_optimizations')
    .innerJoin('chatbots', 'chatbots.chatbot_id', 'prompt_optimizations.chatbot_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('chatbots.account_id', '=', accountId)
    .where('prompt_optimizations.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Takes the oldest unclaimed (or abandoned) running optimisation for this worker, if any. */
export async function claimNextOptimization(db: Kysely<Database>, workerId: string): Promise<PromptOptimizationRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom('prompt_optimizations')
      .select('job_id')
      .where('state', '=', 'running')
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleClaimCutoff())]))
      .orderBy('created_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!next) return undefined;
    return trx
      .updateTable('prompt_optimizations')
      .set({ claimed_by: workerId, claimed_at: sql<Date>`now()`, started_at: sql<Date>`now()`, progress: 0, step: 'queued', message: '' })
      .where('job_id', '=', next.job_id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Updates a running job this worker still holds (refreshing the claim); undefined when it was taken over or deleted. */
export function updateClaimedOptimization(db: Kysely<Database>, jobId: string, workerId: string, changes: Updateable<PromptOptimizationTable>): Promise<PromptOptimizationRow | undefined> {
  return db
    .updateTable('prompt_optimizations')
    .set({ ...changes, claimed_at: sql<Date>`now()` })
    .where('job_id', '=', jobId)
    .where('claimed_by', '=', workerId)
    .where('state', '=', 'running')
    .returningAll()
    .executeTakeFirst();
}

/** Refreshes the claim of a running job this worker still holds (its heartbeat); false when it was taken over or ended. */
export async function refreshOptimizationClaim(db: Kysely<Database>, jobId: string, workerId: string): Promise<boolean> {
  const result = await db
    .updateTable('prompt_optimizations')
    .set({ claimed_at: sql<Date>`now()` })
    .where('job_id', '=', jobId)
    .where('claimed_by', '=', workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Lets go of running jobs an earlier process of this replica held: it died with them. Returns how many. */
export async function releaseEarlierOptimizationClaims(db: Kysely<Database>, identity: WorkerIdentity): Promise<number> {
  const result = await db
    .updateTable('prompt_optimizations')
    .set({ claimed_by: null, claimed_at: null })
    .where('state', '=', 'running')
    .where(claimedByEarlierInstance(identity))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Records the owner's decision on a successful, still pending proposal; undefined when there is none. */
export function decideOptimization(db: Kysely<Database>, chatbotId: string, jobId: string, decision: Exclude<OptimizationDecision, 'pending'>): Promise<PromptOptimizationRow | undefined> {
  return db
    .updateTable('prompt_optimizations')
    .set({ decision })
    .where('chatbot_id', '=', chatbotId)
    .where('job_id', '=', jobId)
    .where('state', '=', 'success')
    .where('decision', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** The bot-level (custom) prompt AutoQA uses: the chatbot's agent_prompt, which the AutoQA page edits too. */
export async function setBotPrompt(db: Kysely<Database>, chatbotId: string, prompt: string, at: Date): Promise<void> {
  await db.updateTable('chatbots').set({ agent_prompt: prompt, updated_at: at }).where('chatbot_id', '=', chatbotId).execute();
}

// Queries on prompt-optimisation jobs. Claiming, heartbeat and letting go are the job framework's shared queries
// (backend/jobs/job-store.ts) over OPTIMIZATION_JOBS.
import type { Kysely } from 'kysely';
import type { OptimizationJobDTO } from '../../schema/rest';
import type { Database } from '../db/schema';
import { claimNextJob, refreshJobClaim, releaseEarlierJobClaims, type JobStore } from '../jobs/job-store';
import type { WorkerIdentity } from '../jobs/replica';
import type { OptimizationDecision, OptimizationRow, PromptOptimizationRow } from './optimization.table';

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

/** Optimisation jobs: running while their state is 'running'. */
export const OPTIMIZATION_JOBS: JobStore<'prompt_optimizations'> = {
  kind: 'optimization',
  table: 'prompt_optimizations',
  key: 'job_id',
  state: { column: 'state', running: 'running' },
  onClaim: { progress: 0, step: 'queued', message: '' },
};

/** Takes the oldest unclaimed (or abandoned) running optimisation for this worker, if any. */
export async function claimNextOptimization(db: Kysely<Database>, workerId: string): Promise<PromptOptimizationRow | undefined> {
  return (await claimNextJob(db, OPTIMIZATION_JOBS, workerId))?.row;
}

export const refreshOptimizationClaim = (db: Kysely<Database>, jobId: string, workerId: string) => refreshJobClaim(db, OPTIMIZATION_JOBS, jobId, workerId);
export const releaseEarlierOptimizationClaims = (db: Kysely<Database>, identity: WorkerIdentity) => releaseEarlierJobClaims(db, OPTIMIZATION_JOBS, identity);

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

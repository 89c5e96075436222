// Starting a prompt optimisation (with a model, one at a time per bot, within the plan's daily limit), reporting
// it, and the owner's decision on its proposal.
import { randomBytes } from 'node:crypto';
import type { OptimizationJobDTO, OptimizationStatusDTO } from '../../schema/rest';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { AppError, notFound } from '../http/errors';
import { announceJob, wakeJobWorkers } from '../jobs/job-kind';
import type { LanguageModel } from '../llm/provider';
import { lockAccount } from '../members/account.repository';
import type { AccountRow } from '../members/account.table';
import { planOfAccount } from '../plans/plan.repository';
import {
  countAccountOptimizationsSince,
  decideOptimization,
  findOptimization,
  insertOptimization,
  newestOptimization,
  OPTIMIZATION_JOBS,
  setBotPrompt,
  toOptimizationJobDTO,
} from './optimization.repository';
import type { OptimizationRow } from './optimization.table';
import { isUniqueViolation } from '../db/pg-errors';

/** Asia/Taipei is UTC+8 all year (no daylight saving), so its day starts at 16:00 UTC the day before. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfTaipeiDay(at: Date): Date {
  return new Date(Math.floor((at.getTime() + TAIPEI_OFFSET_MS) / DAY_MS) * DAY_MS - TAIPEI_OFFSET_MS);
}

const inProgress = () => new AppError('OPTIMIZATION_IN_PROGRESS');

async function dailyLimit(ctx: BackendContext, account: AccountRow): Promise<number> {
  return (await planOfAccount(ctx.db, account)).daily_optimization_limit;
}

/** The check before a file is read: a model is configured. */
export function checkCanOptimize(model: LanguageModel | undefined): void {
  if (!model) throw new AppError('LLM_REQUIRED');
}

export async function startOptimization(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, rows: OptimizationRow[]): Promise<OptimizationJobDTO> {
  const chatbotId = bot.chatbot_id;
  const limit = await dailyLimit(ctx, account);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // One start at a time per account, so two starts cannot both take the day's last optimisation.
      await lockAccount(trx, account.id);
      const latest = await newestOptimization(trx, chatbotId);
      if (latest?.state === 'running') throw inProgress();
      const now = ctx.now();
      if ((await countAccountOptimizationsSince(trx, account.id, startOfTaipeiDay(now))) >= limit) throw new AppError('OPTIMIZATION_LIMIT_REACHED');
      const job = toOptimizationJobDTO(await insertOptimization(trx, { jobId: randomBytes(12).toString('base64url'), chatbotId, rows, createdAt: now }));
      // Sent on commit: the job is visible to whichever replica's worker wakes first.
      await announceJob(ctx.database, OPTIMIZATION_JOBS.kind, job, trx);
      await wakeJobWorkers(ctx.database, OPTIMIZATION_JOBS.kind, trx);
      return job;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw inProgress();
    throw error;
  }
}

export async function optimizationStatus(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, model: LanguageModel | undefined): Promise<OptimizationStatusDTO> {
  const chatbotId = bot.chatbot_id;
  const [job, limit, used] = await Promise.all([
    newestOptimization(ctx.db, chatbotId),
    dailyLimit(ctx, account),
    countAccountOptimizationsSince(ctx.db, account.id, startOfTaipeiDay(ctx.now())),
  ]);
  return { job: job ? toOptimizationJobDTO(job) : null, daily_limit: limit, used_today: used, llm_configured: model !== undefined };
}

/**
 * Applies (the proposal becomes the bot-level prompt) or discards a successful proposal still pending. Deciding
 * again the same way answers the job unchanged; any other job → 404 NOT_FOUND.
 */
export async function decideProposal(ctx: BackendContext, bot: ChatbotRow, jobId: string, decision: 'applied' | 'discarded'): Promise<OptimizationJobDTO> {
  const chatbotId = bot.chatbot_id;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const decided = await decideOptimization(trx, chatbotId, jobId, decision);
    if (decided && decision === 'applied' && decided.proposed_prompt !== null) await setBotPrompt(trx, chatbotId, decided.proposed_prompt, ctx.now());
    return decided;
  });
  if (row) return toOptimizationJobDTO(row);
  const job = await findOptimization(ctx.db, chatbotId, jobId);
  if (job?.decision === decision) return toOptimizationJobDTO(job);
  throw notFound();
}

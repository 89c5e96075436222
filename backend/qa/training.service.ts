// Starting a training run (one at a time per bot) and reporting a bot's training state.
import { randomBytes } from 'node:crypto';
import type { TrainingJobDTO, TrainingStatusDTO } from '../../schema/rest';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { AppError } from '../http/errors';
import { announceJob, wakeJobWorkers } from '../jobs/job-kind';
import { insertTrainingJob, newestTrainingJob, toTrainingJobDTO, TRAINING_JOBS } from '../jobs/job.repository';
import { countBotGroups, lastGroupEdit } from './qa-group.repository';
import { findTrainedSummary } from './qa-index.repository';
import { isUniqueViolation } from '../db/pg-errors';

export const trainingInProgress = () => new AppError('TRAINING_IN_PROGRESS');

export async function startTraining(ctx: BackendContext, bot: ChatbotRow): Promise<TrainingJobDTO> {
  const chatbotId = bot.chatbot_id;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const latest = await newestTrainingJob(trx, chatbotId);
      if (latest?.state === 'training') throw trainingInProgress();
      const job = toTrainingJobDTO(await insertTrainingJob(trx, { jobId: randomBytes(12).toString('base64url'), chatbotId, createdAt: ctx.now() }));
      // Sent on commit: the job is visible to whichever replica's worker wakes first.
      await announceJob(ctx.database, TRAINING_JOBS.kind, job, trx);
      await wakeJobWorkers(ctx.database, TRAINING_JOBS.kind, trx);
      return job;
    });
  } catch (error) {
    // The one-running-job index caught a concurrent start.
    if (isUniqueViolation(error)) throw trainingInProgress();
    throw error;
  }
}

export async function trainingStatus(ctx: BackendContext, bot: ChatbotRow): Promise<TrainingStatusDTO> {
  const chatbotId = bot.chatbot_id;
  const [job, trained, groupCount, lastEdit] = await Promise.all([
    newestTrainingJob(ctx.db, chatbotId),
    findTrainedSummary(ctx.db, chatbotId),
    countBotGroups(ctx.db, chatbotId),
    lastGroupEdit(ctx.db, chatbotId),
  ]);
  const untrainedChanges = trained ? groupCount !== trained.group_count || (lastEdit !== null && lastEdit > trained.trained_at) : groupCount > 0;
  return {
    job: job ? toTrainingJobDTO(job) : null,
    trained_at: trained?.trained_at.toISOString() ?? null,
    trained_group_count: trained?.group_count ?? 0,
    group_count: groupCount,
    untrained_changes: untrainedChanges,
  };
}

// Training as a job kind: load the bot's groups, build the answer index, save it with the groups' answers and mark the job done in one
// transaction. Each step updates the job row and is announced on the training progress channel. A job a dead worker
// left is resumed by building the index again from the groups as they are now. A failure keeps an error code
// (failureCode): INTERNAL for anything but a refusal, its own words going to the log.
import type { BackendContext } from '../context';
import { newestJobProgress, type ClaimedJob, type JobKind } from '../jobs/job-kind';
import { newestTrainingJob, toTrainingJobDTO, TRAINING_JOBS } from '../jobs/job.repository';
import type { TrainingJobDTO } from '../../schema/rest';
import { listAllGroups } from './qa-group.repository';
import { saveQaIndex } from './qa-index.repository';
import { trainedGroupsJson } from '../answering/pipeline/qa-groups';

async function runTraining(ctx: BackendContext, { row: job, step }: ClaimedJob<'jobs'>): Promise<void> {
  const { db } = ctx;
  await step({ progress: 0.1, message: 'loading' });
  const groups = await listAllGroups(db, job.chatbot_id);
  await step({ progress: 0.3, message: 'indexing', group_count: groups.length });
  // Off the event loop for a large list (index-builder.ts): every bot's replies go on while it is indexed.
  const index = await ctx.indexBuilder.build({ kind: 'answer-index-json', groups: groups.map((group) => ({ id: group.group_id, questions: group.questions, answers: group.answers })) });
  await step({ progress: 0.8, message: 'saving' });
  await db.transaction().execute(async (trx) => {
    const trainedAt = new Date();
    // The answers as trained, beside the index: replies say them until the next training.
    await saveQaIndex(trx, { chatbot_id: job.chatbot_id, job_id: job.job_id, index, groups: trainedGroupsJson(groups), group_count: groups.length, trained_at: trainedAt });
    await step({ state: 'success', progress: 1, message: '', finished_at: trainedAt }, trx);
    await ctx.botChanges.announceOnCommit(trx, job.chatbot_id, 'qa-index');
  });
}

export const trainingJobs: JobKind<'jobs', TrainingJobDTO> = {
  store: TRAINING_JOBS,
  run: runTraining,
  // Training takes seconds and writes its result with its last step: rebuilding is resuming.
  resume: runTraining,
  failed: (reason) => ({ state: 'failure', message: reason, finished_at: new Date() }),
  progress: newestJobProgress({ eventName: 'training', toEvent: toTrainingJobDTO, newest: newestTrainingJob, running: 'training' }),
};

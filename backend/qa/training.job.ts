// One training run: load the bot's groups, build the answer index, save it and mark the job done in one
// transaction. Each step updates the job row and is announced on the `training` channel.
import type { Kysely, Updateable } from 'kysely';
import { buildIndex } from '../answering';
import type { BackendDatabase } from '../db/database';
import type { Database } from '../db/schema';
import type { BotChanges } from '../caching/bot-changes';
import { TRAINING_CHANNEL } from '../jobs/channels';
import { toTrainingJobDTO, updateClaimedJob } from '../jobs/job.repository';
import type { JobRow, JobTable } from '../jobs/job.table';
import { listAllGroups } from './qa-group.repository';
import { saveQaIndex } from './qa-index.repository';

/** The job was taken over by another worker (ours was thought dead) or its bot was deleted: stop quietly. */
class ClaimLost extends Error {}

export async function runTrainingJob(database: BackendDatabase, botChanges: BotChanges, job: JobRow, workerId: string): Promise<void> {
  const { db } = database;
  const step = async (changes: Updateable<JobTable>, via: Kysely<Database> = db): Promise<JobRow> => {
    const row = await updateClaimedJob(via, job.job_id, workerId, changes);
    if (!row) throw new ClaimLost();
    await database.notify(TRAINING_CHANNEL, JSON.stringify(toTrainingJobDTO(row)), via);
    return row;
  };
  try {
    await step({ progress: 0.1, message: 'loading' });
    const groups = await listAllGroups(db, job.chatbot_id);
    await step({ progress: 0.3, message: 'indexing', group_count: groups.length });
    const index = buildIndex(groups.map((group) => ({ id: group.group_id, questions: group.questions, answers: group.answers })));
    await step({ progress: 0.8, message: 'saving' });
    await db.transaction().execute(async (trx) => {
      const trainedAt = new Date();
      await saveQaIndex(trx, { chatbot_id: job.chatbot_id, job_id: job.job_id, index: JSON.stringify(index), group_count: groups.length, trained_at: trainedAt });
      await step({ state: 'success', progress: 1, message: '', finished_at: trainedAt }, trx);
      await botChanges.announceOnCommit(trx, job.chatbot_id, 'qa-index');
    });
  } catch (error) {
    if (error instanceof ClaimLost) return;
    const reason = error instanceof Error ? error.message : String(error);
    await step({ state: 'failure', message: reason.slice(0, 500), finished_at: new Date() }).catch(() => undefined);
  }
}

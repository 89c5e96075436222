// Claiming jobs on a real database: oldest first, never a job another worker holds, an abandoned one taken over.
import { sql, type Kysely } from 'kysely';
import type { BackendDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { openTestDatabase } from '../../tests/support/test-database';
import os from 'node:os';
import { createChatbotPayloadSchema } from '../../schema/rules/validation';
import { chatbotPayload } from '../../tests/support/factories';
import { createChatbot } from '../chatbots/chatbot.service';
import { composeBackend } from '../composition';
import { insertAccount } from '../members/account.repository';
import { claimNextTrainingJob, updateClaimedJob } from './job.repository';

let database: BackendDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db.insertInto('plans').values({ code: 'test', name: 'Test', bot_limit: 10, qa_group_limit: 1, integrations: '[]', daily_optimization_limit: 0 }).execute();
});
afterAll(() => database.close());
afterEach(() => db.deleteFrom('jobs').execute());

let botNumber = 0;
/** A bot made by the chatbot service itself, so the test follows whatever columns a bot needs. */
async function newBot(): Promise<string> {
  botNumber += 1;
  const account = await insertAccount(db, { email: `jobs-${botNumber}@example.com`, nickname: 'n', passwordHash: 'x', planCode: 'test' });
  if (!account) throw new Error('account not created');
  const ctx = composeBackend(database, { dataDir: os.tmpdir(), env: {} });
  const bot = await createChatbot(ctx, account, createChatbotPayloadSchema.parse(chatbotPayload({ package: 'test' })), []);
  return bot.chatbot_id;
}

const minutesAgo = (minutes: number) => sql<Date>`now() - make_interval(mins => ${minutes})`;

describe('claimNextTrainingJob', () => {
  it('takes the oldest waiting job and records who holds it', async () => {
    const [older, newer] = [await newBot(), await newBot()];
    await db.insertInto('jobs').values({ job_id: 'newer', chatbot_id: newer, kind: 'training', state: 'training', created_at: minutesAgo(1) }).execute();
    await db.insertInto('jobs').values({ job_id: 'older', chatbot_id: older, kind: 'training', state: 'training', created_at: minutesAgo(2) }).execute();

    const claimed = await claimNextTrainingJob(db, 'worker-a');
    expect(claimed).toMatchObject({ job_id: 'older', claimed_by: 'worker-a' });
    expect(claimed?.started_at).toBeInstanceOf(Date);
    expect(await claimNextTrainingJob(db, 'worker-b')).toMatchObject({ job_id: 'newer', claimed_by: 'worker-b' });
    expect(await claimNextTrainingJob(db, 'worker-c')).toBeUndefined();
  });

  it('leaves a job claimed four minutes ago to its worker and takes over one claimed six minutes ago', async () => {
    const [busy, abandoned] = [await newBot(), await newBot()];
    await db.insertInto('jobs').values({ job_id: 'busy', chatbot_id: busy, kind: 'training', state: 'training', claimed_by: 'alive', claimed_at: minutesAgo(4) }).execute();
    await db.insertInto('jobs').values({ job_id: 'abandoned', chatbot_id: abandoned, kind: 'training', state: 'training', claimed_by: 'dead', claimed_at: minutesAgo(6) }).execute();

    expect(await claimNextTrainingJob(db, 'worker-a')).toMatchObject({ job_id: 'abandoned', claimed_by: 'worker-a' });
    expect(await claimNextTrainingJob(db, 'worker-a')).toBeUndefined();
    // The dead worker, should it wake up, can no longer write to the job.
    expect(await updateClaimedJob(db, 'abandoned', 'dead', { progress: 0.5 })).toBeUndefined();
  });

  it('refuses a second running training job for the same bot, whoever races to insert it', async () => {
    const bot = await newBot();
    await db.insertInto('jobs').values({ job_id: 'first', chatbot_id: bot, kind: 'training', state: 'training' }).execute();
    await expect(db.insertInto('jobs').values({ job_id: 'second', chatbot_id: bot, kind: 'training', state: 'training' }).execute()).rejects.toMatchObject({ code: '23505' });
    await db.insertInto('jobs').values({ job_id: 'earlier', chatbot_id: bot, kind: 'training', state: 'success' }).execute();
  });

  it('never takes finished jobs', async () => {
    const bot = await newBot();
    await db.insertInto('jobs').values({ job_id: 'done', chatbot_id: bot, kind: 'training', state: 'success' }).execute();
    expect(await claimNextTrainingJob(db, 'worker-a')).toBeUndefined();
  });
});

// Claiming jobs on a real database: oldest first, never a job another worker holds, an abandoned one taken over —
// by another replica once its claim is stale, by the same replica's next process at once.
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
import { claimNextFile, refreshFileClaim, releaseEarlierFileClaims } from '../knowledge/knowledge-file.repository';
import { claimNextOptimization, refreshOptimizationClaim, releaseEarlierOptimizationClaims } from '../prompt-optimization/optimization.repository';
import { claimNextTrainingJob, refreshTrainingClaim, releaseEarlierTrainingClaims, updateClaimedJob } from './job.repository';
import { workerIdentity } from './replica';
import { STALE_CLAIM_SECONDS } from './stale-claim';

let database: BackendDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db.insertInto('plans').values({ code: 'test', name: 'Test', bot_limit: 10, qa_group_limit: 1, integrations: '[]', daily_optimization_limit: 0 }).execute();
});
afterAll(() => database.close());
afterEach(async () => {
  await db.deleteFrom('jobs').execute();
  await db.deleteFrom('knowledge_files').execute();
  await db.deleteFrom('prompt_optimizations').execute();
});

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
const secondsAgo = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;

/** This process of replica `a`, the one before it that died, and another replica. */
const current = workerIdentity('replica-a', 'now');
const dead = workerIdentity('replica-a', 'before');
const other = workerIdentity('replica-b', 'alive');

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

  it('leaves a job whose claim is fresher than the stale limit to its worker and takes over one past it', async () => {
    const [busy, abandoned] = [await newBot(), await newBot()];
    await db.insertInto('jobs').values({ job_id: 'busy', chatbot_id: busy, kind: 'training', state: 'training', claimed_by: 'alive', claimed_at: secondsAgo(STALE_CLAIM_SECONDS - 10) }).execute();
    await db.insertInto('jobs').values({ job_id: 'abandoned', chatbot_id: abandoned, kind: 'training', state: 'training', claimed_by: 'dead', claimed_at: secondsAgo(STALE_CLAIM_SECONDS + 5) }).execute();

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

describe('the stale limit', () => {
  it('lets another replica take a dead worker\'s job within half a minute', () => {
    expect(STALE_CLAIM_SECONDS).toBeLessThanOrEqual(30);
  });
});

describe('a restarted replica', () => {
  it('lets go of the running jobs its dead process held, at once, and then claims them', async () => {
    const [mine, theirs, done] = [await newBot(), await newBot(), await newBot()];
    await db.insertInto('jobs').values({ job_id: 'mine', chatbot_id: mine, kind: 'training', state: 'training', claimed_by: dead.claimant, claimed_at: secondsAgo(1) }).execute();
    await db.insertInto('jobs').values({ job_id: 'theirs', chatbot_id: theirs, kind: 'training', state: 'training', claimed_by: other.claimant, claimed_at: secondsAgo(1) }).execute();
    await db.insertInto('jobs').values({ job_id: 'done', chatbot_id: done, kind: 'training', state: 'success', claimed_by: dead.claimant, claimed_at: secondsAgo(1) }).execute();
    expect(await claimNextTrainingJob(db, current.claimant)).toBeUndefined();

    expect(await releaseEarlierTrainingClaims(db, current)).toBe(1);
    expect(await claimNextTrainingJob(db, current.claimant)).toMatchObject({ job_id: 'mine', claimed_by: current.claimant });
    expect(await claimNextTrainingJob(db, current.claimant)).toBeUndefined();
    // The dead process, were it only paused, can no longer write to the job.
    expect(await updateClaimedJob(db, 'mine', dead.claimant, { progress: 0.5 })).toBeUndefined();
    expect(await db.selectFrom('jobs').select(['job_id', 'claimed_by']).where('job_id', 'in', ['theirs', 'done']).orderBy('job_id').execute()).toEqual([
      { job_id: 'done', claimed_by: dead.claimant },
      { job_id: 'theirs', claimed_by: other.claimant },
    ]);
  });

  it('never lets go of its own current claims', async () => {
    await db.insertInto('jobs').values({ job_id: 'in-hand', chatbot_id: await newBot(), kind: 'training', state: 'training', claimed_by: current.claimant, claimed_at: secondsAgo(1) }).execute();
    expect(await releaseEarlierTrainingClaims(db, current)).toBe(0);
  });

  it('lets go of the knowledge files its dead process was ingesting, and the ingest claim takes them at once', async () => {
    const bot = await newBot();
    const file = { chatbot_id: bot, size: 1, content_type: 'text/plain', storage_path: 'uploads/x.txt' };
    await db.insertInto('knowledge_files').values({ ...file, file_id: 'mine', file_name: 'mine.txt', status: 'processing', claimed_by: dead.claimant, claimed_at: secondsAgo(1) }).execute();
    await db.insertInto('knowledge_files').values({ ...file, file_id: 'theirs', file_name: 'theirs.txt', status: 'processing', claimed_by: other.claimant, claimed_at: secondsAgo(1) }).execute();
    expect(await claimNextFile(db, current.claimant)).toBeUndefined();

    expect(await releaseEarlierFileClaims(db, current)).toBe(1);
    expect(await claimNextFile(db, current.claimant)).toMatchObject({ file_id: 'mine', claimed_by: current.claimant, status: 'processing' });
    expect(await claimNextFile(db, current.claimant)).toBeUndefined();
  });

  it('lets go of the prompt optimisations its dead process was running, and the claim takes them at once', async () => {
    const job = { state: 'running' as const, rows: '[]', row_count: 0 };
    await db.insertInto('prompt_optimizations').values({ ...job, job_id: 'mine', chatbot_id: await newBot(), claimed_by: dead.claimant, claimed_at: secondsAgo(1) }).execute();
    await db.insertInto('prompt_optimizations').values({ ...job, job_id: 'theirs', chatbot_id: await newBot(), claimed_by: other.claimant, claimed_at: secondsAgo(1) }).execute();
    expect(await claimNextOptimization(db, current.claimant)).toBeUndefined();

    expect(await releaseEarlierOptimizationClaims(db, current)).toBe(1);
    expect(await claimNextOptimization(db, current.claimant)).toMatchObject({ job_id: 'mine', claimed_by: current.claimant });
    expect(await claimNextOptimization(db, current.claimant)).toBeUndefined();
  });
});

describe('a heartbeat', () => {
  it('keeps a claim from going stale, for the worker that holds it only', async () => {
    const bot = await newBot();
    await db.insertInto('jobs').values({ job_id: 'j', chatbot_id: bot, kind: 'training', state: 'training', claimed_by: other.claimant, claimed_at: secondsAgo(STALE_CLAIM_SECONDS + 5) }).execute();
    await db.insertInto('knowledge_files').values({ file_id: 'f', chatbot_id: bot, file_name: 'f.txt', size: 1, content_type: 'text/plain', storage_path: 'uploads/f.txt', status: 'processing', claimed_by: other.claimant, claimed_at: secondsAgo(STALE_CLAIM_SECONDS + 5) }).execute();
    await db.insertInto('prompt_optimizations').values({ job_id: 'o', chatbot_id: bot, state: 'running', rows: '[]', row_count: 0, claimed_by: other.claimant, claimed_at: secondsAgo(STALE_CLAIM_SECONDS + 5) }).execute();
    expect(await refreshTrainingClaim(db, 'j', current.claimant)).toBe(false);
    expect(await refreshFileClaim(db, 'f', current.claimant)).toBe(false);
    expect(await refreshOptimizationClaim(db, 'o', current.claimant)).toBe(false);
    expect(await refreshTrainingClaim(db, 'j', other.claimant)).toBe(true);
    expect(await refreshFileClaim(db, 'f', other.claimant)).toBe(true);
    expect(await refreshOptimizationClaim(db, 'o', other.claimant)).toBe(true);
    expect(await claimNextTrainingJob(db, current.claimant)).toBeUndefined();
    expect(await claimNextFile(db, current.claimant)).toBeUndefined();
    expect(await claimNextOptimization(db, current.claimant)).toBeUndefined();
  });
});

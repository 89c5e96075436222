// A backend process killed (kill -9) in the middle of its jobs: the same replica's next process takes them over at
// start and finishes each once; another replica takes them over once their claims are stale. Two processes share
// the database, so this needs the PostgreSQL server (TEST_DATABASE_URL); it is skipped on PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { BackendDatabase } from '../db/database';
import { openTestDatabase } from '../../tests/support/test-database';
import { loginToken, newAccount, newChatbot, newQaGroup } from '../../tests/support/factories';
import { startFakeLlm, type FakeLlm } from '../../tests/support/fake-llm';
import { ingestEventsUntilIdle } from '../knowledge/testing/ingest-stream';
import { STALE_CLAIM_SECONDS } from './stale-claim';

const serverUrl = process.env.TEST_DATABASE_URL;
const describeOnServer = serverUrl ? describe : describe.skip;

const SCRIPT = path.join(__dirname, 'testing', 'backend-process.ts');

interface BackendProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

let database: BackendDatabase;
let fake: FakeLlm;
let dataDir: string;
const running = new Set<BackendProcess>();

beforeAll(async () => {
  if (!serverUrl) return;
  [database, fake] = await Promise.all([openTestDatabase(), startFakeLlm()]);
});
afterAll(async () => {
  if (!serverUrl) return;
  await Promise.all([database.close(), fake.close()]);
});
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-console-crash-'));
});
afterEach(async () => {
  await Promise.all([...running].map((backend) => kill(backend)));
  fake?.reset();
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the backend in a child process on the test's schema and data directory, as replica `replicaId`. */
function startBackendProcess(replicaId: string): Promise<BackendProcess> {
  const { NODE_OPTIONS: _jestOptions, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: {
      ...env,
      NODE_ENV: 'test',
      DATABASE_URL: serverUrl,
      DATABASE_SCHEMA: database.schema,
      DATA_DIR: dataDir,
      REPLICA_ID: replicaId,
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-chat',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /listening (\S+)/.exec(stdout);
      if (!listening) return;
      const backend = { url: listening[1], child, exited };
      running.add(backend);
      resolve(backend);
    });
    void exited.then(() => reject(new Error(`the backend process ended before listening: ${stderr}`)));
  });
}

/** kill -9: no shutdown, no letting go of claims. */
async function kill(backend: BackendProcess): Promise<void> {
  running.delete(backend);
  backend.child.kill('SIGKILL');
  await backend.exited;
}

async function fileRow(botId: string) {
  return database.db.selectFrom('knowledge_files').selectAll().where('chatbot_id', '=', botId).executeTakeFirstOrThrow();
}

/**
 * A bot whose knowledge file is half ingested (the model's summary hangs) and whose training job is claimed, by the
 * process of `replicaId` that is then killed. Returns the bot, its owner's token and the dead process's claimant.
 */
async function botWithJobsOfAKilledProcess(replicaId: string): Promise<{ botId: string; token: string; deadClaimant: string }> {
  fake.setBehaviour({ kind: 'delay', ms: 10 * 60_000, endpoint: 'chat' });
  const first = await startBackendProcess(replicaId);
  const account = await newAccount(first.url);
  const token = await loginToken(first.url, account.email, account.password);
  const bot = await newChatbot(first.url, token, {}, [{ name: 'hours.txt', type: 'text/plain', content: 'Opening hours. The shop opens at nine and closes at six on weekdays.' }]);
  await newQaGroup(first.url, token, bot.chatbot_id, { questions: ['When do you open?'], answers: ['At nine.'] });
  // The summary request arrived: the file is mid-ingestion, claimed by the first process.
  await fake.received(1);
  const file = await fileRow(bot.chatbot_id);
  expect(file).toMatchObject({ status: 'processing' });
  const deadClaimant = file.claimed_by ?? '';
  expect(deadClaimant.startsWith(`${replicaId}/`)).toBe(true);
  // Training takes milliseconds, so its job is caught mid-run by claiming it as the process would.
  await database.db
    .insertInto('jobs')
    .values({ job_id: `job-${bot.chatbot_id}`, chatbot_id: bot.chatbot_id, kind: 'training', state: 'training', message: 'indexing', claimed_by: deadClaimant, claimed_at: sql<Date>`now()` })
    .execute();
  await kill(first);
  fake.reset();
  return { botId: bot.chatbot_id, token, deadClaimant };
}

/** Waits for the bot's ingestion and training to end, through the next process's event streams. */
async function jobsEnded(url: string, token: string, botId: string): Promise<void> {
  await ingestEventsUntilIdle(url, token, botId);
  const training = await (await fetch(`${url}/qa/${botId}/training/events`, { headers: { Authorization: `Bearer ${token}` } })).text();
  expect(training).toContain('"state":"success"');
}

async function expectFinishedOnceBy(botId: string, claimantPrefix: string, deadClaimant: string): Promise<void> {
  const file = await fileRow(botId);
  expect(file).toMatchObject({ status: 'ready', summary: expect.stringContaining('Echo') as unknown });
  expect(file.claimed_by?.startsWith(claimantPrefix)).toBe(true);
  expect(file.claimed_by).not.toBe(deadClaimant);
  const chunks = await database.db.selectFrom('knowledge_chunks').select(['ordinal']).where('file_id', '=', file.file_id).execute();
  expect(chunks).toHaveLength(file.chunk_count);
  // One summary asked for after the restart: the file was ingested once.
  expect(fake.requests.filter((request) => request.endpoint === 'chat')).toHaveLength(1);
  const job = await database.db.selectFrom('jobs').selectAll().where('chatbot_id', '=', botId).executeTakeFirstOrThrow();
  expect(job).toMatchObject({ state: 'success', progress: 1, group_count: 1 });
  const index = await database.db.selectFrom('qa_indexes').select('job_id').where('chatbot_id', '=', botId).execute();
  expect(index).toEqual([{ job_id: job.job_id }]);
}

describeOnServer('a backend killed in the middle of its jobs', () => {
  it('has them taken over and finished once by the same replica\'s next process as soon as it starts', async () => {
    const { botId, token, deadClaimant } = await botWithJobsOfAKilledProcess('replica-a');

    const restartedAt = performance.now();
    const next = await startBackendProcess('replica-a');
    await jobsEnded(next.url, token, botId);
    // Well before the claims could go stale: the restart took them over, it did not wait them out.
    expect(performance.now() - restartedAt).toBeLessThan(STALE_CLAIM_SECONDS * 1000);
    await expectFinishedOnceBy(botId, 'replica-a/', deadClaimant);
  }, 60_000);

  it('has them taken over by another replica once the claims are stale', async () => {
    const { botId, token, deadClaimant } = await botWithJobsOfAKilledProcess('replica-a');

    const killedAt = performance.now();
    const other = await startBackendProcess('replica-b');
    await jobsEnded(other.url, token, botId);
    expect(performance.now() - killedAt).toBeLessThan((STALE_CLAIM_SECONDS + 15) * 1000);
    await expectFinishedOnceBy(botId, 'replica-b/', deadClaimant);
  }, 90_000);
});

// Takeover, for every registered kind of job: a job left mid-run by a worker that stopped beating (its claim is
// stale) is claimed by a live worker, resumed (the kind's resume, not its run), and runs to completion with the
// kind's result.
import { sql } from 'kysely';
import { startFakeLlm, type FakeLlm } from '../../tests/support/fake-llm';
import { loginToken, newAccount, newChatbot, newQaGroup } from '../../tests/support/factories';
import { fakeLlmEnv, startModelBackend, type ModelBackend } from '../autofaq/testing/model-backend';
import { ingestEventsUntilIdle } from '../knowledge/testing/ingest-stream';
import { batchTestJobs } from '../batch-test/batch-test.job';
import { insertRun } from '../batch-test/batch-test.repository';
import { ingestJobs } from '../knowledge/ingest.job';
import { optimizationJobs } from '../prompt-optimization/optimization.job';
import { trainingJobs } from '../qa/training.job';
import { jobProgressChannel } from './channels';
import { wakeJobWorkers } from './job-kind';
import { JOB_KINDS } from './registry';
import { STALE_CLAIM_SECONDS } from './stale-claim';

/** A worker of another replica that stopped beating long enough ago for its claim to be stale. */
const DEAD = 'replica-gone/dead';
const staleSince = () => sql<Date>`now() - make_interval(secs => ${STALE_CLAIM_SECONDS + 5})`;

let fake: FakeLlm;
let backend: ModelBackend;
let botId: string;

beforeAll(async () => {
  fake = await startFakeLlm({ reply: (request) => (request.messages[0].content.startsWith('You improve') ? 'Quote the passage that answers.' : 'The shop opens at nine.') });
  backend = await startModelBackend({ llmEnv: fakeLlmEnv(fake.url, 2000) });
  const account = await newAccount(backend.url);
  const token = await loginToken(backend.url, account.email, account.password);
  const bot = await newChatbot(backend.url, token, { language: 'en' }, [{ name: 'hours.txt', type: 'text/plain', content: 'Opening hours. The shop opens at nine and closes at six.' }]);
  botId = bot.chatbot_id;
  await newQaGroup(backend.url, token, botId, { questions: ['When do you open?'], answers: ['At nine.'] });
  await ingestEventsUntilIdle(backend.url, token, botId);
}, 60_000);
afterAll(async () => {
  await backend?.close();
  await fake?.close();
});

interface StalledJob {
  /** Whether a progress event says the job ended. */
  ended(event: Record<string, unknown>): boolean;
  /** Checks the job's row (and its result) once it ended. */
  check(): Promise<void>;
}

/** A kind's run and resume, watched to see which one a taken-over job goes through. */
type Runs = Record<'run' | 'resume', (...args: never[]) => Promise<void>>;

/** A training job DEAD left while indexing. */
async function stalledTraining(): Promise<StalledJob> {
  const { db } = backend.ctx;
  await db
    .insertInto('jobs')
    .values({ job_id: 'stalled-training', chatbot_id: botId, kind: 'training', state: 'training', progress: 0.3, message: 'indexing', claimed_by: DEAD, claimed_at: staleSince(), started_at: staleSince() })
    .execute();
  return {
    ended: (event) => event.job_id === 'stalled-training' && event.state !== 'training',
    check: async () => {
      const job = await db.selectFrom('jobs').selectAll().where('job_id', '=', 'stalled-training').executeTakeFirstOrThrow();
      expect(job).toMatchObject({ state: 'success', progress: 1, group_count: 1 });
      expect(job.claimed_by).not.toBe(DEAD);
      expect(await db.selectFrom('qa_indexes').select('job_id').where('chatbot_id', '=', botId).execute()).toEqual([{ job_id: 'stalled-training' }]);
    },
  };
}

/** The bot's file, left by DEAD while indexing its chunks. */
async function stalledIngestion(): Promise<StalledJob> {
  const { db } = backend.ctx;
  const file = await db
    .updateTable('knowledge_files')
    .set({ status: 'processing', step: 'index', progress: 0.6, chunk_count: 0, claimed_by: DEAD, claimed_at: staleSince(), started_at: staleSince() })
    .where('chatbot_id', '=', botId)
    .returning('file_id')
    .executeTakeFirstOrThrow();
  return {
    ended: (event) => event.file_id === file.file_id && event.status !== 'processing' && event.status !== 'pending',
    check: async () => {
      const row = await db.selectFrom('knowledge_files').selectAll().where('file_id', '=', file.file_id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'ready', step: 'done', progress: 1 });
      expect(row.claimed_by).not.toBe(DEAD);
      const chunks = await db.selectFrom('knowledge_chunks').select('ordinal').where('file_id', '=', file.file_id).execute();
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks).toHaveLength(row.chunk_count);
    },
  };
}

/** An optimisation DEAD left while measuring its proposal. */
async function stalledOptimization(): Promise<StalledJob> {
  const { db } = backend.ctx;
  const rows = [{ question: 'When do you open?', answer: 'The shop opens at nine.' }];
  await db
    .insertInto('prompt_optimizations')
    .values({ job_id: 'stalled-optimization', chatbot_id: botId, state: 'running', step: 'measuring', progress: 0.5, rows: JSON.stringify(rows), row_count: rows.length, claimed_by: DEAD, claimed_at: staleSince(), started_at: staleSince() })
    .execute();
  return {
    ended: (event) => event.job_id === 'stalled-optimization' && event.state !== 'running',
    check: async () => {
      const job = await db.selectFrom('prompt_optimizations').selectAll().where('job_id', '=', 'stalled-optimization').executeTakeFirstOrThrow();
      expect(job).toMatchObject({ state: 'success', step: 'done', progress: 1, proposed_prompt: 'Quote the passage that answers.' });
      expect(job.claimed_by).not.toBe(DEAD);
      expect(job.before_score).not.toBeNull();
      expect(job.after_score).not.toBeNull();
    },
  };
}

/** A batch test DEAD left after answering its first question: the rest are answered, the first kept as it was. */
async function stalledBatchTest(): Promise<StalledJob> {
  const { db } = backend.ctx;
  const rows = ['When do you open?', 'When do you open today?'].map((question, index) => ({ line: index + 1, question, expectedAnswer: 'At nine.' }));
  // In one transaction: a worker polling in between would otherwise see the run queued and start it afresh.
  await db.transaction().execute(async (trx) => {
    await insertRun(trx, { runId: 'stalled-batch', chatbotId: botId, fileName: 'questions.csv', fileHash: 'h', rows, createdAt: new Date() });
    await trx.updateTable('batch_test_rows').set({ answered: true, reply: 'kept', answer_status: 1, passed: false }).where('run_id', '=', 'stalled-batch').where('position', '=', 1).execute();
    await trx
      .updateTable('batch_test_runs')
      .set({ state: 'running', done: 1, progress: 0.5, claimed_by: DEAD, claimed_at: staleSince(), started_at: staleSince() })
      .where('run_id', '=', 'stalled-batch')
      .execute();
  });
  return {
    ended: (event) => event.run_id === 'stalled-batch' && event.state !== 'running' && event.state !== 'queued',
    check: async () => {
      const run = await db.selectFrom('batch_test_runs').selectAll().where('run_id', '=', 'stalled-batch').executeTakeFirstOrThrow();
      expect(run).toMatchObject({ state: 'complete', done: 2, progress: 1 });
      expect(run.claimed_by).not.toBe(DEAD);
      const answered = await db.selectFrom('batch_test_rows').select(['position', 'reply', 'answered']).where('run_id', '=', 'stalled-batch').orderBy('position').execute();
      expect(answered).toEqual([
        { position: 1, reply: 'kept', answered: true },
        { position: 2, reply: expect.any(String), answered: true },
      ]);
      expect(answered[1].reply).not.toBe('kept');
    },
  };
}

/** For each kind, a job of the bot left mid-run by DEAD. A new kind must add one here (see the first test). */
const STALLS: Record<string, { kind: Runs; stall(): Promise<StalledJob> }> = {
  training: { kind: trainingJobs, stall: stalledTraining },
  ingestion: { kind: ingestJobs, stall: stalledIngestion },
  optimization: { kind: optimizationJobs, stall: stalledOptimization },
  batch_test: { kind: batchTestJobs, stall: stalledBatchTest },
};

describe('a job whose worker stopped beating', () => {
  it('has a stalled job to try for every registered kind', () => {
    expect(Object.keys(STALLS).sort()).toEqual(JOB_KINDS.map((kind) => kind.kind).sort());
  });

  it.each(JOB_KINDS.map((kind) => kind.kind))('is taken over and resumed to completion, for %s', async (kind) => {
    const entry = STALLS[kind];
    if (!entry) throw new Error(`no stalled ${kind} job to try`);
    const runs = jest.spyOn(entry.kind, 'run');
    const resumes = jest.spyOn(entry.kind, 'resume');
    const { database } = backend.ctx;
    let stalled: StalledJob | undefined;
    let ended!: () => void;
    const endedEvent = new Promise<void>((resolve) => {
      ended = resolve;
    });
    // Listen first, so the job's last step cannot slip by between the stall and the wait.
    const unlisten = await database.listen(jobProgressChannel(kind), (payload) => {
      if (stalled?.ended(JSON.parse(payload) as Record<string, unknown>)) ended();
    });
    try {
      stalled = await entry.stall();
      await wakeJobWorkers(database, kind);
      await endedEvent;
      await stalled.check();
      expect([resumes.mock.calls.length, runs.mock.calls.length]).toEqual([1, 0]);
    } finally {
      runs.mockRestore();
      resumes.mockRestore();
      await unlisten();
    }
  }, 30_000);
});

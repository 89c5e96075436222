// Queries of batch-test runs and rows. Claiming, heartbeat and letting go are the job framework's (BATCH_TEST_JOBS);
// the owner's pause, resume and stop are guarded state changes here, so a worker that loses its run stops at its next
// step.
import { sql, type Kysely } from 'kysely';
import type { BatchTestState } from '../../schema/rules/batch-test';
import type { Database } from '../db/schema';
import type { JobStore } from '../jobs/job-store';
import type { BatchTestQuestion } from './batch-test-csv';
import type { BatchTestRowRow, BatchTestRowTable, BatchTestRunRow } from './batch-test.table';

/** Runs: waiting while queued (a new or resumed run), held while running. */
export const BATCH_TEST_JOBS: JobStore<'batch_test_runs'> = {
  kind: 'batch_test',
  table: 'batch_test_runs',
  key: 'run_id',
  state: { column: 'state', running: 'running', queued: 'queued' },
  onClaim: { message: '' },
};

/** The run and its rows; call it inside a transaction so a failed insert leaves nothing. */
export async function insertRun(
  trx: Kysely<Database>,
  run: { runId: string; chatbotId: string; fileName: string; fileHash: string; rows: BatchTestQuestion[]; createdAt: Date },
): Promise<BatchTestRunRow> {
  const created = await trx
    .insertInto('batch_test_runs')
    .values({ run_id: run.runId, chatbot_id: run.chatbotId, file_name: run.fileName, file_hash: run.fileHash, state: 'queued', total: run.rows.length, created_at: run.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();
  const values = run.rows.map((row, index) => ({ run_id: run.runId, position: index + 1, line: row.line, question: row.question, expected_answer: row.expectedAnswer }));
  for (let start = 0; start < values.length; start += 1000) await trx.insertInto('batch_test_rows').values(values.slice(start, start + 1000)).execute();
  return created;
}

/** The run's questions in file order, as its file gave them. */
export async function runQuestions(db: Kysely<Database>, runId: string): Promise<BatchTestQuestion[]> {
  const rows = await db.selectFrom('batch_test_rows').select(['line', 'question', 'expected_answer']).where('run_id', '=', runId).orderBy('position').execute();
  return rows.map((row) => ({ line: row.line, question: row.question, expectedAnswer: row.expected_answer }));
}

export function findRun(db: Kysely<Database>, chatbotId: string, runId: string): Promise<BatchTestRunRow | undefined> {
  return db.selectFrom('batch_test_runs').selectAll().where('chatbot_id', '=', chatbotId).where('run_id', '=', runId).executeTakeFirst();
}

export function listRuns(db: Kysely<Database>, chatbotId: string, limit: number): Promise<BatchTestRunRow[]> {
  return db.selectFrom('batch_test_runs').selectAll().where('chatbot_id', '=', chatbotId).orderBy('created_at', 'desc').orderBy('run_id', 'desc').limit(limit).execute();
}

/** The bot's run that still has work ahead (queued, running or paused), if any. */
export function activeRun(db: Kysely<Database>, chatbotId: string): Promise<BatchTestRunRow | undefined> {
  return db.selectFrom('batch_test_runs').selectAll().where('chatbot_id', '=', chatbotId).where('state', 'in', ['queued', 'running', 'paused']).executeTakeFirst();
}

/** The run a progress stream starts with: the one still under way, else the newest. */
export async function activeOrNewestRun(db: Kysely<Database>, chatbotId: string): Promise<BatchTestRunRow | undefined> {
  return (await activeRun(db, chatbotId)) ?? (await listRuns(db, chatbotId, 1))[0];
}

/** The newest run of the same file before `run`: the one to compare with. */
export async function previousRunOf(db: Kysely<Database>, run: BatchTestRunRow): Promise<string | null> {
  const found = await db
    .selectFrom('batch_test_runs')
    .select('run_id')
    .where('chatbot_id', '=', run.chatbot_id)
    .where('file_hash', '=', run.file_hash)
    .where('created_at', '<', run.created_at)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return found?.run_id ?? null;
}

/** Moves a run from one of `from` to `to`, letting go of its claim; undefined when it was in none of them. */
export function moveRun(db: Kysely<Database>, chatbotId: string, runId: string, from: BatchTestState[], to: BatchTestState, finishedAt: Date | null): Promise<BatchTestRunRow | undefined> {
  return db
    .updateTable('batch_test_runs')
    .set({ state: to, claimed_by: null, claimed_at: null, ...(finishedAt && { finished_at: finishedAt }) })
    .where('chatbot_id', '=', chatbotId)
    .where('run_id', '=', runId)
    .where('state', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** The next rows not answered yet, in file order. */
export function pendingRows(db: Kysely<Database>, runId: string, limit: number): Promise<BatchTestRowRow[]> {
  return db.selectFrom('batch_test_rows').selectAll().where('run_id', '=', runId).where('answered', '=', false).orderBy('position').limit(limit).execute();
}

export type RowAnswer = Pick<BatchTestRowTable, 'position'> & {
  reply: string;
  source: string | null;
  answer_status: number;
  group_id: string | null;
  confidence: number | null;
  passed: boolean | null;
};

/** Stores the answers of a chunk of rows in one statement. */
export async function writeAnswers(db: Kysely<Database>, runId: string, answers: RowAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  const column = <K extends keyof RowAnswer>(key: K) => answers.map((answer) => answer[key]);
  await sql`
    update batch_test_rows r set answered = true, reply = a.reply, source = a.source, answer_status = a.answer_status,
      group_id = a.group_id, confidence = a.confidence, passed = a.passed
    from unnest(${column('position')}::int[], ${column('reply')}::text[], ${column('source')}::text[], ${column('answer_status')}::smallint[],
      ${column('group_id')}::text[], ${column('confidence')}::real[], ${column('passed')}::boolean[])
      as a(position, reply, source, answer_status, group_id, confidence, passed)
    where r.run_id = ${runId} and r.position = a.position`.execute(db);
}

export type RowOutcome = 'all' | 'passed' | 'failed' | 'unanswered';

const outcomeCondition = (outcome: RowOutcome) =>
  outcome === 'passed' ? sql`and r.passed` : outcome === 'failed' ? sql`and r.passed = false` : outcome === 'unanswered' ? sql`and r.answer_status in (2, 3)` : sql``;

export interface RowWithGroup extends BatchTestRowRow {
  group_key: string | null;
}

/** A run's rows in file order, with the key of the group that answered (null when it is gone). */
async function rowsOf(db: Kysely<Database>, run: BatchTestRunRow, outcome: RowOutcome, offset: number, limit: number): Promise<RowWithGroup[]> {
  const { rows } = await sql<RowWithGroup>`
    select r.*, g.key as group_key
    from batch_test_rows r
    left join qa_groups g on g.group_id = r.group_id and g.chatbot_id = ${run.chatbot_id}
    where r.run_id = ${run.run_id} ${outcomeCondition(outcome)}
    order by r.position
    offset ${offset} limit ${limit}`.execute(db);
  return rows;
}

/** A page of a run's rows and how many rows the outcome filter matches. */
export async function rowPage(db: Kysely<Database>, run: BatchTestRunRow, outcome: RowOutcome, offset: number, limit: number): Promise<{ rows: RowWithGroup[]; total: number }> {
  const rows = await rowsOf(db, run, outcome, offset, limit);
  const counted = await sql<{ total: number }>`select count(*)::int as total from batch_test_rows r where r.run_id = ${run.run_id} ${outcomeCondition(outcome)}`.execute(db);
  return { rows, total: counted.rows[0]?.total ?? 0 };
}

export async function findRow(db: Kysely<Database>, runId: string, position: number): Promise<BatchTestRowRow | undefined> {
  return db.selectFrom('batch_test_rows').selectAll().where('run_id', '=', runId).where('position', '=', position).executeTakeFirst();
}

export interface RunCounts {
  answered: number;
  passed: number;
  failed: number;
  answers: number;
  options: number;
  no_answer: number;
}

export async function runCounts(db: Kysely<Database>, runId: string): Promise<RunCounts> {
  const { rows } = await sql<RunCounts>`
    select count(*) filter (where answered)::int as answered,
      count(*) filter (where passed)::int as passed,
      count(*) filter (where passed = false)::int as failed,
      count(*) filter (where answer_status in (1, 5))::int as answers,
      count(*) filter (where answer_status = 3)::int as options,
      count(*) filter (where answer_status = 2)::int as no_answer
    from batch_test_rows where run_id = ${runId}`.execute(db);
  return rows[0] as RunCounts;
}

/** The groups that answered failed rows most often. */
export async function wrongMatches(db: Kysely<Database>, run: BatchTestRunRow, limit: number): Promise<{ group_id: string; key: string | null; count: number }[]> {
  const { rows } = await sql<{ group_id: string; key: string | null; count: number }>`
    select r.group_id, g.key, count(*)::int as count
    from batch_test_rows r
    left join qa_groups g on g.group_id = r.group_id and g.chatbot_id = ${run.chatbot_id}
    where r.run_id = ${run.run_id} and r.passed = false and r.group_id is not null
    group by r.group_id, g.key
    order by count desc, r.group_id
    limit ${limit}`.execute(db);
  return rows;
}

/** Both runs' rows side by side, position by position (the same file: the same questions in the same order). */
export async function pairedRows(db: Kysely<Database>, runId: string, otherRunId: string): Promise<{ now: BatchTestRowRow; then: BatchTestRowRow }[]> {
  const [now, then] = await Promise.all(
    [runId, otherRunId].map((id) => db.selectFrom('batch_test_rows').selectAll().where('run_id', '=', id).where('answered', '=', true).orderBy('position').execute()),
  );
  const earlier = new Map(then.map((row) => [row.position, row]));
  return now.flatMap((row) => {
    const other = earlier.get(row.position);
    return other && other.question === row.question ? [{ now: row, then: other }] : [];
  });
}

/** Every row of a run in file order, a page at a time (the CSV export). */
export async function* allRows(db: Kysely<Database>, run: BatchTestRunRow, pageSize = 1000): AsyncGenerator<RowWithGroup[]> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await rowsOf(db, run, 'all', offset, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

// The batch test of one of the signed-in account's bots (§2 advanced test, §4): start a run from a file, pause,
// resume and stop it, run its questions again, read its summary and results, compare it with the earlier run of the
// same file, and add a missed row's question to the Q&A set (to the group that should have answered it, or as a new
// group).
import { createHash, randomBytes } from 'node:crypto';
import type { BatchTestComparisonDTO, BatchTestRowDTO, BatchTestRowPageDTO, BatchTestRunDTO, BatchTestRunListDTO, BatchTestSummaryDTO, LikelyGroupsDTO, QaGroupDTO } from '../../schema/rest';
import type { BatchTestResultsQuery, BatchTestState } from '../../schema/rules/batch-test';
import type { AnswerStatus } from '../../schema/rules/constants';
import type { AddToQaBody } from '../../schema/rules/history';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { isUniqueViolation } from '../db/pg-errors';
import { AppError, notFound } from '../http/errors';
import { announceJob, wakeJobWorkers } from '../jobs/job-kind';
import type { AccountRow } from '../members/account.table';
import { planOfAccount } from '../plans/plan.repository';
import { ImportInvalid } from '../qa/qa-import.service';
import { addQuestionToQa, likelyGroupsFor } from '../history/add-to-qa.service';
import { rowLimitIssue, type BatchTestQuestion } from './batch-test-csv';
import { toRunEvent } from './batch-test.job';
import {
  activeRun,
  BATCH_TEST_JOBS,
  findRow,
  findRun,
  insertRun,
  listRuns,
  moveRun,
  pairedRows,
  previousRunOf,
  rowPage,
  runCounts,
  runQuestions,
  wrongMatches,
  type RowWithGroup,
} from './batch-test.repository';
import type { BatchTestRowRow, BatchTestRunRow } from './batch-test.table';

/** Runs the list shows. */
const RUNS_LISTED = 50;
const WRONG_MATCHES_LISTED = 5;

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

async function summaryOf(ctx: BackendContext, run: BatchTestRunRow): Promise<BatchTestSummaryDTO> {
  const [counts, wrong] = await Promise.all([runCounts(ctx.db, run.run_id), wrongMatches(ctx.db, run, WRONG_MATCHES_LISTED)]);
  const judged = counts.passed + counts.failed;
  return {
    passed: counts.passed,
    failed: counts.failed,
    pass_rate: judged === 0 ? null : counts.passed / judged,
    answered_share: share(counts.answers, counts.answered),
    options_share: share(counts.options, counts.answered),
    no_answer_share: share(counts.no_answer, counts.answered),
    wrong_matches: wrong,
  };
}

async function runDTO(ctx: BackendContext, run: BatchTestRunRow): Promise<BatchTestRunDTO> {
  const [summary, previous] = await Promise.all([summaryOf(ctx, run), previousRunOf(ctx.db, run)]);
  return { ...toRunEvent(run), file_name: run.file_name, created_at: run.created_at.toISOString(), finished_at: run.finished_at?.toISOString() ?? null, summary, previous_run_id: previous };
}

async function ownRun(ctx: BackendContext, bot: ChatbotRow, runId: string): Promise<BatchTestRunRow> {
  const run = await findRun(ctx.db, bot.chatbot_id, runId);
  if (!run) throw notFound();
  return run;
}

export async function rowLimitOf(ctx: BackendContext, account: AccountRow): Promise<number> {
  return (await planOfAccount(ctx.db, account)).batch_test_row_limit;
}

/** Rows of the same questions and expected answers hash alike, whatever the file's name or layout. */
function fileHash(rows: BatchTestQuestion[]): string {
  return createHash('sha256').update(JSON.stringify(rows.map((row) => [row.question, row.expectedAnswer]))).digest('hex');
}

export async function startRun(ctx: BackendContext, bot: ChatbotRow, fileName: string, rows: BatchTestQuestion[]): Promise<BatchTestRunDTO> {
  try {
    const run = await ctx.db.transaction().execute(async (trx) => {
      if (await activeRun(trx, bot.chatbot_id)) throw new AppError('BATCH_TEST_IN_PROGRESS');
      const created = await insertRun(trx, { runId: randomBytes(12).toString('base64url'), chatbotId: bot.chatbot_id, fileName, fileHash: fileHash(rows), rows, createdAt: ctx.now() });
      // Sent on commit: whichever replica's worker wakes first takes the run.
      await announceJob(ctx.database, BATCH_TEST_JOBS.kind, toRunEvent(created), trx);
      await wakeJobWorkers(ctx.database, BATCH_TEST_JOBS.kind, trx);
      return created;
    });
    return await runDTO(ctx, run);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('BATCH_TEST_IN_PROGRESS');
    throw error;
  }
}

/**
 * A new run of an earlier run's questions under its file's name, so that it compares with that run: the owner's "run
 * again" after teaching the bot. One unfinished run per bot, as for a file; a plan that allows fewer rows now refuses
 * it as it would refuse the file (the first row too many).
 */
export async function runAgain(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, runId: string): Promise<BatchTestRunDTO> {
  const run = await ownRun(ctx, bot, runId);
  const [questions, limit] = await Promise.all([runQuestions(ctx.db, run.run_id), rowLimitOf(ctx, account)]);
  const tooMany = rowLimitIssue(questions, limit);
  if (tooMany) throw new ImportInvalid([tooMany]);
  return startRun(ctx, bot, run.file_name, questions);
}

export async function listRunDTOs(ctx: BackendContext, account: AccountRow, bot: ChatbotRow): Promise<BatchTestRunListDTO> {
  const [runs, rowLimit] = await Promise.all([listRuns(ctx.db, bot.chatbot_id, RUNS_LISTED), rowLimitOf(ctx, account)]);
  return { runs: await Promise.all(runs.map((run) => runDTO(ctx, run))), row_limit: rowLimit };
}

export async function runStatus(ctx: BackendContext, bot: ChatbotRow, runId: string): Promise<BatchTestRunDTO> {
  return runDTO(ctx, await ownRun(ctx, bot, runId));
}

const MOVES: Record<'pause' | 'resume' | 'stop', { from: BatchTestState[]; to: BatchTestState; final: boolean }> = {
  pause: { from: ['queued', 'running'], to: 'paused', final: false },
  resume: { from: ['paused'], to: 'queued', final: false },
  stop: { from: ['queued', 'running', 'paused'], to: 'stopped', final: true },
};

/**
 * The owner's pause, resume or stop. The worker holding a paused or stopped run loses it at its next step (the chunk
 * in hand is not written); a resumed run waits for any worker. Asking for the state a run is in already answers it
 * as it is; a run that has ended cannot move (BATCH_TEST_ENDED).
 */
export async function moveRunBy(ctx: BackendContext, bot: ChatbotRow, runId: string, action: keyof typeof MOVES): Promise<BatchTestRunDTO> {
  const move = MOVES[action];
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const run = await moveRun(trx, bot.chatbot_id, runId, move.from, move.to, move.final ? ctx.now() : null);
    if (!run) return undefined;
    await announceJob(ctx.database, BATCH_TEST_JOBS.kind, toRunEvent(run), trx);
    if (move.to === 'queued') await wakeJobWorkers(ctx.database, BATCH_TEST_JOBS.kind, trx);
    return run;
  });
  if (moved) return runDTO(ctx, moved);
  const run = await ownRun(ctx, bot, runId);
  if (run.state === move.to || (action === 'resume' && (run.state === 'queued' || run.state === 'running'))) return runDTO(ctx, run);
  throw new AppError('BATCH_TEST_ENDED');
}

function rowDTO(row: RowWithGroup): BatchTestRowDTO {
  return {
    position: row.position,
    line: row.line,
    question: row.question,
    expected_answer: row.expected_answer,
    answered: row.answered,
    reply: row.reply,
    source: row.source as BatchTestRowDTO['source'],
    answer_status: row.answer_status,
    group: row.group_id && row.group_key !== null ? { id: row.group_id, key: row.group_key } : null,
    confidence: row.confidence,
    passed: row.passed,
  };
}

export async function resultPage(ctx: BackendContext, bot: ChatbotRow, runId: string, query: BatchTestResultsQuery): Promise<BatchTestRowPageDTO> {
  const run = await ownRun(ctx, bot, runId);
  const page = await rowPage(ctx.db, run, query.outcome, query.offset, query.limit);
  return { rows: page.rows.map(rowDTO), total: page.total };
}

/** Good: it passed, or (without an expected answer) it was answered. */
const isGood = (row: BatchTestRowRow) => (row.passed !== null ? row.passed : row.answer_status === 1 || row.answer_status === 5);
const sideOf = (row: BatchTestRowRow) => ({ reply: row.reply, answer_status: row.answer_status as AnswerStatus | null, passed: row.passed });

export async function compareRuns(ctx: BackendContext, bot: ChatbotRow, runId: string, otherRunId: string): Promise<BatchTestComparisonDTO> {
  const [run, other] = await Promise.all([ownRun(ctx, bot, runId), ownRun(ctx, bot, otherRunId)]);
  const pairs = await pairedRows(ctx.db, run.run_id, other.run_id);
  const change = ({ now, then }: (typeof pairs)[number]) => ({ position: now.position, question: now.question, expected_answer: now.expected_answer, before: sideOf(then), after: sideOf(now) });
  return {
    run_id: run.run_id,
    other_run_id: other.run_id,
    fixed: pairs.filter(({ now, then }) => isGood(now) && !isGood(then)).map(change),
    broken: pairs.filter(({ now, then }) => !isGood(now) && isGood(then)).map(change),
  };
}

async function rowQuestion(ctx: BackendContext, bot: ChatbotRow, runId: string, position: number): Promise<string> {
  const run = await ownRun(ctx, bot, runId);
  const row = await findRow(ctx.db, run.run_id, position);
  if (!row) throw notFound();
  return row.question;
}

/** A row's question becomes a phrasing of `body.group_id` (already there: nothing changes) or a new group with `body.answer`. */
export async function addRowToQa(ctx: BackendContext, account: AccountRow, bot: ChatbotRow, runId: string, position: number, body: AddToQaBody): Promise<QaGroupDTO> {
  return addQuestionToQa(ctx, account, bot, await rowQuestion(ctx, bot, runId, position), body, { knownIsSaved: true });
}

/** The bot's groups most like the row's question (or `asked`), best first. */
export async function rowLikelyGroups(ctx: BackendContext, bot: ChatbotRow, runId: string, position: number, asked: string | undefined): Promise<LikelyGroupsDTO> {
  // The row is looked up even when `asked` replaces its question: another bot's run is not found.
  const question = await rowQuestion(ctx, bot, runId, position);
  return likelyGroupsFor(ctx, bot, asked || question);
}

// A batch-test run as a job of the framework: its questions, in file order and a chunk at a time, go through the one
// reply pipeline exactly as a user's message would, but unrecorded (no history, no statistics). A chunk's answers and
// the run's count are written in one transaction guarded by the claim, so a run paused, stopped or taken over loses
// at most the chunk in hand, and a resumed run carries on from its first unanswered row.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BatchTestRunEventDTO } from '../../schema/rest';
import { ANSWER_STATUS } from '../../schema/rules/constants';
import { reply } from '../answering/pipeline/reply-pipeline';
import type { PublicBot } from '../channels/public-bot.cache';
import type { BackendContext } from '../context';
import { ClaimLost, failureCode, type ClaimedJob, type JobKind } from '../jobs/job-kind';
import { activeOrNewestRun, BATCH_TEST_JOBS, pendingRows, writeAnswers, type RowAnswer } from './batch-test.repository';
import type { BatchTestRowRow, BatchTestRunRow } from './batch-test.table';

/** Rows answered between two writes: each write is one progress step. */
export const BATCH_TEST_CHUNK = 200;

/** Case, width and spacing aside, does the reply carry the expected answer's text? */
export function carriesAnswer(replyText: string, expected: string): boolean {
  const normal = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return normal(replyText).includes(normal(expected));
}

/**
 * The reply as the results show it: its text, then the buttons it offered under their heading, one a line, so a row
 * answered with "did you mean" options says which (its text alone is empty).
 */
export function shownReply(data: { text: string; title: string; buttons: readonly { text: string }[] }): string {
  const heading = data.title.trim() === data.text.trim() ? [] : [data.title];
  const offered = data.buttons.length > 0 ? [...heading, ...data.buttons.map((button) => `• ${button.text}`)] : [];
  return [data.text, ...offered].filter((line) => line.trim() !== '').join('\n');
}

export function toRunEvent(run: BatchTestRunRow): BatchTestRunEventDTO {
  return { run_id: run.run_id, chatbot_id: run.chatbot_id, state: run.state, done: run.done, total: run.total, progress: run.progress, message: run.message };
}

async function botOf(ctx: BackendContext, chatbotId: string): Promise<PublicBot> {
  const row = await ctx.db.selectFrom('chatbots').select('vendor_id').where('chatbot_id', '=', chatbotId).executeTakeFirst();
  const bot = row && (await ctx.caches.publicBots.lookup(row.vendor_id));
  if (!bot) throw new ClaimLost();
  return bot;
}

async function answerRow(ctx: BackendContext, bot: PublicBot, runId: string, row: BatchTestRowRow): Promise<RowAnswer> {
  const answer = await reply(ctx, { bot, body: { userId: `batch-test-${runId}`, type: 'message', message: { text: row.question } }, platform: 'other', withDebug: true, record: false });
  const debug = answer.debug;
  const status = debug?.answer_status ?? ANSWER_STATUS.other;
  const confidences = (debug?.sources ?? []).flatMap((source) => source.candidates.map((candidate) => candidate.confidence));
  const answered = status === ANSWER_STATUS.answered || status === ANSWER_STATUS.autoQa;
  return {
    position: row.position,
    reply: shownReply(answer.data),
    source: debug?.source ?? null,
    answer_status: status,
    group_id: debug?.group_id ?? null,
    confidence: confidences.length > 0 ? Math.max(...confidences) : null,
    passed: row.expected_answer === null ? null : answered && carriesAnswer(answer.data.text, row.expected_answer),
  };
}

async function runBatch(ctx: BackendContext, job: ClaimedJob<'batch_test_runs'>): Promise<void> {
  const { run_id: runId, total } = job.row;
  const bot = await botOf(ctx, job.row.chatbot_id);
  let done = job.row.done;
  for (;;) {
    if (job.signal.aborted) return;
    const pending = await pendingRows(ctx.db, runId, BATCH_TEST_CHUNK);
    if (pending.length === 0) {
      await job.step({ state: 'complete', done: total, progress: 1, finished_at: ctx.now() });
      return;
    }
    const answers: RowAnswer[] = [];
    for (const row of pending) {
      answers.push(await answerRow(ctx, bot, runId, row));
      // Matching is CPU work: between two questions, real visitors' requests get their turn.
      await nextTurn();
    }
    done += answers.length;
    const progress = total === 0 ? 1 : done / total;
    await ctx.db.transaction().execute(async (trx) => {
      await writeAnswers(trx, runId, answers);
      await job.step({ done, progress }, trx);
    });
  }
}

export const batchTestJobs: JobKind<'batch_test_runs', BatchTestRunEventDTO> = {
  store: BATCH_TEST_JOBS,
  run: runBatch,
  // Answered rows are kept with each step: a run a dead worker left goes on from its first unanswered row.
  resume: runBatch,
  failed: (reason, ctx) => ({ state: 'failed', message: reason, finished_at: ctx.now() }),
  // An untrained bot fails the run with the code, which the console words in the owner's language.
  failureOf: failureCode,
  progress: {
    eventName: 'batch_test',
    toEvent: toRunEvent,
    current: async (db, chatbotId) => {
      const run = await activeOrNewestRun(db, chatbotId);
      return run ? [toRunEvent(run)] : [];
    },
    keyOf: (event) => event.run_id,
    finished: (event) => event.state !== 'queued' && event.state !== 'running',
    // A paused run resumes under the same id.
    requeueable: true,
    endsWithoutJobs: false,
  },
};

// /batch-test/{botId}/runs…: the batch test (§2 advanced test) of one of the signed-in account's bots — start a run
// from a CSV of questions (and expected answers), follow it, pause, resume or stop it, read and export its results,
// run a run's questions again, compare it with the earlier run of the same file, and add a missed row's question to
// the Q&A set.
import { z } from 'zod';
import { BATCH_TEST_FILE_MAX_BYTES, batchTestExportSchema, batchTestResultsSchema } from '../../schema/rules/batch-test';
import { addToQaSchema, likelyGroupsSchema } from '../../schema/rules/history';
import { MSG } from '../../schema/rules/validation';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { CSV_FORMAT_NOTE } from '../http/csv-stream';
import { validationFailed } from '../http/errors';
import { signedIn } from '../http/require-session';
import { defineRoute, type Route } from '../http/route';
import { memoryUpload } from '../http/upload';
import { jobEvents } from '../jobs/job.events';
import { lineRefusal, ref } from '../openapi/builders';
import { ImportInvalid } from '../qa/qa-import.service';
import { batchTestJobs } from './batch-test.job';
import { streamResultsCsv } from './batch-test-results-csv';
import { addRowToQa, compareRuns, listRunDTOs, moveRunBy, resultPage, rowLikelyGroups, rowLimitOf, runAgain, runStatus, startRun } from './batch-test.service';
import { utf8UploadText } from '../http/text-upload';

const upload = memoryUpload({ fileSize: BATCH_TEST_FILE_MAX_BYTES });
const runParams = z.object({ runId: z.string().max(100) });
// A row's place in its file: 1 to 999,999,999 in plain digits, so no number PostgreSQL's integer cannot hold reaches it.
const rowParams = z.object({ runId: z.string().max(100), position: z.string().regex(/^[1-9]\d{0,8}$/, MSG.invalidValue).transform(Number) });

/** POST …/runs/{runId}/pause, /resume, /stop. */
function moveRoute(action: 'pause' | 'resume' | 'stop', summary: string): Route {
  return defineRoute({
    method: 'post',
    path: `/:botId/runs/:runId/${action}`,
    summary,
    description: 'Asking for the state the run is in already answers it unchanged.',
    session: true,
    bot: true,
    params: runParams,
    answer: { status: 200, description: 'The run as it now is', schema: 'BatchTestRun' },
    errors: ['NOT_FOUND', 'BATCH_TEST_ENDED'],
    handler: ({ ctx, res, params }) => moveRunBy(ctx, ownedBotOf(res), params.runId, action),
  });
}

export const batchTestRoutes: Route[] = [
  defineRoute({
    method: 'post',
    path: '/:botId/runs',
    summary: 'Start a batch test from a CSV of questions',
    description:
      'Multipart `file`: a .csv (UTF-8 with or without a byte-order mark, or UTF-16 with one; ≤ 5 MB), each line a question and optionally the expected answer; a first row naming its question column (`question`, `問題`, …) is skipped. At most the plan\'s row limit. Every question goes through the reply pipeline as a message would, unrecorded (no history, no statistics). One unfinished run per bot.',
    session: true,
    bot: true,
    upload: { middleware: upload.single('file'), files: { file: { type: 'string', format: 'binary', description: 'question[,expected_answer] CSV' } } },
    answer: { status: 201, description: 'Started', schema: 'BatchTestRun' },
    errors: ['BATCH_TEST_IN_PROGRESS', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'],
    answers: { '400': lineRefusal('IMPORT_INVALID: every bad line (validation.batchRowLimit on the first line past the plan\'s limit); or VALIDATION_FAILED: no file') },
    handler: async ({ ctx, req, res }) => {
      if (!req.file) throw validationFailed([{ field: 'file', message: MSG.noFileSelected }]);
      const text = utf8UploadText(req.file.buffer, req.file.originalname, { csvName: true });
      const reading = await ctx.csvReader.read({ kind: 'batch-test', text, rowLimit: await rowLimitOf(ctx, signedIn(res).account) });
      if (!reading.ok) throw new ImportInvalid(reading.lines);
      res.status(201);
      return startRun(ctx, ownedBotOf(res), req.file.originalname, reading.rows);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/runs',
    summary: "The bot's runs, newest first (at most 50), and the plan's row limit",
    session: true,
    bot: true,
    answer: { status: 200, description: 'Runs', schema: 'BatchTestRunList' },
    handler: ({ ctx, res }) => listRunDTOs(ctx, signedIn(res).account, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/runs/events',
    summary: "Server-sent events of the bot's runs",
    description: 'Sends `event: batch_test` with a BatchTestRunEvent: the unfinished (else the newest) run first, then every step; ends when no run it sent is queued or running.',
    session: true,
    bot: true,
    answer: { status: 200, description: 'Event stream', content: { 'text/event-stream': { schema: ref('BatchTestRunEvent') } } },
    handler: ({ ctx, req, res, next }) => jobEvents(ctx, batchTestJobs)(req, res, next),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/runs/:runId',
    summary: 'One run: state, done, total and the summary',
    session: true,
    bot: true,
    params: runParams,
    answer: { status: 200, description: 'Run', schema: 'BatchTestRun' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params }) => runStatus(ctx, ownedBotOf(res), params.runId),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/runs/:runId/results',
    summary: "A page of the run's rows in file order",
    description: 'outcome: all (default), passed, failed (an expected answer the reply does not carry), unanswered (options or the failed message). offset ≥ 0, limit 1–200 (default 50).',
    session: true,
    bot: true,
    params: runParams,
    query: batchTestResultsSchema,
    answer: { status: 200, description: 'Rows', schema: 'BatchTestRowPage' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params, query }) => resultPage(ctx, ownedBotOf(res), params.runId, query),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/runs/:runId/results.csv',
    summary: 'Every row of the run as CSV, in file order',
    description: `Columns: line, question, expected_answer, reply, source, answer_status, group_key, confidence (on the thresholds' 0–1 scale), passed. ${CSV_FORMAT_NOTE}`,
    session: true,
    bot: true,
    params: runParams,
    query: batchTestExportSchema,
    answer: { status: 200, description: 'CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
    errors: ['NOT_FOUND'],
    handler: async ({ ctx, res, params, query }) => {
      await streamResultsCsv(ctx, ownedBotOf(res), params.runId, query, res);
      return undefined;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/runs/:runId/compare/:otherRunId',
    summary: 'Rows fixed and rows broken since an earlier run of the same file',
    description: 'Rows are paired by their place in the file when their question is the same. A row is good when it passed, or, without an expected answer, when it was answered.',
    session: true,
    bot: true,
    params: z.object({ runId: z.string().max(100), otherRunId: z.string().max(100) }),
    answer: { status: 200, description: 'Comparison', schema: 'BatchTestComparison' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params }) => compareRuns(ctx, ownedBotOf(res), params.runId, params.otherRunId),
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/runs/:runId/rows/:position/add-to-qa',
    summary: "Add a row's question to the Q&A set: a new group with `answer`, or a new phrasing of `group_id`",
    description:
      "As POST /history/{botId}/messages/{id}/add-to-qa: without group_id, answer is required and the group is created as in POST /qa/{botId}/groups (plan limit, answer mode 1), unless one of the bot's groups has the question already: 409 QUESTION_IN_GROUP, with that group's `group_id` and `key` in `values`. With group_id, a group that has the question already is answered unchanged. The bot then reports untrained changes.",
    session: true,
    bot: true,
    params: rowParams,
    body: addToQaSchema,
    answer: { status: 201, description: 'The group as it now is', schema: 'QaGroup' },
    errors: ['NOT_FOUND', 'QA_GROUP_LIMIT_REACHED', 'QUESTION_IN_GROUP'],
    handler: ({ ctx, res, params, body }) => addRowToQa(ctx, signedIn(res).account, ownedBotOf(res), params.runId, params.position, body),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/runs/:runId/rows/:position/likely-groups',
    summary: "The bot's groups most like the row's question (or q), best first, for the add-to-Q&A picker",
    session: true,
    bot: true,
    params: rowParams,
    query: likelyGroupsSchema,
    answer: { status: 200, description: 'Groups', schema: 'LikelyGroups' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params, query }) => rowLikelyGroups(ctx, ownedBotOf(res), params.runId, params.position, query.q),
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/runs/:runId/again',
    summary: "Start a new run of the run's questions and expected answers, under its file's name",
    description:
      "The new run compares with this one as a new upload of the same file would. Any run of the bot in any state can be run again; one unfinished run per bot (409 BATCH_TEST_IN_PROGRESS). More rows than the plan's limit now: 400 IMPORT_INVALID with validation.batchRowLimit on the first row too many.",
    session: true,
    bot: true,
    params: runParams,
    answer: { status: 201, description: 'Started', schema: 'BatchTestRun' },
    errors: ['NOT_FOUND', 'BATCH_TEST_IN_PROGRESS'],
    answers: { '400': lineRefusal('IMPORT_INVALID: validation.batchRowLimit on the first row past the plan\'s limit') },
    handler: ({ ctx, res, params }) => runAgain(ctx, signedIn(res).account, ownedBotOf(res), params.runId),
  }),
  moveRoute('pause', 'Pause a queued or running run (the answered rows are kept)'),
  moveRoute('resume', 'Resume a paused run from its first unanswered row'),
  moveRoute('stop', 'Stop a run for good (the answered rows are kept)'),
];

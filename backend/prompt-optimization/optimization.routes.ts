// /graph-rag/{botId}/optimize-prompt/ and /graph-rag/{botId}/optimization…: prompt optimisation (§4) for one of the
// signed-in account's bots — start from a question,answer CSV, follow it, apply or discard its proposal.
import { z } from 'zod';
import { OPTIMIZATION_FILE_MAX_BYTES, OPTIMIZATION_MAX_ROWS } from '../../schema/rules/autofaq';
import { MSG } from '../../schema/rules/validation';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { validationFailed } from '../http/errors';
import { signedIn } from '../http/require-session';
import { defineRoute, type Route } from '../http/route';
import { memoryUpload } from '../http/upload';
import { lineRefusal, ref } from '../openapi/builders';
import { ImportInvalid } from '../qa/qa-import.service';
import { jobEvents } from '../jobs/job.events';
import { optimizationJobs } from './optimization.job';
import { readOptimizationCsv } from './optimization-csv';
import { checkCanOptimize, decideProposal, optimizationStatus, startOptimization } from './optimization.service';
import { utf8UploadText } from '../http/text-upload';

const upload = memoryUpload({ fileSize: OPTIMIZATION_FILE_MAX_BYTES });

const jobParams = z.object({ jobId: z.string() });

/** POST …/optimization/{jobId}/apply/ or …/discard/: decides a pending proposal; deciding again answers it unchanged. */
function decisionRoute(decision: 'applied' | 'discarded', verb: string, summary: string): Route {
  return defineRoute({
    method: 'post',
    path: `/:botId/optimization/:jobId/${verb}/`,
    summary,
    session: true,
    bot: true,
    params: jobParams,
    answer: { status: 200, description: `${decision[0].toUpperCase()}${decision.slice(1)} (again: unchanged)`, schema: 'OptimizationJob' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params }) => decideProposal(ctx, ownedBotOf(res), params.jobId, decision),
  });
}

/** Served under /graph-rag, next to the knowledge routes. */
export const optimizationRoutes: Route[] = [
  defineRoute({
    method: 'post',
    path: '/:botId/optimize-prompt/',
    summary: 'Start a prompt optimisation (§4)',
    description: `CSV with columns question and answer (≤ 5 MB, ≤ ${OPTIMIZATION_MAX_ROWS} rows). The job measures AutoQA's answers with the current and the proposed bot-level prompt; follow it with the events stream.`,
    session: true,
    bot: true,
    upload: { middleware: upload.single('file'), files: { file: { type: 'string', format: 'binary', description: 'question,answer CSV' } } },
    answer: { status: 202, description: 'Started', schema: 'OptimizationJob' },
    errors: ['LLM_REQUIRED', 'OPTIMIZATION_IN_PROGRESS', 'OPTIMIZATION_LIMIT_REACHED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'],
    answers: {
      '400': lineRefusal('IMPORT_INVALID: every bad row with its line; or VALIDATION_FAILED: no file'),
    },
    handler: ({ ctx, req, res }) => {
      checkCanOptimize(ctx.llm);
      if (!req.file) throw validationFailed([{ field: 'file', message: MSG.required }]);
      const reading = readOptimizationCsv(utf8UploadText(req.file.buffer, req.file.originalname, { csvName: true }));
      if (!reading.ok) throw new ImportInvalid(reading.lines);
      return startOptimization(ctx, signedIn(res).account, ownedBotOf(res), reading.rows);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/optimization/',
    summary: "The bot's newest optimisation and today's use of the daily limit",
    session: true,
    bot: true,
    answer: { status: 200, description: 'Status', schema: 'OptimizationStatus' },
    handler: ({ ctx, res }) => optimizationStatus(ctx, signedIn(res).account, ownedBotOf(res), ctx.llm),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/optimization/events',
    summary: "Server-sent events of the bot's optimisation",
    description: 'Sends `event: optimization` with an OptimizationJob as data: the newest job first, then every step; ends after success or failure.',
    session: true,
    bot: true,
    answer: { status: 200, description: 'Event stream', content: { 'text/event-stream': { schema: ref('OptimizationJob') } } },
    handler: ({ ctx, req, res, next }) => jobEvents(ctx, optimizationJobs)(req, res, next),
  }),
  decisionRoute('applied', 'apply', 'Make the proposed prompt the bot-level prompt'),
  decisionRoute('discarded', 'discard', 'Set the proposal aside and keep the current prompt'),
];

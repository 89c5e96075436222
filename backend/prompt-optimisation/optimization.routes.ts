// /graph-rag/{botId}/optimize-prompt/ and /graph-rag/{botId}/optimization…: prompt optimisation (§4) for one of the
// signed-in account's bots — start from a question,answer CSV, follow it, apply or discard its proposal.
import { Router, type Request } from 'express';
import type { ErrorBody } from '../../schema/rest';
import { OPTIMIZATION_FILE_MAX_BYTES } from '../../schema/rules/autofaq';
import { MSG } from '../../schema/rules/validation';
import { ownedBot, ownedBotOf } from '../chatbots/owned-chatbot';
import type { BackendContext } from '../context';
import { unsupportedFileType, validationFailed } from '../http/errors';
import { requireSession, signedIn } from '../http/require-session';
import { memoryUpload } from '../http/upload';
import { ImportInvalid } from '../qa/qa-import.service';
import { optimizationEvents } from './optimization-events';
import { readOptimizationCsv } from './optimization-csv';
import { checkCanOptimize, decideProposal, optimizationStatus, startOptimization } from './optimization.service';

const upload = memoryUpload({ fileSize: OPTIMIZATION_FILE_MAX_BYTES });

function csvText(buffer: Buffer, fileName: string): string {
  if (!fileName.toLowerCase().endsWith('.csv') || buffer.includes(0)) throw unsupportedFileType(fileName);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw unsupportedFileType(fileName);
  }
}

export function promptOptimisationRouter(ctx: BackendContext): Router {
  const model = ctx.llm;
  const router = Router();
  // Per route, not router.use: this router shares /graph-rag with the knowledge routes and must not guard theirs.
  const session = requireSession(ctx);
  const bot = ownedBot(ctx);

  router.post('/:botId/optimize-prompt', session, bot, upload.single('file'), async (req, res) => {
    checkCanOptimize(model);
    if (!req.file) throw validationFailed([{ field: 'file', message: MSG.required }]);
    const reading = readOptimizationCsv(csvText(req.file.buffer, req.file.originalname));
    if (!reading.ok) {
      const error = new ImportInvalid(reading.lines);
      const body: ErrorBody = { error: { code: error.code, message: error.message, lines: error.lines } };
      res.status(error.status).json(body);
      return;
    }
    res.status(202).json(await startOptimization(ctx, signedIn(res).account, ownedBotOf(res), reading.rows));
  });

  router.get('/:botId/optimization', session, bot, async (_req, res) => {
    res.json(await optimizationStatus(ctx, signedIn(res).account, ownedBotOf(res), model));
  });

  router.get('/:botId/optimization/events', session, bot, optimizationEvents(ctx));

  router.post('/:botId/optimization/:jobId/apply', session, bot, async (req: Request<{ botId: string; jobId: string }>, res) => {
    res.json(await decideProposal(ctx, ownedBotOf(res), req.params.jobId, 'applied'));
  });

  router.post('/:botId/optimization/:jobId/discard', session, bot, async (req: Request<{ botId: string; jobId: string }>, res) => {
    res.json(await decideProposal(ctx, ownedBotOf(res), req.params.jobId, 'discarded'));
  });
  return router;
}

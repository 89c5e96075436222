// /qa/{botId}/*: the Q&A list of one of the signed-in account's bots — groups, CSV import and export,
// training and its live progress, and the answer thresholds.
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { ErrorBody, StatusDTO } from '../../schema/rest';
import { QA_IMPORT_MAX_BYTES, QA_PAGE_SIZE_MAX } from '../../schema/rules/constants';
import { answerSettingsSchema, MSG, qaGroupSchema } from '../../schema/rules/validation';
import { ownedBot, ownedBotOf } from '../chatbots/owned-chatbot';
import type { BackendContext } from '../context';
import { validationFailed } from '../http/errors';
import { requireSession, signedIn } from '../http/require-session';
import { memoryUpload } from '../http/upload';
import { validate } from '../http/validate';
import { answerSettings, replaceAnswerSettings } from './answer-settings';
import { createQaGroup, deleteQaGroup, listQaGroups, modifyQaGroup, qaGroup } from './qa-group.service';
import { exportQaCsv, importQaCsv, ImportInvalid } from './qa-import.service';
import { trainingEvents } from './training-events';
import { startTraining, trainingStatus } from './training.service';

const pageQuerySchema = z.object({
  q: z.string().trim().max(200, MSG.tooLong).default(''),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(QA_PAGE_SIZE_MAX).default(20),
});

// The file is parsed whole and nothing is written unless all of it is valid.
const upload = memoryUpload({ fileSize: QA_IMPORT_MAX_BYTES });

export function qaRouter(ctx: BackendContext): Router {
  const router = Router();
  const session = requireSession(ctx);
  const bot = ownedBot(ctx);

  router.get('/:botId/groups', session, bot, async (req, res) => {
    const query = validate(pageQuerySchema, req.query);
    res.json(await listQaGroups(ctx, ownedBotOf(res), query));
  });

  router.post('/:botId/groups', session, bot, async (req, res) => {
    const body = validate(qaGroupSchema, req.body);
    res.status(201).json(await createQaGroup(ctx, signedIn(res).account, ownedBotOf(res), body));
  });

  router.get('/:botId/groups/:groupId', session, bot, async (req: Request<{ botId: string; groupId: string }>, res) => {
    res.json(await qaGroup(ctx, ownedBotOf(res), req.params.groupId));
  });

  router.put('/:botId/groups/:groupId', session, bot, async (req: Request<{ botId: string; groupId: string }>, res) => {
    const body = validate(qaGroupSchema, req.body);
    res.json(await modifyQaGroup(ctx, ownedBotOf(res), req.params.groupId, body));
  });

  router.delete('/:botId/groups/:groupId', session, bot, async (req: Request<{ botId: string; groupId: string }>, res) => {
    await deleteQaGroup(ctx, ownedBotOf(res), req.params.groupId);
    const answer: StatusDTO = { status: 'success' };
    res.json(answer);
  });

  router.post('/:botId/import', session, bot, upload.single('file'), async (req, res) => {
    if (!req.file) throw validationFailed([{ field: 'file', message: MSG.required }]);
    try {
      res.json(await importQaCsv(ctx, signedIn(res).account, ownedBotOf(res), { buffer: req.file.buffer, fileName: req.file.originalname }));
    } catch (error) {
      if (!(error instanceof ImportInvalid)) throw error;
      // The shared error middleware knows `fields`; an import answers the bad rows as `lines`.
      const body: ErrorBody = { error: { code: error.code, message: error.message, lines: error.lines } };
      res.status(error.status).json(body);
    }
  });

  router.get('/:botId/export', session, bot, async (req, res) => {
    const csv = await exportQaCsv(ctx, ownedBotOf(res));
    // The byte-order mark lets spreadsheet programs read the file as UTF-8; import accepts it.
    res.status(200).set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="qa-groups.csv"' }).send(`\ufeff${csv}`);
  });

  router.post('/:botId/train', session, bot, async (req, res) => {
    res.status(202).json(await startTraining(ctx, ownedBotOf(res)));
  });

  router.get('/:botId/training', session, bot, async (req, res) => {
    res.json(await trainingStatus(ctx, ownedBotOf(res)));
  });

  router.get('/:botId/training/events', session, bot, trainingEvents(ctx));

  router.get('/:botId/answer-settings', session, bot, async (req, res) => {
    res.json(await answerSettings(ctx, ownedBotOf(res)));
  });

  router.put('/:botId/answer-settings', session, bot, async (req, res) => {
    const body = validate(answerSettingsSchema, req.body);
    res.json(await replaceAnswerSettings(ctx, ownedBotOf(res), body));
  });
  return router;
}

// /qa/{botId}/*: the Q&A list of one of the signed-in account's bots — groups, CSV import and export,
// training and its live progress, and the answer thresholds.
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { ErrorBody, StatusDTO } from '../../schema/rest';
import { QA_IMPORT_MAX_BYTES, QA_PAGE_SIZE_MAX } from '../../schema/rules/constants';
import { answerSettingsSchema, MSG, qaGroupSchema } from '../../schema/rules/validation';
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
  router.use(requireSession(ctx));

  router.get('/:botId/groups', async (req, res) => {
    const query = validate(pageQuerySchema, req.query);
    res.json(await listQaGroups(ctx, signedIn(res).account, req.params.botId, query));
  });

  router.post('/:botId/groups', async (req, res) => {
    const body = validate(qaGroupSchema, req.body);
    res.status(201).json(await createQaGroup(ctx, signedIn(res).account, req.params.botId, body));
  });

  router.get('/:botId/groups/:groupId', async (req, res) => {
    res.json(await qaGroup(ctx, signedIn(res).account, req.params.botId, req.params.groupId));
  });

  router.put('/:botId/groups/:groupId', async (req, res) => {
    const body = validate(qaGroupSchema, req.body);
    res.json(await modifyQaGroup(ctx, signedIn(res).account, req.params.botId, req.params.groupId, body));
  });

  router.delete('/:botId/groups/:groupId', async (req, res) => {
    await deleteQaGroup(ctx, signedIn(res).account, req.params.botId, req.params.groupId);
    const answer: StatusDTO = { status: 'success' };
    res.json(answer);
  });

  router.post('/:botId/import', upload.single('file'), async (req: Request<{ botId: string }>, res) => {
    if (!req.file) throw validationFailed([{ field: 'file', message: MSG.required }]);
    try {
      res.json(await importQaCsv(ctx, signedIn(res).account, req.params.botId, { buffer: req.file.buffer, fileName: req.file.originalname }));
    } catch (error) {
      if (!(error instanceof ImportInvalid)) throw error;
      // The shared error middleware knows `fields`; an import answers the bad rows as `lines`.
      const body: ErrorBody = { error: { code: error.code, message: error.message, lines: error.lines } };
      res.status(error.status).json(body);
    }
  });

  router.get('/:botId/export', async (req, res) => {
    const csv = await exportQaCsv(ctx, signedIn(res).account, req.params.botId);
    // The byte-order mark lets spreadsheet programs read the file as UTF-8; import accepts it.
    res.status(200).set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="qa-groups.csv"' }).send(`\ufeff${csv}`);
  });

  router.post('/:botId/train', async (req, res) => {
    res.status(202).json(await startTraining(ctx, signedIn(res).account, req.params.botId));
  });

  router.get('/:botId/training', async (req, res) => {
    res.json(await trainingStatus(ctx, signedIn(res).account, req.params.botId));
  });

  router.get('/:botId/training/events', trainingEvents(ctx));

  router.get('/:botId/answer-settings', async (req, res) => {
    res.json(await answerSettings(ctx, signedIn(res).account, req.params.botId));
  });

  router.put('/:botId/answer-settings', async (req, res) => {
    const body = validate(answerSettingsSchema, req.body);
    res.json(await replaceAnswerSettings(ctx, signedIn(res).account, req.params.botId, body));
  });
  return router;
}

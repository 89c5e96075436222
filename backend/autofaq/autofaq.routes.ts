// /autofaq/{botId}/*: the AutoFAQ answer sets of one of the signed-in account's bots — upload, list, toggle,
// delete, and a test of what AutoFAQ would reply.
import { Router, type Request } from 'express';
import { AUTOFAQ_FILE_MAX_BYTES, autoFaqTestSchema, autoFaqToggleSchema, autoFaqUploadOptionsSchema } from '../../schema/rules/autofaq';
import { MSG } from '../../schema/rules/validation';
import { ownedBot, ownedBotOf } from '../chatbots/owned-chatbot';
import type { BackendContext } from '../context';
import { validationFailed } from '../http/errors';
import { requireSession, signedIn } from '../http/require-session';
import { fileRefusalErrors, memoryUpload } from '../http/upload';
import { validate } from '../http/validate';
import type { LanguageModel } from '../llm/provider';
import { AutoFaqFileRefused } from './autofaq-csv';
import { AutoFaqFileExists, autoFaqData, removeAutoFaqFile, setAutoFaqActive, testAutoFaq, uploadAutoFaqFile } from './autofaq.service';

const upload = memoryUpload({ fileSize: AUTOFAQ_FILE_MAX_BYTES });
/** Refusals name the file (and reason and row); the shared error middleware answers everything else. */
const autoFaqErrors = fileRefusalErrors(AutoFaqFileRefused, AutoFaqFileExists);

export function autoFaqRouter(ctx: BackendContext, model: LanguageModel | undefined = ctx.llm): Router {
  const router = Router();
  const session = requireSession(ctx);
  const bot = ownedBot(ctx);

  router.post('/:botId/upload', session, bot, upload.single('file'), async (req, res) => {
    if (!req.file) throw validationFailed([{ field: 'file', message: MSG.required }]);
    const { overwrite } = validate(autoFaqUploadOptionsSchema, req.body);
    res.status(201).json(await uploadAutoFaqFile(ctx, ownedBotOf(res), req.file, overwrite));
  });

  router.get('/:botId/data', session, bot, async (req, res) => {
    res.json(await autoFaqData(ctx, ownedBotOf(res)));
  });

  router.put('/:botId/files/:fileId/toggle-active', session, bot, async (req: Request<{ botId: string; fileId: string }>, res) => {
    const { active } = validate(autoFaqToggleSchema, req.body);
    res.json(await setAutoFaqActive(ctx, ownedBotOf(res), req.params.fileId, active));
  });

  router.delete('/:botId/files/:fileId', session, bot, async (req: Request<{ botId: string; fileId: string }>, res) => {
    res.json(await removeAutoFaqFile(ctx, ownedBotOf(res), req.params.fileId));
  });

  router.post('/:botId/test', session, bot, async (req, res) => {
    const { question } = validate(autoFaqTestSchema, req.body);
    res.json(await testAutoFaq(ctx, ownedBotOf(res), question, model));
  });

  router.use(autoFaqErrors);
  return router;
}

// /autofaq/{botId}/*: the AutoFAQ answer sets of one of the signed-in account's bots — upload, list, toggle,
// delete, and a test of what AutoFAQ would reply.
import { Router, type Request } from 'express';
import { AUTOFAQ_FILE_MAX_BYTES, autoFaqTestSchema, autoFaqToggleSchema, autoFaqUploadOptionsSchema } from '../../schema/rules/autofaq';
import { MSG } from '../../schema/rules/validation';
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
  router.use(requireSession(ctx));

  router.post('/:botId/upload', upload.single('file'), async (req: Request<{ botId: string }>, res) => {
    if (!req.file) throw validationFailed([{ field: 'file', message: MSG.required }]);
    const { overwrite } = validate(autoFaqUploadOptionsSchema, req.body);
    res.status(201).json(await uploadAutoFaqFile(ctx, signedIn(res).account, req.params.botId, req.file, overwrite));
  });

  router.get('/:botId/data', async (req, res) => {
    res.json(await autoFaqData(ctx, signedIn(res).account, req.params.botId));
  });

  router.put('/:botId/files/:fileId/toggle-active', async (req, res) => {
    const { active } = validate(autoFaqToggleSchema, req.body);
    res.json(await setAutoFaqActive(ctx, signedIn(res).account, req.params.botId, req.params.fileId, active));
  });

  router.delete('/:botId/files/:fileId', async (req, res) => {
    res.json(await removeAutoFaqFile(ctx, signedIn(res).account, req.params.botId, req.params.fileId));
  });

  router.post('/:botId/test', async (req, res) => {
    const { question } = validate(autoFaqTestSchema, req.body);
    res.json(await testAutoFaq(ctx, signedIn(res).account, req.params.botId, question, model));
  });

  router.use(autoFaqErrors);
  return router;
}

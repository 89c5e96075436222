// /graph-rag/{botId}/*: the knowledge files (AutoQA page) of one of the signed-in account's bots (PRODUCT.md §7).
import { Router, type Request } from 'express';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../schema/rules/constants';
import { KNOWLEDGE_UPLOAD_MAX_FILES, retrievalTestSchema, toggleActiveSchema, updateKnowledgeDataSchema, uploadOptionsSchema } from '../../schema/rules/knowledge';
import { MSG } from '../../schema/rules/validation';
import { ownedBot, ownedBotOf } from '../chatbots/owned-chatbot';
import type { BackendContext } from '../context';
import { validationFailed } from '../http/errors';
import { requireSession, signedIn } from '../http/require-session';
import { fileRefusalErrors, memoryUpload } from '../http/upload';
import { validate } from '../http/validate';
import { ingestEvents } from './ingest-events';
import {
  autoQaData,
  deleteKnowledgeFile,
  FileExists,
  retrievalTest,
  retryIngestion,
  setFileActive,
  updateKnowledgeData,
  uploadKnowledgeFiles,
} from './knowledge.service';
import { KnowledgeFileRefused } from './parse';

const upload = memoryUpload({ fileSize: KNOWLEDGE_FILE_MAX_BYTES, files: KNOWLEDGE_UPLOAD_MAX_FILES });
/** Knowledge refusals carry the file (and row or page); the shared error middleware answers everything else. */
const knowledgeErrors = fileRefusalErrors(KnowledgeFileRefused, FileExists);

export function knowledgeRouter(ctx: BackendContext): Router {
  const router = Router();
  const session = requireSession(ctx);
  const bot = ownedBot(ctx);

  router.post('/:botId/upload-graphrag', session, bot, upload.array('files'), async (req, res) => {
    const files = Array.isArray(req.files) ? req.files : [];
    if (files.length === 0) throw validationFailed([{ field: 'files', message: MSG.required }]);
    const { overwrite } = validate(uploadOptionsSchema, req.body);
    res.status(201).json(await uploadKnowledgeFiles(ctx, ownedBotOf(res), files, overwrite));
  });

  router.get('/:botId/autoqa-data', session, bot, async (req, res) => {
    res.json(await autoQaData(ctx, ownedBotOf(res)));
  });

  router.put('/:botId/files/:fileId/toggle-active', session, bot, async (req: Request<{ botId: string; fileId: string }>, res) => {
    const { active } = validate(toggleActiveSchema, req.body);
    res.json(await setFileActive(ctx, ownedBotOf(res), req.params.fileId, active));
  });

  router.delete('/:botId/files/:fileId', session, bot, async (req: Request<{ botId: string; fileId: string }>, res) => {
    res.json(await deleteKnowledgeFile(ctx, ownedBotOf(res), req.params.fileId));
  });

  router.post('/:botId/files/:fileId/retry', session, bot, async (req: Request<{ botId: string; fileId: string }>, res) => {
    res.json(await retryIngestion(ctx, ownedBotOf(res), req.params.fileId));
  });

  router.post('/:botId/update-chatbot-data', session, bot, async (req, res) => {
    const body = validate(updateKnowledgeDataSchema, req.body);
    res.json(await updateKnowledgeData(ctx, ownedBotOf(res), body));
  });

  router.get('/:botId/ingest/events', session, bot, ingestEvents(ctx));

  router.post('/:botId/retrieval-test', session, bot, async (req, res) => {
    const { question } = validate(retrievalTestSchema, req.body);
    res.json(await retrievalTest(ctx, ownedBotOf(res), question));
  });

  router.use(knowledgeErrors);
  return router;
}

// /chatbot/*: list, create (multipart), detail, modify, delete and tools of the signed-in account's bots.
import { Router, type Request } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { StatusDTO } from '../../schema/rest';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../schema/rules/constants';
import { createChatbotPayloadSchema, deleteChatbotSchema, modifyChatbotSchema, MSG, toolsSchema } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import { unsupportedFileType, validationFailed } from '../http/errors';
import { requireSession, signedIn } from '../http/require-session';
import { validate } from '../http/validate';
import { admitKnowledgeFile, type AcceptedKnowledgeFile } from '../knowledge/intake';
import { KnowledgeFileRefused } from '../knowledge/parse';
import { chatbotDetail, chatbotTools, createChatbot, deleteChatbot, listAccountChatbots, modifyChatbot, replaceChatbotTools } from './chatbot.service';

const MAX_FILES_PER_REQUEST = 20;
const toolsBodySchema = z.object({ tools: toolsSchema });

// Files stay in memory until every check passed, so a refused request writes nothing to disk.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: KNOWLEDGE_FILE_MAX_BYTES, files: MAX_FILES_PER_REQUEST, fields: 10, fieldSize: 64 * 1024 },
  defParamCharset: 'utf8',
});

function parsePayload(raw: unknown): unknown {
  if (typeof raw !== 'string') throw validationFailed([{ field: 'payload', message: MSG.required }]);
  try {
    return JSON.parse(raw);
  } catch {
    throw validationFailed([{ field: 'payload', message: 'validation.malformedBody' }], 'The payload field is not valid JSON.');
  }
}

function uploadedFiles(req: Request): Express.Multer.File[] {
  return Array.isArray(req.files) ? req.files : [];
}

/**
 * The wizard's files go through the knowledge intake (format by name and content); its answer to a refused file
 * stays 415 UNSUPPORTED_FILE_TYPE. Each file is read in full when it is ingested, as the AutoQA page shows.
 */
function admitWizardFiles(files: Express.Multer.File[]): AcceptedKnowledgeFile[] {
  return files.map((file) => {
    try {
      return admitKnowledgeFile(file);
    } catch (error) {
      if (error instanceof KnowledgeFileRefused) throw unsupportedFileType(error.file);
      throw error;
    }
  });
}

export function chatbotsRouter(ctx: BackendContext): Router {
  const router = Router();
  router.use(requireSession(ctx));

  router.get('/chatbots-list', async (_req, res) => {
    res.json(await listAccountChatbots(ctx, signedIn(res).account));
  });

  router.post('/v2/create-chatbot', upload.array('files', MAX_FILES_PER_REQUEST), async (req, res) => {
    const payload = validate(createChatbotPayloadSchema, parsePayload(req.body?.payload));
    const files = admitWizardFiles(uploadedFiles(req));
    res.status(201).json(await createChatbot(ctx, signedIn(res).account, payload, files));
  });

  router.get('/:id/detail', async (req, res) => {
    res.json(await chatbotDetail(ctx, signedIn(res).account, req.params.id));
  });

  router.put('/:id/modify-detail', async (req, res) => {
    const changes = validate(modifyChatbotSchema, req.body);
    res.json(await modifyChatbot(ctx, signedIn(res).account, req.params.id, changes));
  });

  router.delete('/:id/delete-chatbot', async (req, res) => {
    const { password } = validate(deleteChatbotSchema, req.body);
    await deleteChatbot(ctx, signedIn(res).account, req.params.id, password);
    const answer: StatusDTO = { status: 'success' };
    res.json(answer);
  });

  router.get('/:id/tools', async (req, res) => {
    res.json(await chatbotTools(ctx, signedIn(res).account, req.params.id));
  });

  router.put('/:id/tools', async (req, res) => {
    const { tools } = validate(toolsBodySchema, req.body);
    res.json(await replaceChatbotTools(ctx, signedIn(res).account, req.params.id, tools));
  });
  return router;
}

// /chatbot/*: list, create (multipart), detail, modify, delete and tools of the signed-in account's bots.
import { Router, type Request } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { StatusDTO } from '../../schema/rest';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../schema/rules/constants';
import { createChatbotPayloadSchema, deleteChatbotSchema, modifyChatbotSchema, MSG, toolsSchema } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import { validationFailed } from '../http/errors';
import { requireSession, signedIn } from '../http/require-session';
import { validate } from '../http/validate';
import { chatbotDetail, chatbotTools, createChatbot, deleteChatbot, listAccountChatbots, modifyChatbot, replaceChatbotTools } from './chatbot.service';
import { acceptKnowledgeFiles } from './knowledge-files';
import { ownedBot, ownedBotOf } from './owned-chatbot';

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

export function chatbotsRouter(ctx: BackendContext): Router {
  const router = Router();
  const session = requireSession(ctx);
  const bot = ownedBot(ctx);

  router.get('/chatbots-list', session, async (_req, res) => {
    res.json(await listAccountChatbots(ctx, signedIn(res).account));
  });

  router.post('/v2/create-chatbot', session, upload.array('files', MAX_FILES_PER_REQUEST), async (req, res) => {
    const payload = validate(createChatbotPayloadSchema, parsePayload(req.body?.payload));
    const files = acceptKnowledgeFiles(uploadedFiles(req));
    res.status(201).json(await createChatbot(ctx, signedIn(res).account, payload, files));
  });

  router.get('/:botId/detail', session, bot, async (_req, res) => {
    res.json(await chatbotDetail(ctx, ownedBotOf(res)));
  });

  router.put('/:botId/modify-detail', session, bot, async (req, res) => {
    const changes = validate(modifyChatbotSchema, req.body);
    res.json(await modifyChatbot(ctx, signedIn(res).account, ownedBotOf(res), changes));
  });

  router.delete('/:botId/delete-chatbot', session, bot, async (req, res) => {
    const { password } = validate(deleteChatbotSchema, req.body);
    await deleteChatbot(ctx, signedIn(res).account, ownedBotOf(res), password);
    const answer: StatusDTO = { status: 'success' };
    res.json(answer);
  });

  router.get('/:botId/tools', session, bot, (_req, res) => {
    res.json(chatbotTools(ownedBotOf(res)));
  });

  router.put('/:botId/tools', session, bot, async (req, res) => {
    const { tools } = validate(toolsBodySchema, req.body);
    res.json(await replaceChatbotTools(ctx, ownedBotOf(res), tools));
  });
  return router;
}

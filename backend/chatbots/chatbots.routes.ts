// /chatbot/*: list, create (multipart), detail, modify, delete and tools of the signed-in account's bots.
import type { Request } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { StatusDTO } from '../../schema/rest';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../schema/rules/constants';
import { createChatbotPayloadSchema, deleteChatbotSchema, modifyChatbotSchema, MSG, toolsSchema } from '../../schema/rules/validation';
import { unsupportedFileType, validationFailed } from '../http/errors';
import { countAttempts, refundAttempt } from '../http/rate-limit';
import { signedIn } from '../http/require-session';
import { defineRoute, type AttemptLimit, type Route } from '../http/route';
import { validate } from '../http/validate';
import { admitKnowledgeFile, type AcceptedKnowledgeFile } from '../knowledge/intake';
import { KnowledgeFileRefused } from '../knowledge/parse';
import { requestSchema } from '../openapi/builders';
import {
  DELETE_PASSWORD_LIMIT_PER_ACCOUNT,
  chatbotDetail,
  chatbotTools,
  createChatbot,
  deleteChatbot,
  listAccountChatbots,
  modifyChatbot,
  replaceChatbotTools,
} from './chatbot.service';
import { ownedBotOf } from './owned-chatbot';

const MAX_FILES_PER_REQUEST = 20;

/** Wrong passwords confirming a deletion, per account: a session left open must not become a password oracle. */
const deletePasswordLimit: AttemptLimit = {
  middleware: (ctx) => countAttempts(ctx, [{ rule: DELETE_PASSWORD_LIMIT_PER_ACCOUNT, key: (_req, res) => String(signedIn(res).account.id) }]),
  perAccount: true,
  description: `RATE_LIMITED: more than ${DELETE_PASSWORD_LIMIT_PER_ACCOUNT.limit} wrong passwords per account in 15 minutes`,
};
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
    throw validationFailed([{ field: 'payload', message: MSG.malformedBody }], 'The payload field is not valid JSON.');
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
  const admitted = files.map((file) => {
    try {
      return admitKnowledgeFile(file);
    } catch (error) {
      if (error instanceof KnowledgeFileRefused) throw unsupportedFileType(error.file);
      throw error;
    }
  });
  // §5: a file with a name already given replaces it, as on the AutoQA page: of two files of one name, the later stays.
  const last = new Map(admitted.map((file) => [file.fileName, file]));
  return admitted.filter((file) => last.get(file.fileName) === file);
}

/** /chatbot/*: the bots of the signed-in account. */
export const chatbotRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/chatbots-list',
    summary: "The account's chatbots",
    session: true,
    answer: { status: 200, description: 'Chatbots', schema: 'ChatbotList' },
    handler: ({ ctx, res }) => listAccountChatbots(ctx, signedIn(res).account),
  }),
  defineRoute({
    method: 'post',
    path: '/v2/create-chatbot',
    summary: 'Create a chatbot with knowledge files',
    session: true,
    upload: {
      middleware: upload.array('files', MAX_FILES_PER_REQUEST),
      files: {
        payload: { type: 'string', contentMediaType: 'application/json', contentSchema: requestSchema(createChatbotPayloadSchema) },
        files: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' }, description: 'CSV, TXT, DOCX or PDF, each at most 5 MB' },
      },
      required: ['payload'],
    },
    answer: { status: 201, description: 'Created', schema: 'ChatbotDetail' },
    errors: ['VALIDATION_FAILED', 'BOT_LIMIT_REACHED', 'PACKAGE_NOT_IN_PLAN', 'DUPLICATE_BOT_NAME', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'],
    handler: ({ ctx, req, res }) => {
      // The bot's fields travel as one JSON form field next to the files.
      const payload = validate(createChatbotPayloadSchema, parsePayload(req.body?.payload));
      return createChatbot(ctx, signedIn(res).account, payload, admitWizardFiles(uploadedFiles(req)));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/detail',
    summary: 'One chatbot',
    session: true,
    bot: true,
    answer: { status: 200, description: 'Chatbot', schema: 'ChatbotDetail' },
    handler: ({ ctx, res }) => chatbotDetail(ctx, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/modify-detail',
    summary: "Change a chatbot's basic settings",
    session: true,
    bot: true,
    body: modifyChatbotSchema,
    answer: { status: 200, description: 'Changed', schema: 'ChatbotDetail' },
    errors: ['DUPLICATE_BOT_NAME', 'PACKAGE_NOT_IN_PLAN', 'EDIT_CONFLICT'],
    handler: ({ ctx, res, body }) => modifyChatbot(ctx, signedIn(res).account, ownedBotOf(res), body),
  }),
  defineRoute({
    method: 'delete',
    path: '/:botId/delete-chatbot',
    summary: "Delete a chatbot and its files, confirmed by the account password (or, for an account of Google or LINE sign-in, by the bot's name)",
    rateLimit: deletePasswordLimit,
    session: true,
    bot: true,
    body: deleteChatbotSchema,
    answer: { status: 200, description: 'Deleted', schema: 'Status' },
    errors: ['INVALID_PASSWORD'],
    handler: async ({ ctx, res, body }) => {
      await deleteChatbot(ctx, signedIn(res).account, ownedBotOf(res), body, () => refundAttempt(res));
      const answer: StatusDTO = { status: 'success' };
      return answer;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/tools/',
    summary: "A chatbot's tool modules",
    session: true,
    bot: true,
    answer: { status: 200, description: 'Tools', schema: 'ChatbotTools' },
    handler: ({ res }) => chatbotTools(ownedBotOf(res)),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/tools/',
    summary: "Replace a chatbot's tool modules",
    session: true,
    bot: true,
    body: toolsBodySchema,
    answer: { status: 200, description: 'Tools', schema: 'ChatbotTools' },
    handler: ({ ctx, res, body }) => replaceChatbotTools(ctx, ownedBotOf(res), body.tools),
  }),
];

// /autofaq/{botId}/*: the AutoFAQ answer sets of one of the signed-in account's bots — upload, list, toggle,
// delete, and a test of what AutoFAQ would reply.
import { z } from 'zod';
import { AUTOFAQ_ANSWER_MAX_CHARS, AUTOFAQ_FILE_MAX_BYTES, AUTOFAQ_SHORTLIST_SIZE, autoFaqTestSchema, autoFaqToggleSchema, autoFaqUploadOptionsSchema } from '../../schema/rules/autofaq';
import { MSG } from '../../schema/rules/validation';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { validationFailed } from '../http/errors';
import { defineRoute, type Route } from '../http/route';
import { fileRefusalErrors, memoryUpload } from '../http/upload';
import { fileRefusal } from '../openapi/builders';
import { AutoFaqFileRefused } from './autofaq-csv';
import { AutoFaqFileExists, autoFaqData, removeAutoFaqFile, setAutoFaqActive, testAutoFaq, uploadAutoFaqFile } from './autofaq.service';

const upload = memoryUpload({ fileSize: AUTOFAQ_FILE_MAX_BYTES });
/** Refusals name the file (and reason and row); the shared error middleware answers everything else. */
export const autoFaqErrors = fileRefusalErrors(AutoFaqFileRefused, AutoFaqFileExists);

const fileParams = z.object({ fileId: z.string() });

export const autoFaqRoutes: Route[] = [
  defineRoute({
    method: 'post',
    path: '/:botId/upload/',
    summary: 'Upload an AutoFAQ answer set',
    description: `CSV (UTF-8, or UTF-16 with a byte-order mark; ≤ 5 MB) with a header row holding an \`answer\` column (\`content\` also works, any case) and optionally \`title\`; each further row is one fixed answer of at most ${AUTOFAQ_ANSWER_MAX_CHARS} characters. A bad row refuses the whole file and nothing changes.`,
    session: true,
    bot: true,
    upload: { middleware: upload.single('file'), files: { file: { type: 'string', format: 'binary', description: 'The answer-set CSV' } } },
    body: autoFaqUploadOptionsSchema,
    answer: { status: 201, description: 'Stored', schema: 'AutoFaqData' },
    errors: ['FILE_TOO_LARGE'],
    answers: {
      '400': fileRefusal('KNOWLEDGE_FILE_INVALID naming the file, the reason (empty, csv_columns, csv_syntax, cell_too_long, not_utf8, wrong_type) and the row'),
      '409': fileRefusal('FILE_EXISTS: a file of that name is stored; upload again with overwrite=true'),
    },
    handler: ({ ctx, req, res, body }) => {
      if (!req.file) throw validationFailed([{ field: 'file', message: MSG.required }]);
      return uploadAutoFaqFile(ctx, ownedBotOf(res), req.file, body.overwrite);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/data/',
    summary: "The bot's AutoFAQ answer sets",
    session: true,
    bot: true,
    answer: { status: 200, description: 'Answer sets', schema: 'AutoFaqData' },
    handler: ({ ctx, res }) => autoFaqData(ctx, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/files/:fileId/toggle-active/',
    summary: 'Turn an answer set on or off (only active ones answer)',
    session: true,
    bot: true,
    params: fileParams,
    body: autoFaqToggleSchema,
    answer: { status: 200, description: 'Changed', schema: 'AutoFaqData' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params, body }) => setAutoFaqActive(ctx, ownedBotOf(res), params.fileId, body.active),
  }),
  defineRoute({
    method: 'delete',
    path: '/:botId/files/:fileId/',
    summary: 'Delete an answer set and its answers',
    session: true,
    bot: true,
    params: fileParams,
    answer: { status: 200, description: 'Deleted', schema: 'AutoFaqData' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params }) => removeAutoFaqFile(ctx, ownedBotOf(res), params.fileId),
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/test/',
    summary: 'What AutoFAQ would reply to a question',
    description: `Retrieval shortlists the best ${AUTOFAQ_SHORTLIST_SIZE} answers; with a language model, it picks one or none; without one (or when it fails), the best answer above the retrieval threshold.`,
    session: true,
    bot: true,
    body: autoFaqTestSchema,
    answer: { status: 200, description: 'The shortlist and the choice', schema: 'AutoFaqTest' },
    handler: ({ ctx, res, body }) => testAutoFaq(ctx, ownedBotOf(res), body.question, ctx.llm),
  }),
];

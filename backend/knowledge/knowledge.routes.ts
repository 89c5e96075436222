// /graph-rag/{botId}/*: the knowledge files (AutoQA page) of one of the signed-in account's bots (PRODUCT.md §7).
import { z } from 'zod';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../schema/rules/constants';
import { KNOWLEDGE_BOT_MAX_CHUNKS, KNOWLEDGE_FILE_MAX_CHUNKS, KNOWLEDGE_UPLOAD_MAX_FILES, retrievalTestSchema, toggleActiveSchema, updateKnowledgeDataSchema, uploadOptionsSchema } from '../../schema/rules/knowledge';
import { MSG } from '../../schema/rules/validation';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { validationFailed } from '../http/errors';
import { defineRoute, type Route } from '../http/route';
import { fileRefusalErrors, memoryUpload } from '../http/upload';
import { fileRefusal, ref } from '../openapi/builders';
import { jobEvents } from '../jobs/job.events';
import { ingestJobs } from './ingest.job';
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
export const knowledgeErrors = fileRefusalErrors(KnowledgeFileRefused, FileExists);

const fileParams = z.object({ fileId: z.string() });

export const knowledgeRoutes: Route[] = [
  defineRoute({
    method: 'post',
    path: '/:botId/upload-graphrag/',
    summary: 'Upload knowledge files (CSV in the AutoQA format, TXT, DOCX, PDF with a text layer; each ≤ 5 MB)',
    description:
      `Every file is read in full (on a reader thread) before any is stored: one refusal refuses the upload and nothing stored changes. At most ${KNOWLEDGE_UPLOAD_MAX_FILES} files; ` +
      `a file may yield at most ${KNOWLEDGE_FILE_MAX_CHUNKS.toLocaleString('en')} passages (too_many_chunks) and a bot's files ${KNOWLEDGE_BOT_MAX_CHUNKS.toLocaleString('en')} together (bot_chunk_limit). ` +
      'RATE_LIMITED when too many files are already waiting to be read.',
    session: true,
    bot: true,
    upload: { middleware: upload.array('files'), files: { files: { type: 'array', items: { type: 'string', format: 'binary' } } } },
    body: uploadOptionsSchema,
    answer: { status: 201, description: 'Queued for ingestion', schema: 'KnowledgeUpload' },
    errors: ['FILE_TOO_LARGE', 'RATE_LIMITED'],
    answers: {
      '400': fileRefusal('KNOWLEDGE_FILE_INVALID naming the file, reason and row/page (or VALIDATION_FAILED: no file)'),
      '409': fileRefusal('FILE_EXISTS: a file of that name is stored; upload again with overwrite=true'),
    },
    handler: ({ ctx, req, res, body }) => {
      const files = Array.isArray(req.files) ? req.files : [];
      if (files.length === 0) throw validationFailed([{ field: 'files', message: MSG.required }]);
      return uploadKnowledgeFiles(ctx, ownedBotOf(res), files, body.overwrite);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/autoqa-data/',
    summary: "The bot's knowledge files and its bot-level prompt",
    session: true,
    bot: true,
    answer: { status: 200, description: 'Files, oldest first', schema: 'AutoQaData' },
    handler: ({ ctx, res }) => autoQaData(ctx, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/files/:fileId/toggle-active/',
    summary: 'Let a file answer, or not',
    session: true,
    bot: true,
    params: fileParams,
    body: toggleActiveSchema,
    answer: { status: 200, description: 'Updated', schema: 'AutoQaFile' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params, body }) => setFileActive(ctx, ownedBotOf(res), params.fileId, body.active),
  }),
  defineRoute({
    method: 'delete',
    path: '/:botId/files/:fileId/',
    summary: 'Delete a file with its chunks',
    session: true,
    bot: true,
    params: fileParams,
    answer: { status: 200, description: 'Deleted', schema: 'Status' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params }) => deleteKnowledgeFile(ctx, ownedBotOf(res), params.fileId),
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/files/:fileId/retry/',
    summary: 'Queue a failed (or ready) file for ingestion again',
    session: true,
    bot: true,
    params: fileParams,
    answer: { status: 200, description: 'Queued (or already under way)', schema: 'AutoQaFile' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params }) => retryIngestion(ctx, ownedBotOf(res), params.fileId),
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/update-chatbot-data/',
    summary: 'Save the bot-level prompt and per-file descriptions and prompts',
    description: 'Each prompt is at most the estimated token budget of schema/rules/tokens.ts (≈ 270 Chinese or 1,500 English characters).',
    session: true,
    bot: true,
    body: updateKnowledgeDataSchema,
    answer: { status: 200, description: 'Saved', schema: 'AutoQaData' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, body }) => updateKnowledgeData(ctx, ownedBotOf(res), body),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/ingest/events',
    summary: 'Live ingestion progress',
    description: 'Sends `event: ingest` with an IngestEvent, first for every file, then at every step; ends when no file is pending or processing.',
    session: true,
    bot: true,
    answer: { status: 200, description: 'Event stream', content: { 'text/event-stream': { schema: ref('IngestEvent') } } },
    handler: ({ ctx, req, res, next }) => jobEvents(ctx, ingestJobs)(req, res, next),
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/retrieval-test/',
    summary: 'The chunks a question retrieves from the active files, with the extractive answer',
    session: true,
    bot: true,
    body: retrievalTestSchema,
    answer: { status: 200, description: 'Best chunks first', schema: 'RetrievalTest' },
    handler: ({ ctx, res, body }) => retrievalTest(ctx, ownedBotOf(res), body.question),
  }),
];

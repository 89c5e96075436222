// /qa/{botId}/*: the Q&A list of one of the signed-in account's bots — groups, CSV import and export,
// training and its live progress, and the answer thresholds.
import { z } from 'zod';
import type { StatusDTO } from '../../schema/rest';
import { QA_IMPORT_MAX_BYTES, QA_PAGE_SIZE_MAX } from '../../schema/rules/constants';
import { answerSettingsSchema, MSG, qaGroupCreateSchema, qaGroupUpdateSchema } from '../../schema/rules/validation';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { validationFailed } from '../http/errors';
import { signedIn } from '../http/require-session';
import { defineRoute, type Route } from '../http/route';
import { memoryUpload } from '../http/upload';
import { lineRefusal, ref } from '../openapi/builders';
import { answerSettings, replaceAnswerSettings } from './answer-settings.service';
import { createQaGroup, deleteQaGroup, listQaGroups, modifyQaGroup, qaGroup } from './qa-group.service';
import { exportQaCsv, importQaCsv } from './qa-import.service';
import { jobEvents } from '../jobs/job.events';
import { trainingJobs } from './training.job';
import { startTraining, trainingStatus } from './training.service';

const pageQuerySchema = z.object({
  q: z.string().trim().max(200, MSG.tooLong).default(''),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(QA_PAGE_SIZE_MAX).default(20),
});

// The file is parsed whole and nothing is written unless all of it is valid.
const upload = memoryUpload({ fileSize: QA_IMPORT_MAX_BYTES });

const groupParams = z.object({ groupId: z.string() });
const trainingJobStream = { 'text/event-stream': { schema: ref('TrainingJob') } };

/** /qa/{botId}/*: every route serves one bot of the signed-in account. */
export const qaRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/:botId/groups',
    summary: "A page of the bot's Q&A groups, newest first; q matches any question or answer, case-insensitive",
    session: true,
    bot: true,
    query: pageQuerySchema,
    answer: { status: 200, description: 'Groups', schema: 'QaGroupPage' },
    handler: ({ ctx, res, query }) => listQaGroups(ctx, ownedBotOf(res), query),
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/groups',
    summary: 'Create a Q&A group; sent again with the same request_key, it changes the group the first request made instead of adding another',
    session: true,
    bot: true,
    body: qaGroupCreateSchema,
    answer: { status: 201, description: 'Created', schema: 'QaGroup' },
    errors: ['QA_GROUP_LIMIT_REACHED'],
    handler: ({ ctx, res, body }) => createQaGroup(ctx, signedIn(res).account, ownedBotOf(res), body),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/groups/:groupId',
    summary: 'One Q&A group',
    session: true,
    bot: true,
    params: groupParams,
    answer: { status: 200, description: 'Group', schema: 'QaGroup' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params }) => qaGroup(ctx, ownedBotOf(res), params.groupId),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/groups/:groupId',
    summary: 'Replace a Q&A group (its key stays)',
    session: true,
    bot: true,
    params: groupParams,
    body: qaGroupUpdateSchema,
    answer: { status: 200, description: 'Changed', schema: 'QaGroup' },
    errors: ['NOT_FOUND', 'EDIT_CONFLICT'],
    handler: ({ ctx, res, params, body }) => modifyQaGroup(ctx, ownedBotOf(res), params.groupId, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/:botId/groups/:groupId',
    summary: 'Delete a Q&A group',
    session: true,
    bot: true,
    params: groupParams,
    answer: { status: 200, description: 'Deleted', schema: 'Status' },
    errors: ['NOT_FOUND'],
    handler: async ({ ctx, res, params }) => {
      await deleteQaGroup(ctx, ownedBotOf(res), params.groupId);
      const answer: StatusDTO = { status: 'success' };
      return answer;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/import',
    summary: 'Import a group,question,answer CSV, with optional answer_mode,similar_enabled,tags,choices columns (all or nothing)',
    description:
      'Rows with the same group are one group; a group whose key exists is replaced (questions and answers), others are created. Only created groups count against the plan limit.',
    session: true,
    bot: true,
    upload: { middleware: upload.single('file'), files: { file: { type: 'string', contentMediaType: 'text/csv', description: 'UTF-8 (BOM allowed) or UTF-16 with a BOM, header row required, at most 5 MB' } } },
    answer: { status: 200, description: 'Imported', schema: 'QaImportResult' },
    errors: ['QA_GROUP_LIMIT_REACHED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'],
    answers: {
      '400': lineRefusal('IMPORT_INVALID: every bad row with its line (nothing imported); or VALIDATION_FAILED: no file'),
    },
    handler: ({ ctx, req, res }) => {
      if (!req.file) throw validationFailed([{ field: 'file', message: MSG.required }]);
      return importQaCsv(ctx, signedIn(res).account, ownedBotOf(res), { buffer: req.file.buffer, fileName: req.file.originalname });
    },
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/export',
    summary: "The bot's Q&A groups as a group,question,answer,answer_mode,similar_enabled,tags,choices CSV",
    description: 'RFC 4180 quoting, CRLF line ends, UTF-8 with a byte-order mark; a group of n questions and m answers gives max(n, m) rows. Imports back unchanged.',
    session: true,
    bot: true,
    answer: { status: 200, description: 'CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
    handler: async ({ ctx, res }) => {
      const csv = await exportQaCsv(ctx, ownedBotOf(res));
      // The byte-order mark lets spreadsheet programs read the file as UTF-8; import accepts it.
      res.status(200).set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="qa-groups.csv"' }).send(`\ufeff${csv}`);
      return undefined;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/train',
    summary: 'Start training the bot',
    session: true,
    bot: true,
    answer: { status: 202, description: 'Queued', schema: 'TrainingJob' },
    errors: ['TRAINING_IN_PROGRESS'],
    handler: ({ ctx, res }) => startTraining(ctx, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/training',
    summary: "The bot's newest training job and trained index",
    session: true,
    bot: true,
    answer: { status: 200, description: 'Status', schema: 'TrainingStatus' },
    handler: ({ ctx, res }) => trainingStatus(ctx, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/training/events',
    summary: 'Server-sent events of the bot training',
    description: 'Sends `event: training` with the newest job first, then at every step of a job; ends after success or failure. A comment heartbeat comes every 25 s.',
    session: true,
    bot: true,
    answer: { status: 200, description: 'Event stream', content: trainingJobStream },
    handler: ({ ctx, req, res, next }) => jobEvents(ctx, trainingJobs)(req, res, next),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/answer-settings',
    summary: "The bot's answer thresholds (the engine's defaults until set) and synonym sets",
    session: true,
    bot: true,
    answer: { status: 200, description: 'Settings', schema: 'AnswerSettings' },
    handler: ({ ctx, res }) => answerSettings(ctx, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/answer-settings',
    summary: "Replace the bot's answer thresholds; synonyms and off_topic_filter, when left out, keep their values",
    session: true,
    bot: true,
    body: answerSettingsSchema,
    answer: { status: 200, description: 'Settings', schema: 'AnswerSettings' },
    handler: ({ ctx, res, body }) => replaceAnswerSettings(ctx, ownedBotOf(res), body),
  }),
];

// /ner/{botId}/*: the entity files (NER) of one of the signed-in account's bots — upload, list, toggle, delete, and
// a test of which entities a text names.
import { z } from 'zod';
import { ENTITY_FILE_MAX_BYTES, entityTestSchema, entityToggleSchema } from '../../schema/rules/entities';
import { MSG } from '../../schema/rules/validation';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { validationFailed } from '../http/errors';
import { defineRoute, type Route } from '../http/route';
import { lineRefusalErrors, memoryUpload } from '../http/upload';
import { EntityFileInvalid } from './entity-csv';
import { entityData, removeEntityFile, setEntityActive, testEntities, uploadEntityFile } from './entities.service';

const upload = memoryUpload({ fileSize: ENTITY_FILE_MAX_BYTES });
/** A refused file answers every bad row (`error.lines`); the shared error middleware answers everything else. */
export const entityErrors = lineRefusalErrors(EntityFileInvalid);

const fileParams = z.object({ fileId: z.string() });

export const entityRoutes: Route[] = [
  defineRoute({
    method: 'post',
    path: '/:botId/upload/',
    summary: 'Upload an entity file',
    description:
      'CSV (UTF-8, ≤ 5 MB) with a header row naming `type`, `value` and `synonyms` (any order and case; synonyms optional), one entity a row, its synonyms separated by `|`. A type holds letters, digits, `_` and `-` (it is what an answer\'s `{entity:type}` names). Any bad row refuses the whole file (400 IMPORT_INVALID listing every bad line and why) and nothing changes. A file of the same name is replaced, keeping its on/off state; `replaced_file` then names it.',
    session: true,
    bot: true,
    upload: { middleware: upload.single('file'), files: { file: { type: 'string', format: 'binary', description: 'The entity CSV' } } },
    answer: { status: 201, description: 'Stored', schema: 'EntityData' },
    errors: ['FILE_TOO_LARGE', 'IMPORT_INVALID'],
    handler: ({ ctx, req, res }) => {
      if (!req.file) throw validationFailed([{ field: 'file', message: MSG.required }]);
      return uploadEntityFile(ctx, ownedBotOf(res), req.file);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/data/',
    summary: "The bot's entity files",
    session: true,
    bot: true,
    answer: { status: 200, description: 'Entity files', schema: 'EntityData' },
    handler: ({ ctx, res }) => entityData(ctx, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/files/:fileId/toggle-active/',
    summary: 'Turn an entity file on or off (only active ones are found in messages)',
    session: true,
    bot: true,
    params: fileParams,
    body: entityToggleSchema,
    answer: { status: 200, description: 'Changed', schema: 'EntityData' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params, body }) => setEntityActive(ctx, ownedBotOf(res), params.fileId, body.active),
  }),
  defineRoute({
    method: 'delete',
    path: '/:botId/files/:fileId/',
    summary: 'Delete an entity file and its entities',
    session: true,
    bot: true,
    params: fileParams,
    answer: { status: 200, description: 'Deleted', schema: 'EntityData' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params }) => removeEntityFile(ctx, ownedBotOf(res), params.fileId),
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/test/',
    summary: 'The entities a text names',
    description: "Read as a visitor's message is: the active files' names, width, case and Traditional/Simplified folded, longest match first from the left, never overlapping.",
    session: true,
    bot: true,
    body: entityTestSchema,
    answer: { status: 200, description: 'The entities found, in the order of the text', schema: 'EntityTest' },
    handler: ({ ctx, res, body }) => testEntities(ctx, ownedBotOf(res), body.text),
  }),
];

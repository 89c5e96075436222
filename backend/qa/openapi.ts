// OpenAPI pieces of the /qa/{botId}/* paths (Q&A list, import/export, training, answer settings),
// spread into backend/openapi/document.ts.
import { ANSWER_MODES, MESSAGE_MAX_CHARS, QA_GROUP_MAX_ANSWERS, QA_GROUP_MAX_QUESTIONS, QA_PAGE_SIZE_MAX, SYNONYM_LIMITS } from '../../schema/rules/constants';
import { body, botErrors, botId, dateTime, errors, integer, json, nullableDateTime, object, pathParameter, ref, secured, string } from '../openapi/builders';

const strings = (maxLength: number, maxItems: number, minItems = 0) => ({ type: 'array', items: { type: 'string', minLength: 1, maxLength }, minItems, maxItems });
const groupId = pathParameter('groupId', 'The Q&A group id.');
const trainingJob = object({
  job_id: string,
  chatbot_id: string,
  state: { enum: ['training', 'success', 'failure'] },
  progress: { type: 'number', minimum: 0, maximum: 1 },
  message: { type: 'string', description: 'Failure reason or the current step: queued, loading, indexing, saving.' },
  group_count: integer,
  created_at: dateTime,
  started_at: nullableDateTime,
  finished_at: nullableDateTime,
});
const answerSettings = object({
  answer_threshold: { type: 'number', minimum: 0, maximum: 1 },
  suggest_threshold: { type: 'number', minimum: 0, maximum: 1, description: 'At most answer_threshold.' },
  max_suggestions: { type: 'integer', minimum: 1, maximum: 5 },
  synonyms: {
    type: 'array',
    maxItems: SYNONYM_LIMITS.sets,
    items: { type: 'array', minItems: 2, maxItems: SYNONYM_LIMITS.wordsPerSet, items: { type: 'string', minLength: 2, maxLength: SYNONYM_LIMITS.wordLength } },
    description: "The bot's own synonym sets (distinct words per set), read with the built-in Traditional Chinese sets when the Q&A list is matched. Always in answers; a PUT without it keeps the sets.",
  },
  off_topic_filter: {
    type: 'boolean',
    description: 'A message more like the built-in off-topic reference (small talk, sums, weather, films, shopping, …) than like any group gets no group from the Q&A list (AutoFAQ and AutoQA may still answer, else the failed message). Default true; always in answers; a PUT without it keeps the switch.',
  },
}, ['answer_threshold', 'suggest_threshold', 'max_suggestions']);

export const qaSchemas = {
  QaGroupBody: object(
    {
      questions: strings(MESSAGE_MAX_CHARS, QA_GROUP_MAX_QUESTIONS, 1),
      answers: strings(5000, QA_GROUP_MAX_ANSWERS, 1),
      answer_mode: { enum: [...ANSWER_MODES], description: '1 first answer, 2 random, 3 in order (rotating per end user).' },
      similar_enabled: { type: 'boolean', default: true },
      postback_choices: strings(200, 10),
      tags: strings(50, 20),
    },
    ['questions', 'answers', 'answer_mode'],
  ),
  QaGroup: object({
    group_id: string,
    chatbot_id: string,
    key: { type: 'string', description: "The import file's group label; `g-<random>` for groups made in the console." },
    questions: { type: 'array', items: string },
    answers: { type: 'array', items: string },
    answer_mode: { enum: [...ANSWER_MODES] },
    similar_enabled: { type: 'boolean' },
    postback_choices: { type: 'array', items: string },
    tags: { type: 'array', items: string },
    created_at: dateTime,
    updated_at: dateTime,
  }),
  QaGroupPage: object({ groups: { type: 'array', items: ref('QaGroup') }, total: integer, page: integer, page_size: integer }),
  QaImportResult: object({ groups_created: integer, groups_updated: integer, rows: integer }),
  ImportError: object({
    error: object({
      code: { const: 'IMPORT_INVALID' },
      message: string,
      lines: { type: 'array', items: object({ line: { type: 'integer', description: '1-based line of the file' }, message: { type: 'string', description: 'validation.csv* message key' } }) },
    }),
  }),
  TrainingJob: trainingJob,
  TrainingStatus: object({ job: { oneOf: [ref('TrainingJob'), { type: 'null' }] }, trained_at: nullableDateTime, trained_group_count: integer, group_count: integer }),
  AnswerSettings: answerSettings,
};

export const qaPaths = {
  '/qa/{botId}/groups': {
    get: {
      summary: "A page of the bot's Q&A groups, newest first",
      security: secured,
      parameters: [
        botId,
        { name: 'q', in: 'query', schema: string, description: 'Matches any question or answer, case-insensitive.' },
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        { name: 'page_size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: QA_PAGE_SIZE_MAX, default: 20 } },
      ],
      responses: { '200': json('QaGroupPage', 'Groups'), ...errors(...botErrors, 'VALIDATION_FAILED') },
    },
    post: {
      summary: 'Create a Q&A group',
      security: secured,
      parameters: [botId],
      requestBody: body('QaGroupBody'),
      responses: { '201': json('QaGroup', 'Created'), ...errors(...botErrors, 'VALIDATION_FAILED', 'QA_GROUP_LIMIT_REACHED') },
    },
  },
  '/qa/{botId}/groups/{groupId}': {
    get: { summary: 'One Q&A group', security: secured, parameters: [botId, groupId], responses: { '200': json('QaGroup', 'Group'), ...errors(...botErrors, 'NOT_FOUND') } },
    put: {
      summary: 'Replace a Q&A group (its key stays)',
      security: secured,
      parameters: [botId, groupId],
      requestBody: body('QaGroupBody'),
      responses: { '200': json('QaGroup', 'Changed'), ...errors(...botErrors, 'NOT_FOUND', 'VALIDATION_FAILED') },
    },
    delete: { summary: 'Delete a Q&A group', security: secured, parameters: [botId, groupId], responses: { '200': json('Status', 'Deleted'), ...errors(...botErrors, 'NOT_FOUND') } },
  },
  '/qa/{botId}/import': {
    post: {
      summary: 'Import a group,question,answer CSV (all or nothing)',
      description: 'Rows with the same group are one group; a group whose key exists is replaced (questions and answers), others are created. Only created groups count against the plan limit.',
      security: secured,
      parameters: [botId],
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: object({ file: { type: 'string', contentMediaType: 'text/csv', description: 'UTF-8 (BOM allowed), header row required, at most 5 MB' } }) } },
      },
      responses: {
        '200': json('QaImportResult', 'Imported'),
        ...errors(...botErrors, 'VALIDATION_FAILED', 'QA_GROUP_LIMIT_REACHED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'),
        '400': { description: 'IMPORT_INVALID: every bad row with its line (nothing imported); or VALIDATION_FAILED: no file', content: { 'application/json': { schema: { oneOf: [ref('ImportError'), ref('Error')] } } } },
      },
    },
  },
  '/qa/{botId}/export': {
    get: {
      summary: "The bot's Q&A groups as a group,question,answer CSV",
      description: 'RFC 4180 quoting, CRLF line ends, UTF-8 with a byte-order mark; a group of n questions and m answers gives max(n, m) rows. Imports back unchanged.',
      security: secured,
      parameters: [botId],
      responses: { '200': { description: 'CSV file', content: { 'text/csv': { schema: string } } }, ...errors(...botErrors) },
    },
  },
  '/qa/{botId}/train': {
    post: { summary: 'Start training the bot', security: secured, parameters: [botId], responses: { '202': json('TrainingJob', 'Queued'), ...errors(...botErrors, 'TRAINING_IN_PROGRESS') } },
  },
  '/qa/{botId}/training': {
    get: { summary: "The bot's newest training job and trained index", security: secured, parameters: [botId], responses: { '200': json('TrainingStatus', 'Status'), ...errors(...botErrors) } },
  },
  '/qa/{botId}/training/events': {
    get: {
      summary: 'Server-sent events of the bot training',
      description: 'Sends `event: training` with the newest job first, then at every step of a job; ends after success or failure. A comment heartbeat comes every 25 s.',
      security: secured,
      parameters: [botId],
      responses: { '200': { description: 'Event stream', content: { 'text/event-stream': { schema: ref('TrainingJob') } } }, ...errors(...botErrors) },
    },
  },
  '/qa/{botId}/answer-settings': {
    get: { summary: "The bot's answer thresholds (the engine's defaults until set) and synonym sets", security: secured, parameters: [botId], responses: { '200': json('AnswerSettings', 'Settings'), ...errors(...botErrors) } },
    put: {
      summary: "Replace the bot's answer thresholds",
      security: secured,
      parameters: [botId],
      requestBody: body('AnswerSettings'),
      responses: { '200': json('AnswerSettings', 'Settings'), ...errors(...botErrors, 'VALIDATION_FAILED') },
    },
  },
};

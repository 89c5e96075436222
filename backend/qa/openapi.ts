// OpenAPI response shapes of the Q&A list, import, training and answer settings; the paths come from the route table.
import { ANSWER_MODES, SYNONYM_LIMITS } from '../../schema/rules/constants';
import { dateTime, integer, nullableDateTime, object, ref, string } from '../openapi/builders';

/** A line of an imported file and what its message key says of it (schema/rules/errors.ts LineIssue). */
const lineIssue = (messages: string, values: string) =>
  object(
    {
      line: { type: 'integer', description: '1-based line of the file' },
      message: { type: 'string', description: `message key: ${messages}` },
      values: { type: 'object', additionalProperties: { type: ['string', 'integer'] }, description: values },
    },
    ['line', 'message'],
  );

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
    description: "The bot's own synonym sets (distinct words per set), read with the built-in Traditional Chinese sets when the Q&A list is matched (in a bot with other sources, when every source is ranked together). Always in answers; a PUT without it keeps the sets.",
  },
  off_topic_filter: {
    type: 'boolean',
    description: 'A message more like the built-in off-topic reference (small talk, sums, weather, films, shopping, …) than like anything the bot holds gets the failed message, from every source (the Q&A list, AutoFAQ answers, knowledge passages), and no buttons; a bot whose only source is AutoFAQ or the knowledge answers by the rule of that one source. Default true; always in answers; a PUT without it keeps the switch.',
  },
}, ['answer_threshold', 'suggest_threshold', 'max_suggestions']);

export const qaSchemas = {
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
  QaImportResult: object({
    groups_created: integer,
    groups_updated: integer,
    rows: integer,
    warnings: {
      type: 'array',
      description: 'Imported, but worth a look: a question of two groups, group keys equal after width folding (NFKC) and case',
      items: lineIssue('validation.csvQuestionInTwoGroups, csvQuestionInListGroup, csvKeysAlike, csvKeyLikeListGroup', "{ key, line } of the other group (line only when it is the file's)"),
    },
  }),
  ImportError: object({
    error: object({
      code: { const: 'IMPORT_INVALID' },
      message: string,
      lines: { type: 'array', items: lineIssue('validation.csv*, entities.rows.*', 'what the message names, e.g. { type, line } of entities.rows.duplicate') },
    }),
  }),
  TrainingJob: trainingJob,
  TrainingStatus: object({ job: { oneOf: [ref('TrainingJob'), { type: 'null' }] }, trained_at: nullableDateTime, trained_group_count: integer, group_count: integer, untrained_changes: { type: 'boolean', description: 'The Q&A list changed (groups added, edited or deleted) since the index was built' } }),
  AnswerSettings: answerSettings,
};

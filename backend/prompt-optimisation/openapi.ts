// OpenAPI pieces of prompt optimisation (/graph-rag/{botId}/optimize-prompt/ and /graph-rag/{botId}/optimization…),
// spread into backend/openapi/document.ts.
import { OPTIMIZATION_MAX_ROWS } from '../../schema/rules/autofaq';
import { KNOWLEDGE_PROMPT_MAX_TOKENS } from '../../schema/rules/knowledge';
import { botErrors, botId, csvUpload, dateTime, errors, integer, json, nullableDateTime, object, pathParameter, ref, secured, string } from '../openapi/builders';

const nullableScore = { type: ['number', 'null'], minimum: 0, maximum: 1 } as const;
const jobId = pathParameter('jobId', 'The optimisation job id.');

export const optimizationSchemas = {
  OptimizationJob: object({
    job_id: string,
    chatbot_id: string,
    state: { enum: ['running', 'success', 'failure'] },
    progress: { type: 'number', minimum: 0, maximum: 1 },
    step: { enum: ['queued', 'baseline', 'proposing', 'measuring', 'done'] },
    message: { type: 'string', description: 'The failure reason, or empty.' },
    row_count: integer,
    before_score: { ...nullableScore, description: "Mean similarity of AutoQA's answers to the expected ones with the prompt in use." },
    after_score: { ...nullableScore, description: 'The same with the proposed prompt.' },
    proposed_prompt: { type: ['string', 'null'], description: `The proposed bot-level prompt, at most ${KNOWLEDGE_PROMPT_MAX_TOKENS} estimated tokens.` },
    decision: { enum: ['pending', 'applied', 'discarded'] },
    created_at: dateTime,
    finished_at: nullableDateTime,
  }),
  OptimizationStatus: object({
    job: { oneOf: [ref('OptimizationJob'), { type: 'null' }] },
    daily_limit: { type: 'integer', description: "The plan's optimisations per Asia/Taipei day, counted over the account's bots." },
    used_today: integer,
    llm_configured: { type: 'boolean' },
  }),
};

export const optimizationPaths = {
  '/graph-rag/{botId}/optimize-prompt/': {
    post: {
      summary: 'Start a prompt optimisation (§4)',
      description: `CSV with columns question and answer (≤ 5 MB, ≤ ${OPTIMIZATION_MAX_ROWS} rows). The job measures AutoQA's answers with the current and the proposed bot-level prompt; follow it with the events stream.`,
      security: secured,
      parameters: [botId],
      requestBody: csvUpload('question,answer CSV'),
      responses: {
        '202': json('OptimizationJob', 'Started'),
        '400': { description: 'IMPORT_INVALID: every bad row with its line; or VALIDATION_FAILED: no file', content: { 'application/json': { schema: { oneOf: [ref('ImportError'), ref('Error')] } } } },
        ...errors(...botErrors, 'LLM_REQUIRED', 'OPTIMIZATION_IN_PROGRESS', 'OPTIMIZATION_LIMIT_REACHED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'),
      },
    },
  },
  '/graph-rag/{botId}/optimization/': {
    get: { summary: "The bot's newest optimisation and today's use of the daily limit", security: secured, parameters: [botId], responses: { '200': json('OptimizationStatus', 'Status'), ...errors(...botErrors) } },
  },
  '/graph-rag/{botId}/optimization/events': {
    get: {
      summary: 'Server-sent events of the bot\'s optimisation',
      description: 'Sends `event: optimization` with an OptimizationJob as data: the newest job first, then every step; ends after success or failure.',
      security: secured,
      parameters: [botId],
      responses: { '200': { description: 'Event stream', content: { 'text/event-stream': { schema: ref('OptimizationJob') } } }, ...errors(...botErrors) },
    },
  },
  '/graph-rag/{botId}/optimization/{jobId}/apply/': {
    post: { summary: 'Make the proposed prompt the bot-level prompt', security: secured, parameters: [botId, jobId], responses: { '200': json('OptimizationJob', 'Applied (again: unchanged)'), ...errors(...botErrors, 'NOT_FOUND') } },
  },
  '/graph-rag/{botId}/optimization/{jobId}/discard/': {
    post: { summary: 'Set the proposal aside and keep the current prompt', security: secured, parameters: [botId, jobId], responses: { '200': json('OptimizationJob', 'Discarded (again: unchanged)'), ...errors(...botErrors, 'NOT_FOUND') } },
  },
};

// OpenAPI response shapes of prompt optimisation; the paths come from the route table.
import { KNOWLEDGE_PROMPT_MAX_TOKENS } from '../../schema/rules/knowledge';
import { dateTime, integer, nullableDateTime, object, ref, string } from '../openapi/builders';

const nullableScore = { type: ['number', 'null'], minimum: 0, maximum: 1 } as const;

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

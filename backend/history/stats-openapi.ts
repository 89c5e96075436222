// OpenAPI response shapes of the overview statistics; the paths come from the route table.
import { ANSWER_OUTCOMES } from '../../schema/rules/constants';
import { dateTime, integer, object, ref, string } from '../openapi/builders';

const day = { type: 'string', format: 'date', description: 'Asia/Taipei calendar day' } as const;
const usageTile = object({
  count: integer,
  previous: { type: 'integer', description: 'The day, week (from Monday) or month before' },
  change: { type: ['number', 'null'], description: '(count − previous) ÷ previous; null when previous is 0' },
});

export const statsSchemas = {
  UnhandledThemes: object({
    days: { enum: [7, 14, 30] },
    from: day,
    to: day,
    themes: {
      type: 'array',
      maxItems: 20,
      items: object({
        count: integer,
        examples: { type: 'array', maxItems: 3, items: object({ question: string, count: integer }) },
        suggested_group: object({ question: string, similar_questions: { type: 'array', items: string } }),
        summary: { type: ['string', 'null'], description: 'Null without a language model, or when it failed or did not answer within 5 s' },
      }),
    },
  }),
  WeeklyQuestions: object({ week_start: day, bots: { type: 'array', items: object({ chatbot_id: string, questions: integer }), description: 'Every bot of the account, zeros included' } }),
  UsageTile: usageTile,
  UserStats: object({
    days: { enum: [7, 14, 30] },
    from: day,
    to: day,
    daily: { type: 'array', items: object({ date: day, questions: integer }), description: 'Every day of the range, zeros included' },
    unhandled: { type: 'array', maxItems: 20, items: object({ question: string, count: integer, last_asked_at: dateTime, exchange_id: { type: ['string', 'null'], description: "The last ask's exchange id, for add-to-qa" } }), description: 'Answer status 2, most recently asked first' },
    top_questions: { type: 'array', maxItems: 5, items: object({ group_id: string, key: string, question: { type: 'string', description: "The group's first question" }, count: integer }) },
    tags: { type: 'array', items: object({ tag: string, count: integer }) },
    answers: {
      ...object(Object.fromEntries(ANSWER_OUTCOMES.map((outcome) => [outcome, integer]))),
      description: "The range's questions by how they were met: answered by a source (qa, autofaq, knowledge), buttons (options), the failed message (no_answer), a questionnaire, or other; they add up to the range's questions",
    },
    tiles: object(Object.fromEntries(['today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month'].map((name) => [name, ref('UsageTile')]))),
  }),
};

// OpenAPI response shapes of the batch test; the paths come from the route table.
import { BATCH_TEST_STATES } from '../../schema/rules/batch-test';
import { ANSWER_STATUS } from '../../schema/rules/constants';
import { dateTime, integer, nullableDateTime, object, ref, string } from '../openapi/builders';

const share = { type: 'number', minimum: 0, maximum: 1 } as const;
const answerStatus = { anyOf: [{ enum: Object.values(ANSWER_STATUS) }, { type: 'null' }] };
const side = object({ reply: { type: ['string', 'null'] }, answer_status: answerStatus, passed: { type: ['boolean', 'null'] } });
const rowChange = object({ position: integer, question: string, expected_answer: { type: ['string', 'null'] }, before: side, after: side });

export const batchTestSchemas = {
  BatchTestRunEvent: object({ run_id: string, chatbot_id: string, state: { enum: [...BATCH_TEST_STATES] }, done: integer, total: integer, progress: share, message: { type: 'string', description: 'Why it failed (an error code); empty otherwise' } }),
  BatchTestRun: object({
    run_id: string,
    chatbot_id: string,
    file_name: string,
    state: { enum: [...BATCH_TEST_STATES] },
    done: integer,
    total: integer,
    progress: share,
    message: string,
    created_at: dateTime,
    finished_at: nullableDateTime,
    summary: object({
      passed: integer,
      failed: integer,
      pass_rate: { type: ['number', 'null'], minimum: 0, maximum: 1, description: 'passed ÷ (passed + failed); null without expected answers' },
      answered_share: share,
      options_share: share,
      no_answer_share: share,
      wrong_matches: { type: 'array', items: object({ group_id: string, key: { type: ['string', 'null'] }, count: integer }) },
    }),
    previous_run_id: { type: ['string', 'null'], description: 'The newest earlier run of the same rows' },
  }),
  BatchTestRunList: object({ runs: { type: 'array', items: ref('BatchTestRun') }, row_limit: { ...integer, description: "The plan's questions per run" } }),
  BatchTestRowPage: object({
    rows: {
      type: 'array',
      items: object({
        position: integer,
        line: integer,
        question: string,
        expected_answer: { type: ['string', 'null'] },
        answered: { type: 'boolean' },
        reply: { type: ['string', 'null'] },
        source: { enum: ['qa', 'autofaq', 'knowledge', null] },
        answer_status: answerStatus,
        group: { oneOf: [object({ id: string, key: string }), { type: 'null' }] },
        confidence: { type: ['number', 'null'] },
        passed: { type: ['boolean', 'null'] },
      }),
    },
    total: integer,
  }),
  BatchTestComparison: object({
    run_id: string,
    other_run_id: string,
    fixed: { type: 'array', items: rowChange },
    broken: { type: 'array', items: rowChange },
  }),
};

// OpenAPI pieces of the /autofaq/{botId}/* paths (AutoFAQ answer sets), spread into backend/openapi/document.ts.
import { AUTOFAQ_ANSWER_MAX_CHARS, AUTOFAQ_QUESTION_MAX_CHARS, AUTOFAQ_SHORTLIST_SIZE } from '../../schema/rules/autofaq';
import { body, botErrors, botId, csvUpload, dateTime, errors, integer, json, object, pathParameter, ref, secured, string } from '../openapi/builders';

const fileId = pathParameter('fileId', 'The AutoFAQ file id.');
const knowledgeError = (description: string) => ({ description, content: { 'application/json': { schema: ref('KnowledgeError') } } });

export const autoFaqSchemas = {
  AutoFaqFile: object({ file_id: string, file_name: string, active: { type: 'boolean' }, answer_count: integer, size: integer, created_at: dateTime, updated_at: dateTime }),
  AutoFaqData: object({ chatbot_id: string, files: { type: 'array', items: ref('AutoFaqFile') }, answer_count: { type: 'integer', description: 'Answers in active files.' } }),
  AutoFaqCandidate: object({ answer_id: string, file_id: string, file_name: string, title: string, text: string, score: { type: 'number', description: 'Retrieval relevance, about 0–1.' } }),
  AutoFaqTest: object({
    question: string,
    shortlist: { type: 'array', items: ref('AutoFaqCandidate'), maxItems: AUTOFAQ_SHORTLIST_SIZE, description: 'Best first.' },
    chosen_answer_id: { type: ['string', 'null'], description: 'The fixed answer AutoFAQ replies with; null when none fits.' },
    chosen_by: { enum: ['model', 'retrieval'] },
    model_error: { type: ['string', 'null'], description: 'Why a configured model was not used (timeout, unavailable …).' },
  }),
  AutoFaqTestBody: object({ question: { type: 'string', minLength: 1, maxLength: AUTOFAQ_QUESTION_MAX_CHARS } }),
};

export const autoFaqPaths = {
  '/autofaq/{botId}/upload/': {
    post: {
      summary: 'Upload an AutoFAQ answer set',
      description: `CSV (UTF-8, ≤ 5 MB) with a header row holding an \`answer\` column (\`content\` also works, any case) and optionally \`title\`; each further row is one fixed answer of at most ${AUTOFAQ_ANSWER_MAX_CHARS} characters. A bad row refuses the whole file and nothing changes.`,
      security: secured,
      parameters: [botId],
      requestBody: csvUpload('The answer-set CSV', { overwrite: { enum: ['true', 'false'], description: 'Replace the file of the same name.' } }),
      responses: {
        '201': json('AutoFaqData', 'Stored'),
        '400': knowledgeError('KNOWLEDGE_FILE_INVALID naming the file, the reason (empty, csv_columns, csv_syntax, cell_too_long, not_utf8, wrong_type) and the row'),
        '409': knowledgeError('FILE_EXISTS: a file of that name is stored; upload again with overwrite=true'),
        ...errors(...botErrors, 'FILE_TOO_LARGE'),
      },
    },
  },
  '/autofaq/{botId}/data/': { get: { summary: "The bot's AutoFAQ answer sets", security: secured, parameters: [botId], responses: { '200': json('AutoFaqData', 'Answer sets'), ...errors(...botErrors) } } },
  '/autofaq/{botId}/files/{fileId}/toggle-active/': {
    put: { summary: 'Turn an answer set on or off (only active ones answer)', security: secured, parameters: [botId, fileId], requestBody: body('ToggleActiveBody'), responses: { '200': json('AutoFaqData', 'Changed'), ...errors(...botErrors, 'NOT_FOUND', 'VALIDATION_FAILED') } },
  },
  '/autofaq/{botId}/files/{fileId}/': {
    delete: { summary: 'Delete an answer set and its answers', security: secured, parameters: [botId, fileId], responses: { '200': json('AutoFaqData', 'Deleted'), ...errors(...botErrors, 'NOT_FOUND') } },
  },
  '/autofaq/{botId}/test/': {
    post: {
      summary: 'What AutoFAQ would reply to a question',
      description: `Retrieval shortlists the best ${AUTOFAQ_SHORTLIST_SIZE} answers; with a language model, it picks one or none; without one (or when it fails), the best answer above the retrieval threshold.`,
      security: secured,
      parameters: [botId],
      requestBody: body('AutoFaqTestBody'),
      responses: { '200': json('AutoFaqTest', 'The shortlist and the choice'), ...errors(...botErrors, 'VALIDATION_FAILED') },
    },
  },
};

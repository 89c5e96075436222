// OpenAPI response shapes of the AutoFAQ answer sets; the paths come from the route table.
import { AUTOFAQ_SHORTLIST_SIZE } from '../../schema/rules/autofaq';
import { confidence, dateTime, integer, object, ref, soleSource, sourceVerdict, string } from '../openapi/builders';

export const autoFaqSchemas = {
  AutoFaqFile: object({ file_id: string, file_name: string, active: { type: 'boolean' }, answer_count: integer, size: integer, created_at: dateTime, updated_at: dateTime }),
  AutoFaqData: object({ chatbot_id: string, files: { type: 'array', items: ref('AutoFaqFile') }, answer_count: { type: 'integer', description: 'Answers in active files.' } }),
  AutoFaqCandidate: object({ answer_id: string, file_id: string, file_name: string, title: string, text: string, score: { type: 'number', description: 'Retrieval relevance, about 0–1.' }, confidence }),
  AutoFaqTest: object({
    question: string,
    shortlist: { type: 'array', items: ref('AutoFaqCandidate'), maxItems: AUTOFAQ_SHORTLIST_SIZE, description: 'Best first.' },
    chosen_answer_id: { type: ['string', 'null'], description: 'The fixed answer AutoFAQ replies with; null when none fits.' },
    chosen_by: { enum: ['model', 'retrieval'] },
    model_error: { type: ['string', 'null'], description: 'Why a configured model was not used (timeout, unavailable …).' },
    verdict: sourceVerdict,
    sole_source: soleSource,
  }),
};

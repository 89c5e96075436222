// OpenAPI response shapes of the questionnaires; the paths come from the route table.
import { QUESTION_TYPES } from '../../schema/rules/questionnaires';
import { dateTime, integer, object, ref, string } from '../openapi/builders';

const rules = {
  type: 'object',
  properties: { min: integer, max: integer, length: integer, regex: string, message: { type: 'string', description: 'What the bot says when an answer breaks a rule.' } },
};

export const questionnaireSchemas = {
  QuestionnaireQuestion: object(
    {
      text: string,
      type: { enum: [...QUESTION_TYPES] },
      required: { type: 'boolean' },
      choices: { type: 'array', items: string, description: 'single_choice only: 2–20.' },
      entity_type: { type: 'string', maxLength: 64, description: "entity only (required): the type of the owner's entity files an answer must name; the canonical value is stored." },
      rules,
    },
    ['text', 'type', 'required'],
  ),
  Questionnaire: object({
    questionnaire_id: string,
    chatbot_id: string,
    title: string,
    keyword: { type: 'string', description: 'Blank: nothing starts it.' },
    questions: { type: 'array', items: ref('QuestionnaireQuestion') },
    closing_message: string,
    active: { type: 'boolean' },
    response_count: integer,
    created_at: dateTime,
    updated_at: dateTime,
  }),
  QuestionnaireList: object({ questionnaires: { type: 'array', items: ref('Questionnaire') } }),
  QuestionnaireResponse: object({
    response_id: string,
    platform: string,
    user_id: string,
    created_at: dateTime,
    answers: { type: 'array', items: object({ question: string, answer: string }) },
  }),
  QuestionnaireResponses: object({ questionnaire_id: string, title: string, responses: { type: 'array', items: ref('QuestionnaireResponse') } }),
};

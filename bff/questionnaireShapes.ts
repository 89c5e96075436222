// Questionnaires between GraphQL and the backend: the GraphQL input checked with the shared rules and written as the
// REST body, and the REST answers in the schema's camelCase shapes.
import type { Questionnaire, QuestionnaireInput as GraphQuestionnaireInput, QuestionnaireResponses } from './__generated__/resolvers-types';
import { questionnaireSchema, type QuestionnaireDTO, type QuestionnaireInput, type QuestionnaireResponsesDTO } from '../schema/rules/questionnaires';
import { parseInput } from './validation';

/** Absent GraphQL values (null) are left out, as REST expects. */
const present = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export function questionnaireBody(input: GraphQuestionnaireInput): QuestionnaireInput {
  return parseInput(questionnaireSchema, {
    title: input.title,
    keyword: input.keyword,
    closing_message: input.closingMessage,
    active: input.active,
    questions: input.questions.map((question) => ({
      text: question.text,
      type: question.type,
      required: question.required,
      choices: present(question.choices),
      entity_type: present(question.entityType),
      rules: question.rules
        ? { min: present(question.rules.min), max: present(question.rules.max), length: present(question.rules.length), regex: present(question.rules.regex) || undefined, message: present(question.rules.message) || undefined }
        : undefined,
    })),
  });
}

export function toQuestionnaire(dto: QuestionnaireDTO): Questionnaire {
  return {
    id: dto.questionnaire_id,
    botId: dto.chatbot_id,
    title: dto.title,
    keyword: dto.keyword,
    closingMessage: dto.closing_message,
    active: dto.active,
    responseCount: dto.response_count,
    createdAt: dto.created_at,
    updatedAt: dto.updated_at,
    questions: dto.questions.map((question) => ({
      text: question.text,
      type: question.type,
      required: question.required,
      choices: question.choices ?? [],
      entityType: question.entity_type ?? null,
      rules: question.rules ? { min: question.rules.min ?? null, max: question.rules.max ?? null, length: question.rules.length ?? null, regex: question.rules.regex ?? null, message: question.rules.message ?? null } : null,
    })),
  };
}

export function toResponses(dto: QuestionnaireResponsesDTO): QuestionnaireResponses {
  return {
    questionnaireId: dto.questionnaire_id,
    title: dto.title,
    responses: dto.responses.map((response) => ({ id: response.response_id, platform: response.platform, userId: response.user_id, createdAt: response.created_at, answers: response.answers })),
  };
}

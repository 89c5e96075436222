// A Q&A group's content from the GraphQL input to the REST body, checked with the shared qaGroupSchema.
// Field issues are named as in QaGroupContentInput (questions.0, answerMode), the same names the
// backend's own VALIDATION_FAILED turns into, so the console maps either onto its form in one way.
import type { QaGroupContentInput } from './__generated__/resolvers-types';
import { qaGroupSchema, type QaGroupBody } from '../schema/rules/validation';
import { answerModeCode } from './enums';
import { parseInput } from './validation';

export function parseQaGroupContent(group: QaGroupContentInput): QaGroupBody {
  return parseInput(qaGroupSchema, {
    questions: group.questions,
    answers: group.answers,
    answer_mode: answerModeCode(group.answerMode),
    similar_enabled: group.similarEnabled ?? undefined,
    postback_choices: group.postbackChoices ?? undefined,
    tags: group.tags ?? undefined,
  });
}

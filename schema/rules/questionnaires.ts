// Questionnaires (PRODUCT.md §1, §3 "a keyword may be left blank to disable it", §5-style rules per question): limits,
// the owner's request bodies and the REST answers, shared by backend, BFF and web.
import { z } from 'zod';
import type { Platform } from './constants';
import { dayRange, orderedDays } from './history';
import { csvHeaderLanguageSchema, MSG, requestKeySchema, text } from './validation';

export const QUESTION_TYPES = ['text', 'single_choice', 'number', 'email', 'phone', 'date', 'entity'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Messages of this feature's own rules: i18n keys under `questionnaires.validation` (the shared ones stay in MSG). */
export const QMSG = {
  regex: 'questionnaires.validation.regex',
  range: 'questionnaires.validation.range',
  choices: 'questionnaires.validation.choices',
  questions: 'questionnaires.validation.questions',
  keywordTaken: 'questionnaires.validation.keywordTaken',
  tooMany: 'questionnaires.validation.tooMany',
} as const;

export const QUESTIONNAIRE_LIMITS = {
  title: 100,
  keyword: 50,
  questions: 50,
  questionText: 500,
  choices: { min: 2, max: 20 },
  choiceText: 100,
  closingMessage: 1000,
  ruleMessage: 200,
  entityType: 64,
  regex: 200,
  answer: 1000,
  perBot: 50,
} as const;

/** The id prefix of a questionnaire's reply buttons (choices, skip, cancel): the pipeline reads them before any other. */
export const QUESTIONNAIRE_BUTTON_PREFIX = 'questionnaire:';

const optionalCount = z.number({ message: MSG.invalidValue }).int(MSG.invalidValue).min(0, MSG.invalidValue).max(1_000_000_000, MSG.invalidValue).optional();

/** Whether a pattern compiles (the answer must match it); refused when it does not. */
export function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * §5-style rules of a question. Number questions: `min`/`max` bound the value; every other type: `min`/`max` bound
 * the answer's length in characters and `length` asks for exactly that many. `regex` must match the whole answer.
 * `message` is what the bot says when an answer breaks a rule (a default in the bot's language otherwise).
 */
export const questionRulesSchema = z
  .object({
    min: optionalCount,
    max: optionalCount,
    length: optionalCount,
    regex: text().max(QUESTIONNAIRE_LIMITS.regex, MSG.tooLong).refine(isValidPattern, QMSG.regex).optional(),
    message: text().trim().max(QUESTIONNAIRE_LIMITS.ruleMessage, MSG.tooLong).optional(),
  })
  .refine((rules) => rules.min === undefined || rules.max === undefined || rules.min <= rules.max, { path: ['max'], message: QMSG.range });

export const questionSchema = z
  .object({
    text: text().trim().min(1, MSG.required).max(QUESTIONNAIRE_LIMITS.questionText, MSG.tooLong),
    type: z.enum(QUESTION_TYPES, { message: MSG.invalidValue }),
    required: z.boolean().default(true),
    choices: z.array(text().trim().min(1, MSG.required).max(QUESTIONNAIRE_LIMITS.choiceText, MSG.tooLong)).max(QUESTIONNAIRE_LIMITS.choices.max, QMSG.choices).optional(),
    /** entity only: the `type` of the owner's entity files an answer must name (backend/entities). */
    entity_type: text().trim().max(QUESTIONNAIRE_LIMITS.entityType, MSG.tooLong).optional(),
    rules: questionRulesSchema.optional(),
  })
  .superRefine((question, issues) => {
    if (question.type === 'entity' && !question.entity_type) issues.addIssue({ code: 'custom', path: ['entity_type'], message: MSG.required });
    if (question.type !== 'single_choice') return;
    const choices = question.choices ?? [];
    if (choices.length < QUESTIONNAIRE_LIMITS.choices.min) issues.addIssue({ code: 'custom', path: ['choices'], message: QMSG.choices });
    const seen = new Set<string>();
    choices.forEach((choice, index) => {
      const key = choice.toLowerCase();
      if (seen.has(key)) issues.addIssue({ code: 'custom', path: ['choices', index], message: MSG.duplicate });
      seen.add(key);
    });
  })
  .transform(({ entity_type, ...question }) => ({
    ...question,
    choices: question.type === 'single_choice' ? (question.choices ?? []) : undefined,
    ...(question.type === 'entity' && { entity_type }),
  }));
export type QuestionBody = z.input<typeof questionSchema>;
export type Question = z.output<typeof questionSchema>;

/** POST /questionnaire/{botId}/questionnaires and PUT …/{id}. A blank keyword means nothing starts the questionnaire. */
export const questionnaireSchema = z.object({
  title: text().trim().min(1, MSG.required).max(QUESTIONNAIRE_LIMITS.title, MSG.tooLong),
  keyword: text().trim().max(QUESTIONNAIRE_LIMITS.keyword, MSG.tooLong).default(''),
  questions: z.array(questionSchema).min(1, QMSG.questions).max(QUESTIONNAIRE_LIMITS.questions, QMSG.questions),
  closing_message: text().trim().min(1, MSG.required).max(QUESTIONNAIRE_LIMITS.closingMessage, MSG.tooLong),
  active: z.boolean().default(true),
});
export type QuestionnaireBody = z.input<typeof questionnaireSchema>;
export type QuestionnaireInput = z.output<typeof questionnaireSchema>;
/** POST …/questionnaires: with the editor's `request_key` (validation.ts), a create sent again makes one questionnaire. */
export const questionnaireCreateSchema = questionnaireSchema.extend({ request_key: requestKeySchema.optional() });
export type QuestionnaireCreateInput = z.output<typeof questionnaireCreateSchema>;

/** GET …/responses: Asia/Taipei days, both ends included. */
export const responseFilterSchema = z.object(dayRange).refine(orderedDays, { path: ['from'], message: MSG.dateOrder });
export type ResponseFilter = z.output<typeof responseFilterSchema>;

/** GET …/responses.csv: the same days; the header row in `language`, the console's (English, the columns' names, without it). */
export const responseExportSchema = z.object({ ...dayRange, language: csvHeaderLanguageSchema }).refine(orderedDays, { path: ['from'], message: MSG.dateOrder });
export type ResponseExportQuery = z.output<typeof responseExportSchema>;

export interface QuestionnaireDTO {
  questionnaire_id: string;
  chatbot_id: string;
  title: string;
  keyword: string;
  questions: Question[];
  closing_message: string;
  active: boolean;
  response_count: number;
  created_at: string;
  updated_at: string;
}

export interface QuestionnaireListDTO {
  questionnaires: QuestionnaireDTO[];
}

export interface QuestionnaireAnswerDTO {
  question: string;
  answer: string;
}

export interface QuestionnaireResponseDTO {
  response_id: string;
  platform: Platform;
  user_id: string;
  created_at: string;
  answers: QuestionnaireAnswerDTO[];
}

export interface QuestionnaireResponsesDTO {
  questionnaire_id: string;
  title: string;
  responses: QuestionnaireResponseDTO[];
}

// The questionnaire editor's form: its values carry the shared questionnaireSchema's snake_case names (so the zod
// errors land on the right inputs), rules' numbers as the text typed; to and from the GraphQL questionnaire.
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { QUESTION_TYPES, questionnaireSchema, type QuestionType } from '../../../../schema/rules/questionnaires';
import type { BotQuestionnaires_QuestionnaireFragment, QuestionnaireInput } from '../../__generated__/graphql';
import { zodResolver } from '../../forms/zod-resolver';

export const RULE_NUMBERS = ['min', 'max', 'length'] as const;
type RuleNumber = (typeof RULE_NUMBERS)[number];

export interface QuestionValues {
  /** Keeps a question's inputs with it when questions move. */
  key: string;
  text: string;
  type: QuestionType;
  required: boolean;
  choices: string[];
  /** entity only: the type of the bot's entity files an answer must name. */
  entity_type: string;
  rules: Record<RuleNumber | 'regex' | 'message', string>;
}

export interface QuestionnaireValues {
  title: string;
  keyword: string;
  closing_message: string;
  active: boolean;
  questions: QuestionValues[];
}

let lastKey = 0;
const newKey = () => `q${++lastKey}`;

export const emptyQuestion = (): QuestionValues => ({ key: newKey(), text: '', type: 'text', required: true, choices: [], entity_type: '', rules: { min: '', max: '', length: '', regex: '', message: '' } });

export const emptyQuestionnaire = (): QuestionnaireValues => ({ title: '', keyword: '', closing_message: '', active: true, questions: [emptyQuestion()] });

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function valuesOf(questionnaire: BotQuestionnaires_QuestionnaireFragment): QuestionnaireValues {
  return {
    title: questionnaire.title,
    keyword: questionnaire.keyword,
    closing_message: questionnaire.closingMessage,
    active: questionnaire.active,
    questions: questionnaire.questions.map((question) => ({
      key: newKey(),
      text: question.text,
      type: question.type as QuestionType,
      required: question.required,
      choices: [...question.choices],
      entity_type: question.entityType ?? '',
      rules: { min: text(question.rules?.min), max: text(question.rules?.max), length: text(question.rules?.length), regex: text(question.rules?.regex), message: text(question.rules?.message) },
    })),
  };
}

/** A typed rule number: blank is no rule; anything else must be a whole number (the schema says when it is not). */
const ruleNumber = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

/** The body the shared schema checks: blank rules left out, choices only for single choice, entity_type for entity. */
export function bodyOf(values: QuestionnaireValues) {
  return {
    title: values.title,
    keyword: values.keyword,
    closing_message: values.closing_message,
    active: values.active,
    questions: values.questions.map((question) => {
      const rules = { min: ruleNumber(question.rules.min), max: ruleNumber(question.rules.max), length: ruleNumber(question.rules.length), regex: question.rules.regex || undefined, message: question.rules.message.trim() || undefined };
      const hasRules = Object.values(rules).some((value) => value !== undefined);
      return { text: question.text, type: question.type, required: question.required, ...(question.type === 'single_choice' && { choices: question.choices }), ...(question.type === 'entity' && { entity_type: question.entity_type }), ...(hasRules && { rules }) };
    }),
  };
}

export function toQuestionnaireInput(botId: string, id: string | undefined, values: QuestionnaireValues): QuestionnaireInput {
  const parsed = questionnaireSchema.parse(bodyOf(values));
  return {
    botId,
    ...(id && { id }),
    title: parsed.title,
    keyword: parsed.keyword,
    closingMessage: parsed.closing_message,
    active: parsed.active,
    questions: parsed.questions.map((question) => ({ text: question.text, type: question.type, required: question.required, ...(question.choices && { choices: question.choices }), ...(question.entity_type && { entityType: question.entity_type }), ...(question.rules && { rules: question.rules }) })),
  };
}

export function useQuestionnaireForm(initialValues: QuestionnaireValues) {
  const { t } = useTranslation();
  const check = zodResolver<ReturnType<typeof bodyOf>>(questionnaireSchema, t);
  return useForm<QuestionnaireValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => check(bodyOf(values)),
  });
}

export type QuestionnaireForm = ReturnType<typeof useQuestionnaireForm>;

/**
 * The editor's text kept through a lost session (app/form-rescue.ts): the values as typed (half-typed text the schema's
 * rules would refuse, such as an empty question, is kept as it is), the questionnaire edited (null for a new one) and a
 * new one's request key.
 */
export const questionnaireRescueShape = z.object({
  questionnaireId: z.string().nullable(),
  /** A new questionnaire's request key, so a save the server took before the session was lost is not doubled. */
  requestKey: z.string().optional(),
  values: z.object({
    title: z.string(),
    keyword: z.string(),
    closing_message: z.string(),
    active: z.boolean(),
    questions: z.array(
      z.object({
        key: z.string(),
        text: z.string(),
        type: z.enum(QUESTION_TYPES),
        required: z.boolean(),
        choices: z.array(z.string()),
        entity_type: z.string(),
        rules: z.object({ min: z.string(), max: z.string(), length: z.string(), regex: z.string(), message: z.string() }),
      }),
    ),
  }),
});
export type QuestionnaireRescue = z.infer<typeof questionnaireRescueShape>;
export const questionnaireRescueName = (botId: string) => `questionnaire:${botId}`;

/** Restored values with fresh question keys (the kept keys may repeat ones this page has handed out since). */
export const restoredValues = (values: QuestionnaireValues): QuestionnaireValues => ({ ...values, questions: values.questions.map((question) => ({ ...question, key: newKey() })) });

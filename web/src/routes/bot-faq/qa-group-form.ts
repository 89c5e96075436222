// The Q&A group form: its values carry the shared qaGroupSchema's snake_case names (so the zod resolver's
// errors land on the right inputs), and map to and from the GraphQL group whose mode is an enum.
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { qaGroupSchema, type AnswerMode as ModeCode, type QaGroupBody } from '../../../../schema/rules';
import type { AnswerMode, BotFaq_QaGroupFragment, QaGroupContentInput } from '../../__generated__/graphql';
import { zodResolver } from '../../forms/zod-resolver';

export type QaGroupValues = QaGroupBody;

/**
 * The dialog's text kept through a lost session (app/form-rescue.ts): the values as typed, the group edited (null for a
 * new one) with the time it was opened at, and the dialog's request key, so saving after signing in again changes the
 * group a save before may have made instead of adding a second.
 */
export const qaGroupRescueShape = z.object({
  groupId: z.string().nullable(),
  readAt: z.string().nullable(),
  requestKey: z.string(),
  values: z.object({
    questions: z.array(z.string()).min(1),
    answers: z.array(z.string()).min(1),
    answer_mode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    similar_enabled: z.boolean(),
    postback_choices: z.array(z.string()),
    tags: z.array(z.string()),
  }),
});
export type QaGroupRescue = z.infer<typeof qaGroupRescueShape>;

/** The form a bot's Q&A group dialog keeps its text under (one dialog is open at a time). */
export const qaGroupRescueName = (botId: string) => `qa-group:${botId}`;

/** §3: 1 first answer, 2 random, 3 in order. */
export const MODE_BY_CODE: Record<ModeCode, AnswerMode> = { 1: 'FIRST', 2: 'RANDOM', 3: 'IN_ORDER' };
const CODE_BY_MODE: Record<AnswerMode, ModeCode> = { FIRST: 1, RANDOM: 2, IN_ORDER: 3 };

/** A new group's values; `questions` prefills its phrasings (e.g. a theme of unhandled questions), else one blank row. */
export function emptyQaGroupValues(questions: readonly string[] = []): QaGroupValues {
  return { questions: questions.length > 0 ? [...questions] : [''], answers: [''], answer_mode: 1, similar_enabled: true, postback_choices: [], tags: [] };
}

export function valuesOfGroup(group: BotFaq_QaGroupFragment): QaGroupValues {
  return {
    questions: group.questions.length > 0 ? [...group.questions] : [''],
    answers: group.answers.length > 0 ? [...group.answers] : [''],
    answer_mode: CODE_BY_MODE[group.answerMode],
    similar_enabled: group.similarEnabled,
    postback_choices: [...group.postbackChoices],
    tags: [...group.tags],
  };
}

/** The GraphQL group content, trimmed as the schema trims it. */
export function toGroupInput(values: QaGroupValues): QaGroupContentInput {
  const parsed = qaGroupSchema.parse(values);
  return {
    questions: parsed.questions,
    answers: parsed.answers,
    answerMode: MODE_BY_CODE[parsed.answer_mode],
    similarEnabled: parsed.similar_enabled,
    postbackChoices: parsed.postback_choices,
    tags: parsed.tags,
  };
}

export function useQaGroupForm(initialValues: QaGroupValues) {
  const { t } = useTranslation();
  return useForm<QaGroupValues>({ mode: 'controlled', initialValues, validate: zodResolver<QaGroupValues>(qaGroupSchema, t) });
}

export type QaGroupForm = ReturnType<typeof useQaGroupForm>;

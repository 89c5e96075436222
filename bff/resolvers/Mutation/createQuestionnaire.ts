// Mutation.createQuestionnaire: checked with the shared rules first, so every broken field is reported at once. A request
// key the bot has seen (the same editor's Save again) changes the questionnaire that key made instead.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { questionnaireCreateSchema } from '../../../schema/rules/questionnaires';
import { questionnaireBody, toQuestionnaire } from '../../questionnaireShapes';
import { parseInput } from '../../validation';

export const createQuestionnaire: NonNullable<MutationResolvers['createQuestionnaire']> = async (_parent, { input }, { dataSources }) => {
  const { request_key } = parseInput(questionnaireCreateSchema.pick({ request_key: true }), { request_key: input.requestKey ?? undefined });
  const body = { ...questionnaireBody(input), ...(request_key === undefined ? {} : { request_key }) };
  return toQuestionnaire(await dataSources.questionnaire.create(input.botId, body));
};

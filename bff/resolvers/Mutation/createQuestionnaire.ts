// Mutation.createQuestionnaire: checked with the shared rules first, so every broken field is reported at once.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { questionnaireBody, toQuestionnaire } from '../../questionnaireShapes';

export const createQuestionnaire: NonNullable<MutationResolvers['createQuestionnaire']> = async (_parent, { input }, { dataSources }) =>
  toQuestionnaire(await dataSources.questionnaire.create(input.botId, questionnaireBody(input)));

// Mutation.updateQuestionnaire: the input's id names the questionnaire (VALIDATION_FAILED on id without one).
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { MSG } from '../../../schema/rules/validation';
import { validationFailed } from '../../errors';
import { questionnaireBody, toQuestionnaire } from '../../questionnaireShapes';

export const updateQuestionnaire: NonNullable<MutationResolvers['updateQuestionnaire']> = async (_parent, { input }, { dataSources }) => {
  if (!input.id) throw validationFailed([{ field: 'id', message: MSG.required }]);
  return toQuestionnaire(await dataSources.questionnaire.update(input.botId, input.id, questionnaireBody(input)));
};

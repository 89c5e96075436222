// Mutation.deleteQuestionnaire: its responses go with it; answers the questionnaires left.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { toQuestionnaire } from '../../questionnaireShapes';

export const deleteQuestionnaire: NonNullable<MutationResolvers['deleteQuestionnaire']> = async (_parent, { input }, { dataSources }) =>
  (await dataSources.questionnaire.remove(input.botId, input.id)).questionnaires.map(toQuestionnaire);

// Query.questionnaires: the questionnaire page of a bot.
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { toQuestionnaire } from '../../questionnaireShapes';

export const questionnaires: NonNullable<QueryResolvers['questionnaires']> = async (_parent, { botId }, { dataSources }) =>
  (await dataSources.questionnaire.list(botId)).questionnaires.map(toQuestionnaire);

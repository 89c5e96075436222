// Query.questionnaireResponses: a questionnaire's responses between two Taipei days (the backend checks the days).
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { toResponses } from '../../questionnaireShapes';

export const questionnaireResponses: NonNullable<QueryResolvers['questionnaireResponses']> = async (_parent, { botId, id, from, to }, { dataSources }) =>
  toResponses(await dataSources.questionnaire.responses(botId, id, { from: from || undefined, to: to || undefined }));

// Query.answerSettings: the bot's matching thresholds.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const answerSettings: NonNullable<QueryResolvers['answerSettings']> = (_parent, { botId }, { dataSources }) => dataSources.qa.getAnswerSettings(botId);

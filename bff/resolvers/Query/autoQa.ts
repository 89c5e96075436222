// Query.autoQa: the AutoQA page of a bot — its knowledge files and the bot-level prompt.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const autoQa: NonNullable<QueryResolvers['autoQa']> = (_parent, { botId }, { dataSources }) => dataSources.knowledge.getAutoQaData(botId);

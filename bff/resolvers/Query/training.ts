// Query.training: where the bot's training stands (newest job, trained and current group counts).
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const training: NonNullable<QueryResolvers['training']> = (_parent, { botId }, { dataSources }) => dataSources.qa.getTraining(botId);

// Query.promptOptimization: the bot's newest prompt optimisation, today's use of the daily limit, and whether a
// language model is configured at all.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const promptOptimization: NonNullable<QueryResolvers['promptOptimization']> = (_parent, { botId }, { dataSources }) =>
  dataSources.optimization.getStatus(botId);

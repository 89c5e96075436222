// Query.userStats: the bot's overview for 7, 14 or 30 days.
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { statsDays } from '../../historyQuery';

export const userStats: NonNullable<QueryResolvers['userStats']> = async (_parent, { botId, days }, { dataSources }) => dataSources.history.userStats(botId, statsDays(days));

// Query.unhandledThemes: the range's unanswered questions grouped into themes.
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { statsDays } from '../../historyQuery';

export const unhandledThemes: NonNullable<QueryResolvers['unhandledThemes']> = async (_parent, { botId, days }, { dataSources }) =>
  dataSources.history.unhandledThemes(botId, statsDays(days));

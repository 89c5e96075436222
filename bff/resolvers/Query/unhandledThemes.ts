// Query.unhandledThemes: the range's unanswered questions grouped into themes, summarised in the console's language.
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { statsDays } from '../../historyQuery';

export const unhandledThemes: NonNullable<QueryResolvers['unhandledThemes']> = async (_parent, { botId, days, language }, { dataSources }) =>
  dataSources.history.unhandledThemes(botId, statsDays(days), language ?? undefined);

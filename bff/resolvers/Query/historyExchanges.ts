// Query.historyExchanges: a page of the bot's exchanges, filters checked with the shared history rules.
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { historyParams } from '../../historyQuery';

export const historyExchanges: NonNullable<QueryResolvers['historyExchanges']> = async (_parent, { botId, filter, cursor, limit }, { dataSources }) =>
  dataSources.history.exchanges(botId, historyParams(filter, { cursor, limit }));

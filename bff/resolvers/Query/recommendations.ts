// Query.recommendations: a page of the recommendations log.
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { recommendationParams } from '../../historyQuery';

export const recommendations: NonNullable<QueryResolvers['recommendations']> = async (_parent, { botId, filter, cursor, limit }, { dataSources }) =>
  dataSources.history.recommendations(botId, recommendationParams(filter, { cursor, limit }));

// Query.topics: the topic Q&A page of a bot — its topics in menu order and the menu keyword.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const topics: NonNullable<QueryResolvers['topics']> = (_parent, { botId }, { dataSources }) => dataSources.topics.getData(botId);

// Query.autoFaq: the AutoFAQ page of a bot — its fixed answer sets.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const autoFaq: NonNullable<QueryResolvers['autoFaq']> = (_parent, { botId }, { dataSources }) => dataSources.autoFaq.getData(botId);

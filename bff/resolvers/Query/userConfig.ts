// Query.userConfig: the plans and defaults the console offers the signed-in account.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const userConfig: NonNullable<QueryResolvers['userConfig']> = (_parent, _args, { dataSources }) => dataSources.config.getUserConfig();

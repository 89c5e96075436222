// Query.health: whether the backend and its database are up.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const health: NonNullable<QueryResolvers['health']> = (_parent, _args, { dataSources }) => dataSources.health.getHealth();

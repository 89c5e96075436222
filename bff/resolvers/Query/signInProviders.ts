// Query.signInProviders: which third-party sign-ins the backend is configured for.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const signInProviders: NonNullable<QueryResolvers['signInProviders']> = (_parent, _args, { dataSources }) => dataSources.signIn.getProviders();

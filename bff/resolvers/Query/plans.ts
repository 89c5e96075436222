// Query.plans: every pricing plan, smallest first.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const plans: NonNullable<QueryResolvers['plans']> = async (_parent, _args, { dataSources }) => (await dataSources.account.listPlans()).plans;

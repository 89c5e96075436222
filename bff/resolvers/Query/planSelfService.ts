// Query.planSelfService: whether owners switch plans themselves (PLAN_SELF_SERVICE on the backend).
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const planSelfService: NonNullable<QueryResolvers['planSelfService']> = async (_parent, _args, { dataSources }) =>
  (await dataSources.account.listPlans()).self_service;

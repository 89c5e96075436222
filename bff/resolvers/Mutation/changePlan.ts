// Mutation.changePlan: switches the account's plan; a refusal's counts pass on in extensions.usage.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { changePlanSchema } from '../../../schema/rules/account';
import { parseInput } from '../../validation';

export const changePlan: NonNullable<MutationResolvers['changePlan']> = async (_parent, { input }, { dataSources, loaders }) => {
  const account = await dataSources.account.changePlan(parseInput(changePlanSchema, { plan: input.plan }));
  loaders.profile.clear('me').prime('me', account);
  return { account };
};

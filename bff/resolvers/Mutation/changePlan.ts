// Mutation.changePlan: switches the account's plan; a refusal's counts pass on in extensions.usage, the channels a
// smaller plan would stop in extensions.channels.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { changePlanSchema } from '../../../schema/rules/account';
import { parseInput } from '../../validation';

export const changePlan: NonNullable<MutationResolvers['changePlan']> = async (_parent, { input }, { dataSources, loaders }) => {
  const account = await dataSources.account.changePlan(parseInput(changePlanSchema, { plan: input.plan, ...(input.stopChannels != null && { stop_channels: input.stopChannels }) }));
  loaders.profile.clear('me').prime('me', account);
  return { account };
};

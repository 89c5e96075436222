// Mutation.confirmEmail: confirms the address of the mailed link's account; a signed-in caller's profile is read afresh.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { confirmEmailSchema } from '../../../schema/rules/validation';
import { parseInput } from '../../validation';

export const confirmEmail: NonNullable<MutationResolvers['confirmEmail']> = async (_parent, { input }, { dataSources, loaders }) => {
  const confirmed = await dataSources.member.confirmEmail(parseInput(confirmEmailSchema, { token: input.token }));
  loaders.profile.clearAll();
  return { email: confirmed.email };
};

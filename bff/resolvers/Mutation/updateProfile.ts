// Mutation.updateProfile: the nickname and first name, checked with the shared rules before the backend is called.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { profileSchema } from '../../../schema/rules/account';
import { parseInput } from '../../validation';

export const updateProfile: NonNullable<MutationResolvers['updateProfile']> = async (_parent, { input }, { dataSources, loaders }) => {
  const body = parseInput(profileSchema, { nickname: input.nickname, first_name: input.firstName });
  const account = await dataSources.account.updateProfile(body);
  loaders.profile.clear('me').prime('me', account);
  return { account };
};

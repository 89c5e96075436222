// Mutation.resetPassword: sets the new password with the reset link's token. The backend ends every session of the
// account, so whoever held one (this browser included) logs in again with the new password.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { resetPasswordSchema } from '../../../schema/rules/validation';
import { parseInput } from '../../validation';

export const resetPassword: NonNullable<MutationResolvers['resetPassword']> = async (_parent, { input }, { dataSources, loaders }) => {
  const body = parseInput(resetPasswordSchema, { token: input.token, password: input.password, confirm_password: input.confirmPassword });
  await dataSources.member.resetPassword(body);
  loaders.profile.clearAll();
  return { ok: true };
};

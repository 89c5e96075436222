// Mutation.changePassword: the backend checks the old password; this session stays signed in.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { changePasswordSchema } from '../../../schema/rules/account';
import { parseInput } from '../../validation';

export const changePassword: NonNullable<MutationResolvers['changePassword']> = async (_parent, { input }, { dataSources }) => {
  const body = parseInput(changePasswordSchema, { old_password: input.oldPassword, new_password: input.newPassword, confirm_password: input.confirmPassword });
  const changed = await dataSources.account.changePassword(body);
  return { otherSessionsEnded: changed.other_sessions_ended };
};

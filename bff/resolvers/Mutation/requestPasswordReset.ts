// Mutation.requestPasswordReset: mails the account of the address a password reset link.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { passwordResetRequestSchema } from '../../../schema/rules/validation';
import { parseInput } from '../../validation';

export const requestPasswordReset: NonNullable<MutationResolvers['requestPasswordReset']> = async (_parent, { input }, { dataSources }) => {
  await dataSources.member.requestPasswordReset(parseInput(passwordResetRequestSchema, { email: input.email }));
  return { ok: true };
};

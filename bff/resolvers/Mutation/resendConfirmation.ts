// Mutation.resendConfirmation: another confirmation mail for the signed-in account, a minute after the last at the soonest.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const resendConfirmation: NonNullable<MutationResolvers['resendConfirmation']> = async (_parent, _args, { dataSources }) => {
  const sent = await dataSources.member.resendConfirmation();
  return { resendAvailableAt: sent.resend_available_at };
};

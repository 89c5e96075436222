// Mutation.logout: revokes the session at the backend and clears the cookie. A session that is
// already gone counts as logged out.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { hasErrorCode } from '../../errors';

export const logout: NonNullable<MutationResolvers['logout']> = async (_parent, _args, { dataSources, loaders, session }) => {
  if (session.token) {
    try {
      await dataSources.member.logOut();
    } catch (error) {
      const alreadyGone = ['UNAUTHENTICATED', 'SESSION_REVOKED', 'SESSION_EXPIRED'] as const;
      if (!alreadyGone.some((code) => hasErrorCode(error, code))) throw error;
    }
  }
  session.signOut();
  loaders.profile.clearAll();
  loaders.chatbotById.clearAll();
  return { ok: true };
};

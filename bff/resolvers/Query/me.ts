// Query.me: the signed-in account, null for a visitor without a session. A revoked or expired session
// is an error, not null, so the browser learns on its next request that it was signed out.
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { hasErrorCode } from '../../errors';

export const me: NonNullable<QueryResolvers['me']> = async (_parent, _args, { session, loaders }) => {
  if (!session.token) return null;
  try {
    return await loaders.profile.load('me');
  } catch (error) {
    // A token the backend never issued (or has forgotten) is the same as no session.
    if (hasErrorCode(error, 'UNAUTHENTICATED')) {
      session.forgetRefusedCookie();
      return null;
    }
    throw error;
  }
};

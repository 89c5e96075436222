// Account fields from the backend profile (ProfileDTO, snake_case).
import type { AccountResolvers } from '../__generated__/resolvers-types';

export const Account: AccountResolvers = {
  firstName: (profile) => profile.first_name,
  activatedAt: (profile) => profile.activated_at,
  expiresAt: (profile) => profile.expires_at,
  botLimit: (profile) => profile.bot_limit,
  qaGroupLimit: (profile) => profile.qa_group_limit,
  botCount: (profile) => profile.bot_count,
  emailConfirmed: (profile) => profile.email_confirmed,
  qaGroupCount: (profile) => profile.qa_group_count,
  signInProvider: (profile) => profile.sign_in_provider,
};

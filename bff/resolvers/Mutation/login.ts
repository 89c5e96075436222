// Mutation.login: signs in at the backend and keeps the token in the HttpOnly cookie only; the
// response carries the account, never the token.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { loginSchema } from '../../../schema/rules/validation';
import { parseInput } from '../../validation';

export const login: NonNullable<MutationResolvers['login']> = async (_parent, { input }, { dataSources, loaders, session }) => {
  const body = parseInput(loginSchema, {
    email: input.email,
    password: input.password,
    ...(input.forceLogin != null && { force_login: input.forceLogin }),
  });
  const { token } = await dataSources.member.logIn(body);
  session.signIn(token);
  // Anything loaded earlier in this request belonged to the previous session.
  loaders.profile.clearAll();
  loaders.chatbotById.clearAll();
  return { account: await loaders.profile.load('me') };
};

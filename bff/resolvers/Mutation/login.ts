// Mutation.login: signs in at the backend and keeps the token in the HttpOnly cookie only; the
// response carries the account, never the token.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { loginSchema } from '../../../schema/rules/validation';
import { signedIn } from '../../signIn';
import { parseInput } from '../../validation';

export const login: NonNullable<MutationResolvers['login']> = async (_parent, { input }, context) => {
  const body = parseInput(loginSchema, {
    email: input.email,
    password: input.password,
    ...(input.forceLogin != null && { force_login: input.forceLogin }),
  });
  const { token } = await context.dataSources.member.logIn(body);
  return signedIn(context, token);
};

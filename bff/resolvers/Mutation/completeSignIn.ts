// Mutation.completeSignIn: hands the callback's code and state (or the continuation's e-mail or forced login) to the
// backend and, once it signs in, keeps the token in the HttpOnly cookie like login.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { completeSignInSchema } from '../../../schema/rules/sign-in';
import { bffError } from '../../errors';
import { signedIn } from '../../signIn';
import { parseInput } from '../../validation';

export const completeSignIn: NonNullable<MutationResolvers['completeSignIn']> = async (_parent, { input }, context) => {
  // Only the browser that started the sign-in holds its cookie.
  const browserKey = context.signInBrowser.key;
  if (!browserKey) throw bffError('SIGN_IN_FAILED');
  const body = parseInput(completeSignInSchema, {
    provider: input.provider,
    browser_key: browserKey,
    state: input.state,
    ...(input.code != null && { code: input.code }),
    ...(input.iss != null && { iss: input.iss }),
    ...(input.email != null && { email: input.email.trim() }),
    ...(input.forceLogin != null && { force_login: input.forceLogin }),
  });
  const { token } = await context.dataSources.signIn.complete(body);
  return signedIn(context, token);
};

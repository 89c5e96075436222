// Mutation.startSignIn: starts a Google or LINE sign-in tied to this browser (its sign-in cookie) and answers where to
// send the browser.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { startSignInSchema } from '../../../schema/rules/sign-in';
import { parseInput } from '../../validation';

export const startSignIn: NonNullable<MutationResolvers['startSignIn']> = async (_parent, { input }, { dataSources, signInBrowser }) => {
  const body = parseInput(startSignInSchema, { provider: input.provider, ...(input.language != null && { language: input.language }), browser_key: signInBrowser.bind() });
  const started = await dataSources.signIn.start(body);
  return { authorizationUrl: started.authorization_url };
};

// Mutation.register: creates an account; signing in is a separate step.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { registerSchema } from '../../../schema/rules/validation';
import { parseInput } from '../../validation';

export const register: NonNullable<MutationResolvers['register']> = async (_parent, { input }, { dataSources }) => {
  const body = parseInput(registerSchema, {
    email: input.email,
    nickname: input.nickname,
    password: input.password,
    confirm_password: input.confirmPassword,
    agree_terms: input.agreeTerms,
    ...(input.language != null && { language: input.language }),
  });
  const registered = await dataSources.member.registerAccount(body);
  return { email: registered.email };
};

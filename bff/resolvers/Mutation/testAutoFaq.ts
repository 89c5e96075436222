// Mutation.testAutoFaq: what AutoFAQ would reply to a question — the shortlist, the chosen answer and who chose it.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { autoFaqTestSchema } from '../../../schema/rules/autofaq';
import { parseInput } from '../../validation';

export const testAutoFaq: NonNullable<MutationResolvers['testAutoFaq']> = async (_parent, { input }, { dataSources }) => {
  const { question } = parseInput(autoFaqTestSchema, { question: input.question });
  return dataSources.autoFaq.test(input.botId, question);
};

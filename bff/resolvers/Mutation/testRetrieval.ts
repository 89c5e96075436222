// Mutation.testRetrieval: the chunks retrieval finds for a question and the extractive answer AutoQA would give.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { retrievalTestSchema } from '../../../schema/rules/knowledge';
import { parseInput } from '../../validation';

export const testRetrieval: NonNullable<MutationResolvers['testRetrieval']> = async (_parent, { input }, { dataSources }) => {
  const { question } = parseInput(retrievalTestSchema, { question: input.question });
  return dataSources.knowledge.testRetrieval(input.botId, question);
};

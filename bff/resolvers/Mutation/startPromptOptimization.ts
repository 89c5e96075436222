// Mutation.startPromptOptimization: sends the question/answer CSV; LLM_REQUIRED without a language model,
// OPTIMIZATION_LIMIT_REACHED past the daily limit, OPTIMIZATION_IN_PROGRESS while one runs.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { validationFailed } from '../../errors';
import { decodeUpload, uploadIssues } from '../../uploads';

export const startPromptOptimization: NonNullable<MutationResolvers['startPromptOptimization']> = async (_parent, { input }, { dataSources }) => {
  const issues = uploadIssues(input.file, 'file');
  if (issues.length > 0) throw validationFailed(issues);
  return { optimization: await dataSources.optimization.start(input.botId, decodeUpload(input.file)) };
};

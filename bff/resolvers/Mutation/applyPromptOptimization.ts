// Mutation.applyPromptOptimization: the proposed prompt becomes the bot-level prompt.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const applyPromptOptimization: NonNullable<MutationResolvers['applyPromptOptimization']> = async (_parent, { input }, { dataSources }) => ({
  optimization: await dataSources.optimization.apply(input.botId, input.optimizationId),
});

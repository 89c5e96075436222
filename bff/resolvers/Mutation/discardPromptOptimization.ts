// Mutation.discardPromptOptimization: keeps the prompt in use and sets the proposal aside.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const discardPromptOptimization: NonNullable<MutationResolvers['discardPromptOptimization']> = async (_parent, { input }, { dataSources }) => ({
  optimization: await dataSources.optimization.discard(input.botId, input.optimizationId),
});

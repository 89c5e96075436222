// Mutation.saveRecommendation: the original question joins the selected group; the record comes back as it now is.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const saveRecommendation: NonNullable<MutationResolvers['saveRecommendation']> = async (_parent, { input }, { dataSources }) => ({
  recommendation: await dataSources.history.saveRecommendation(input.botId, input.id),
});

// Mutation.setAutoFaqFileActive: only answers of active answer sets are chosen.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const setAutoFaqFileActive: NonNullable<MutationResolvers['setAutoFaqFileActive']> = async (_parent, { input }, { dataSources }) => ({
  data: await dataSources.autoFaq.setFileActive(input.botId, input.fileId, input.active),
});

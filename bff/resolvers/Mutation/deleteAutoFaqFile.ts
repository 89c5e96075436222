// Mutation.deleteAutoFaqFile: removes an answer set and its answers.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const deleteAutoFaqFile: NonNullable<MutationResolvers['deleteAutoFaqFile']> = async (_parent, { input }, { dataSources }) => ({
  data: await dataSources.autoFaq.deleteFile(input.botId, input.fileId),
});

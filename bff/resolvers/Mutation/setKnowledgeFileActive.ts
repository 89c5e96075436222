// Mutation.setKnowledgeFileActive: only active files answer.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const setKnowledgeFileActive: NonNullable<MutationResolvers['setKnowledgeFileActive']> = async (_parent, { input }, { dataSources }) => ({
  file: await dataSources.knowledge.setFileActive(input.botId, input.fileId, input.active),
});

// Mutation.deleteKnowledgeFile: removes the file and its chunks.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const deleteKnowledgeFile: NonNullable<MutationResolvers['deleteKnowledgeFile']> = async (_parent, { input }, { dataSources }) => {
  await dataSources.knowledge.deleteFile(input.botId, input.fileId);
  return { deletedFileId: input.fileId };
};

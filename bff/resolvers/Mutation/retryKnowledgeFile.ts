// Mutation.retryKnowledgeFile: queues a failed file's ingestion again; follow it with knowledgeIngestProgress.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const retryKnowledgeFile: NonNullable<MutationResolvers['retryKnowledgeFile']> = async (_parent, { input }, { dataSources }) => ({
  file: await dataSources.knowledge.retryFile(input.botId, input.fileId),
});

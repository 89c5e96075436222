// Subscription.knowledgeIngestProgress: relays the backend's ingestion stream (SSE) of one bot. An event carries only
// the step, so each is laid over the file's stored fields; the stream completes when no file is left to ingest.
import type { SubscriptionKnowledgeIngestProgressArgs, SubscriptionResolvers } from '../../__generated__/resolvers-types';
import type { IngestEventDTO } from '../../../schema/rest';
import type { BffContext } from '../../context';
import { subscribeToJobProgress } from '../../jobProgress';
import { knowledgeFileWithStep } from '../KnowledgeFile';

export const knowledgeIngestProgress: NonNullable<SubscriptionResolvers['knowledgeIngestProgress']> = {
  subscribe: subscribeToJobProgress('ingestion'),
  resolve: async (event: IngestEventDTO, { botId }: SubscriptionKnowledgeIngestProgressArgs, { dataSources }: BffContext) => {
    const data = await dataSources.knowledge.getAutoQaData(botId);
    return knowledgeFileWithStep(event, data.files.find((file) => file.file_id === event.file_id));
  },
};

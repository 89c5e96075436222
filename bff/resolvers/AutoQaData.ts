// AutoQaData fields from the backend's AutoQaDataDTO.
import type { AutoQaDataResolvers } from '../__generated__/resolvers-types';

export const AutoQaData: AutoQaDataResolvers = {
  botId: (data) => data.chatbot_id,
};

// AutoFaqData fields from the backend's AutoFaqDataDTO.
import type { AutoFaqDataResolvers } from '../__generated__/resolvers-types';

export const AutoFaqData: AutoFaqDataResolvers = {
  botId: (data) => data.chatbot_id,
  answerCount: (data) => data.answer_count,
};

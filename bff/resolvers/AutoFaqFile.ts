// AutoFaqFile fields from the backend's AutoFaqFileDTO.
import type { AutoFaqFileResolvers } from '../__generated__/resolvers-types';

export const AutoFaqFile: AutoFaqFileResolvers = {
  id: (file) => file.file_id,
  fileName: (file) => file.file_name,
  answerCount: (file) => file.answer_count,
  createdAt: (file) => file.created_at,
  updatedAt: (file) => file.updated_at,
};

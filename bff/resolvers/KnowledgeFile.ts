// KnowledgeFile fields from the backend's KnowledgeFileDTO.
import type { KnowledgeFileResolvers } from '../__generated__/resolvers-types';

export const KnowledgeFile: KnowledgeFileResolvers = {
  id: (file) => file.file_id,
  fileName: (file) => file.file_name,
  contentType: (file) => file.content_type,
  createdAt: (file) => file.created_at,
};

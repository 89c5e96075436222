// RetrievedChunk fields from the backend's RetrievedChunkDTO.
import type { RetrievedChunkResolvers } from '../__generated__/resolvers-types';

export const RetrievedChunk: RetrievedChunkResolvers = {
  fileId: (chunk) => chunk.file_id,
  fileName: (chunk) => chunk.file_name,
  location: (chunk) => ({ row: chunk.location.row ?? null, page: chunk.location.page ?? null, paragraph: chunk.location.paragraph ?? null }),
};

// KnowledgeFile fields from the backend's AutoQaFileDTO. The chatbot detail still lists the wizard's files as
// KnowledgeFileDTO; knowledgeFileFromWizard gives them the AutoQA fields' defaults.
import type { KnowledgeFileResolvers } from '../__generated__/resolvers-types';
import type { AutoQaFileDTO, IngestEventDTO, KnowledgeFileDTO } from '../../schema/rest';

export const KnowledgeFile: KnowledgeFileResolvers = {
  id: (file) => file.file_id,
  fileName: (file) => file.file_name,
  contentType: (file) => file.content_type,
  failureReason: (file) => file.reason,
  chunkCount: (file) => file.chunk_count,
  createdAt: (file) => file.created_at,
  updatedAt: (file) => file.updated_at,
};

/** A wizard file as an AutoQA file: 'stored' is the knowledge pipeline's 'pending', as the backend reads it too. */
export function knowledgeFileFromWizard(file: KnowledgeFileDTO): AutoQaFileDTO {
  return {
    ...file,
    status: file.status === 'stored' ? 'pending' : file.status,
    description: '',
    summary: '',
    prompt: '',
    active: true,
    step: file.status === 'ready' ? 'done' : 'queued',
    progress: file.status === 'ready' ? 1 : 0,
    reason: null,
    chunk_count: 0,
    updated_at: file.created_at,
  };
}

/** A file with an ingestion step laid over it; `file` is its last stored state, if the list still holds it. */
export function knowledgeFileWithStep(event: IngestEventDTO, file: AutoQaFileDTO | undefined): AutoQaFileDTO {
  const step = { status: event.status, step: event.step, progress: event.progress, reason: event.reason, chunk_count: event.chunk_count };
  if (file) return { ...file, ...step };
  // Deleted while the step was on its way: what the event says, with empty text fields.
  const now = new Date().toISOString();
  return { file_id: event.file_id, file_name: event.file_name, description: '', summary: '', prompt: '', active: false, size: 0, content_type: '', created_at: now, updated_at: now, ...step };
}

// Knowledge file rows as the API shows them: the table's 'stored' (queued) is `pending`. The chatbot detail lists
// the same rows with fewer fields and the table's own status word.
import type { AutoQaFileDTO, AutoQaFileStatus, IngestEventDTO, KnowledgeFileDTO } from '../../schema/rest';
import type { KnowledgeFileRow } from './knowledge.table';

export function fileStatus(row: Pick<KnowledgeFileRow, 'status'>): AutoQaFileStatus {
  return row.status === 'stored' ? 'pending' : row.status;
}

export function toAutoQaFileDTO(row: KnowledgeFileRow): AutoQaFileDTO {
  return {
    file_id: row.file_id,
    file_name: row.file_name,
    description: row.description,
    summary: row.summary,
    prompt: row.prompt,
    active: row.active,
    status: fileStatus(row),
    step: row.step,
    progress: row.progress,
    reason: row.status === 'failed' ? (row.failure_reason ?? '') : null,
    chunk_count: row.chunk_count,
    size: row.size,
    content_type: row.content_type,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toKnowledgeFileDTO(row: KnowledgeFileRow): KnowledgeFileDTO {
  const { file_id, file_name, size, content_type, created_at } = toAutoQaFileDTO(row);
  return { file_id, file_name, size, content_type, status: row.status, created_at };
}

export function toIngestEvent(row: KnowledgeFileRow): IngestEventDTO {
  return {
    chatbot_id: row.chatbot_id,
    file_id: row.file_id,
    file_name: row.file_name,
    status: fileStatus(row),
    step: row.step,
    progress: row.progress,
    reason: row.status === 'failed' ? (row.failure_reason ?? '') : null,
    chunk_count: row.chunk_count,
  };
}

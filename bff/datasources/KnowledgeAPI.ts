// The backend's knowledge files of one bot (AutoQA page, PRODUCT.md §7 graph-rag calls): upload, list, toggle,
// delete, retry, the prompts and descriptions, and the retrieval test.
import type { AutoQaDataDTO, AutoQaFileDTO, KnowledgeUploadDTO, RetrievalTestDTO, StatusDTO } from '../../schema/rest';
import type { UpdateKnowledgeDataBody } from '../../schema/rules/knowledge';
import { uploadBlob, type DecodedFile } from '../uploads';
import { BackendAPI, segment } from './BackendAPI';

// The methods are async so that a refused id (segment) rejects like any backend answer instead of throwing.
export class KnowledgeAPI extends BackendAPI {
  async getAutoQaData(botId: string): Promise<AutoQaDataDTO> {
    return this.get<AutoQaDataDTO>(`/graph-rag/${segment(botId)}/autoqa-data`);
  }

  /** All files go in one request: the backend refuses the lot when any of them is refused. */
  async uploadFiles(botId: string, files: DecodedFile[], overwrite: boolean): Promise<KnowledgeUploadDTO> {
    const form = new FormData();
    form.append('overwrite', String(overwrite));
    for (const file of files) form.append('files', uploadBlob(file), file.fileName);
    return this.post<KnowledgeUploadDTO>(`/graph-rag/${segment(botId)}/upload-graphrag`, { body: form });
  }

  async setFileActive(botId: string, fileId: string, active: boolean): Promise<AutoQaFileDTO> {
    return this.put<AutoQaFileDTO>(`/graph-rag/${segment(botId)}/files/${segment(fileId)}/toggle-active`, { body: { active } });
  }

  async deleteFile(botId: string, fileId: string): Promise<StatusDTO> {
    return this.delete<StatusDTO>(`/graph-rag/${segment(botId)}/files/${segment(fileId)}`);
  }

  async retryFile(botId: string, fileId: string): Promise<AutoQaFileDTO> {
    return this.post<AutoQaFileDTO>(`/graph-rag/${segment(botId)}/files/${segment(fileId)}/retry`);
  }

  async updateData(botId: string, body: UpdateKnowledgeDataBody): Promise<AutoQaDataDTO> {
    return this.post<AutoQaDataDTO>(`/graph-rag/${segment(botId)}/update-chatbot-data`, { body });
  }

  async testRetrieval(botId: string, question: string): Promise<RetrievalTestDTO> {
    return this.post<RetrievalTestDTO>(`/graph-rag/${segment(botId)}/retrieval-test`, { body: { question } });
  }
}

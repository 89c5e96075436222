// The backend's entity files of one bot (/ner/{botId}/…): upload, list, toggle, delete and the test box.
import type { EntityDataDTO, EntityTestDTO } from '../../schema/rest';
import { uploadBlob, type DecodedFile } from '../uploads';
import { BackendAPI, segment } from './BackendAPI';

// The methods are async so that a refused id (segment) rejects like any backend answer instead of throwing.
export class EntityAPI extends BackendAPI {
  async getData(botId: string): Promise<EntityDataDTO> {
    return this.get<EntityDataDTO>(`/ner/${segment(botId)}/data/`);
  }

  async uploadFile(botId: string, file: DecodedFile): Promise<EntityDataDTO> {
    const form = new FormData();
    form.append('file', uploadBlob(file), file.fileName);
    return this.post<EntityDataDTO>(`/ner/${segment(botId)}/upload/`, { body: form });
  }

  async setFileActive(botId: string, fileId: string, active: boolean): Promise<EntityDataDTO> {
    return this.put<EntityDataDTO>(`/ner/${segment(botId)}/files/${segment(fileId)}/toggle-active/`, { body: { active } });
  }

  async deleteFile(botId: string, fileId: string): Promise<EntityDataDTO> {
    return this.delete<EntityDataDTO>(`/ner/${segment(botId)}/files/${segment(fileId)}/`);
  }

  async test(botId: string, text: string): Promise<EntityTestDTO> {
    return this.post<EntityTestDTO>(`/ner/${segment(botId)}/test/`, { body: { text } });
  }
}

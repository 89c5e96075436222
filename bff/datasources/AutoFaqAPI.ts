// The backend's AutoFAQ answer sets of one bot (/autofaq/{botId}/…): upload, list, toggle, delete and the test box.
import type { AutoFaqDataDTO, AutoFaqTestDTO } from '../../schema/rest';
import { uploadBlob, type DecodedFile } from '../uploads';
import { BackendAPI, segment } from './BackendAPI';

// The methods are async so that a refused id (segment) rejects like any backend answer instead of throwing.
export class AutoFaqAPI extends BackendAPI {
  async getData(botId: string): Promise<AutoFaqDataDTO> {
    return this.get<AutoFaqDataDTO>(`/autofaq/${segment(botId)}/data/`);
  }

  async uploadFile(botId: string, file: DecodedFile, overwrite: boolean): Promise<AutoFaqDataDTO> {
    const form = new FormData();
    form.append('overwrite', String(overwrite));
    form.append('file', uploadBlob(file), file.fileName);
    return this.post<AutoFaqDataDTO>(`/autofaq/${segment(botId)}/upload/`, { body: form });
  }

  async setFileActive(botId: string, fileId: string, active: boolean): Promise<AutoFaqDataDTO> {
    return this.put<AutoFaqDataDTO>(`/autofaq/${segment(botId)}/files/${segment(fileId)}/toggle-active/`, { body: { active } });
  }

  async deleteFile(botId: string, fileId: string): Promise<AutoFaqDataDTO> {
    return this.delete<AutoFaqDataDTO>(`/autofaq/${segment(botId)}/files/${segment(fileId)}/`);
  }

  async test(botId: string, question: string): Promise<AutoFaqTestDTO> {
    return this.post<AutoFaqTestDTO>(`/autofaq/${segment(botId)}/test/`, { body: { question } });
  }
}

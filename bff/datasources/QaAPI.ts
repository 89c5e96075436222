// The backend's Q&A area of one bot: groups, CSV import and export, training and answer settings.
import type { AnswerSettingsDTO, QaGroupDTO, QaGroupPageDTO, QaImportResultDTO, StatusDTO, TrainingJobDTO, TrainingStatusDTO } from '../../schema/rest';
import type { AnswerSettingsBody, QaGroupCreateBody, QaGroupUpdateBody } from '../../schema/rules/validation';
import { uploadBlob, type DecodedFile } from '../uploads';
import { BackendAPI, segment } from './BackendAPI';

export interface QaGroupQuery {
  search?: string;
  page: number;
  pageSize: number;
}

// The methods are async so that a refused id (segment) rejects like any backend answer instead of throwing.
export class QaAPI extends BackendAPI {
  async listGroups(botId: string, { search, page, pageSize }: QaGroupQuery): Promise<QaGroupPageDTO> {
    const params: Record<string, string> = { page: String(page), page_size: String(pageSize) };
    if (search) params.q = search;
    return this.get<QaGroupPageDTO>(`/qa/${segment(botId)}/groups`, { params });
  }

  async getGroup(botId: string, groupId: string): Promise<QaGroupDTO> {
    return this.get<QaGroupDTO>(`/qa/${segment(botId)}/groups/${segment(groupId)}`);
  }

  async createGroup(botId: string, body: QaGroupCreateBody): Promise<QaGroupDTO> {
    return this.post<QaGroupDTO>(`/qa/${segment(botId)}/groups`, { body });
  }

  async updateGroup(botId: string, groupId: string, body: QaGroupUpdateBody): Promise<QaGroupDTO> {
    return this.put<QaGroupDTO>(`/qa/${segment(botId)}/groups/${segment(groupId)}`, { body });
  }

  async deleteGroup(botId: string, groupId: string): Promise<StatusDTO> {
    return this.delete<StatusDTO>(`/qa/${segment(botId)}/groups/${segment(groupId)}`);
  }

  async importGroups(botId: string, file: DecodedFile): Promise<QaImportResultDTO> {
    const form = new FormData();
    form.append('file', uploadBlob(file), file.fileName);
    return this.post<QaImportResultDTO>(`/qa/${segment(botId)}/import`, { body: form });
  }

  /** The CSV text as the backend writes it (RESTDataSource reads a non-JSON answer as text). */
  async exportCsv(botId: string): Promise<string> {
    return this.get<string>(`/qa/${segment(botId)}/export`);
  }

  async startTraining(botId: string): Promise<TrainingJobDTO> {
    return this.post<TrainingJobDTO>(`/qa/${segment(botId)}/train`);
  }

  async getTraining(botId: string): Promise<TrainingStatusDTO> {
    return this.get<TrainingStatusDTO>(`/qa/${segment(botId)}/training`);
  }

  async getAnswerSettings(botId: string): Promise<AnswerSettingsDTO> {
    return this.get<AnswerSettingsDTO>(`/qa/${segment(botId)}/answer-settings`);
  }

  async updateAnswerSettings(botId: string, body: AnswerSettingsBody): Promise<AnswerSettingsDTO> {
    return this.put<AnswerSettingsDTO>(`/qa/${segment(botId)}/answer-settings`, { body });
  }
}

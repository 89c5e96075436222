// The backend's questionnaires of one bot (/questionnaire/{botId}/questionnaires…): list, create, change, delete and
// the responses. The CSV export streams through /downloads (bff/http/downloads.ts), not through here.
import type { QuestionnaireCreateInput, QuestionnaireDTO, QuestionnaireInput, QuestionnaireListDTO, QuestionnaireResponsesDTO, ResponseFilter } from '../../schema/rules/questionnaires';
import { BackendAPI, segment } from './BackendAPI';

const base = (botId: string) => `/questionnaire/${segment(botId)}/questionnaires`;

// Async so that a refused id (segment) rejects like any backend answer instead of throwing.
export class QuestionnaireAPI extends BackendAPI {
  async list(botId: string): Promise<QuestionnaireListDTO> {
    return this.get<QuestionnaireListDTO>(base(botId));
  }

  async create(botId: string, body: QuestionnaireCreateInput): Promise<QuestionnaireDTO> {
    return this.post<QuestionnaireDTO>(base(botId), { body });
  }

  async update(botId: string, id: string, body: QuestionnaireInput): Promise<QuestionnaireDTO> {
    return this.put<QuestionnaireDTO>(`${base(botId)}/${segment(id)}`, { body });
  }

  async remove(botId: string, id: string): Promise<QuestionnaireListDTO> {
    return this.delete<QuestionnaireListDTO>(`${base(botId)}/${segment(id)}`);
  }

  async responses(botId: string, id: string, filter: ResponseFilter): Promise<QuestionnaireResponsesDTO> {
    const params: Record<string, string> = {};
    if (filter.from) params.from = filter.from;
    if (filter.to) params.to = filter.to;
    return this.get<QuestionnaireResponsesDTO>(`${base(botId)}/${segment(id)}/responses`, { params });
  }
}

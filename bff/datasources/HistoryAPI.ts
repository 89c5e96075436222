// The backend's owner's-view area of one bot: its conversation history, the recommendations log and the overview
// statistics. The queries arrive as the REST query strings the backend parses (schema/rules/history.ts).
import type {
  HistoryExchangePageDTO,
  LikelyGroupsDTO,
  QaGroupDTO,
  RecommendationDTO,
  RecommendationPageDTO,
  UnhandledThemesDTO,
  UserStatsDTO,
  WeeklyQuestionsDTO,
} from '../../schema/rest';
import type { Language } from '../../schema/rules/constants';
import type { AddToQaBody } from '../../schema/rules/history';
import { BackendAPI, segment } from './BackendAPI';

export type QueryParams = Record<string, string>;

export class HistoryAPI extends BackendAPI {
  async exchanges(botId: string, params: QueryParams): Promise<HistoryExchangePageDTO> {
    return this.get<HistoryExchangePageDTO>(`/history/${segment(botId)}/messages`, { params });
  }

  async likelyGroups(botId: string, exchangeId: string, search: string | undefined): Promise<LikelyGroupsDTO> {
    return this.get<LikelyGroupsDTO>(`/history/${segment(botId)}/messages/${segment(exchangeId)}/likely-groups`, { params: search ? { q: search } : {} });
  }

  async addToQa(botId: string, exchangeId: string, body: AddToQaBody): Promise<QaGroupDTO> {
    return this.post<QaGroupDTO>(`/history/${segment(botId)}/messages/${segment(exchangeId)}/add-to-qa`, { body });
  }

  async recommendations(botId: string, params: QueryParams): Promise<RecommendationPageDTO> {
    return this.get<RecommendationPageDTO>(`/history/${segment(botId)}/recommendations`, { params });
  }

  async saveRecommendation(botId: string, id: string): Promise<RecommendationDTO> {
    return this.post<RecommendationDTO>(`/history/${segment(botId)}/recommendations/${segment(id)}/save`);
  }

  async userStats(botId: string, days: number): Promise<UserStatsDTO> {
    return this.get<UserStatsDTO>(`/history/${segment(botId)}/get-user-stats-fast/`, { params: { days: String(days) } });
  }

  /** `language`: the summaries'; without it the backend writes them in Traditional Chinese. */
  async unhandledThemes(botId: string, days: number, language?: Language): Promise<UnhandledThemesDTO> {
    return this.get<UnhandledThemesDTO>(`/history/${segment(botId)}/get-user-stats-llm/`, { params: { days: String(days), ...(language ? { language } : {}) } });
  }

  async weeklyQuestions(): Promise<WeeklyQuestionsDTO> {
    return this.get<WeeklyQuestionsDTO>('/history/weekly-questions');
  }
}

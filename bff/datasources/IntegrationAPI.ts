// The backend's integration area of one bot: which channels (api, web, line, fb, other) are on.
import type { IntegrationDTO, IntegrationListDTO } from '../../schema/rest';
import type { Platform } from '../../schema/rules/constants';
import { BackendAPI, segment } from './BackendAPI';

export class IntegrationAPI extends BackendAPI {
  async listIntegrations(botId: string): Promise<IntegrationListDTO> {
    return this.get<IntegrationListDTO>(`/chatbot/${segment(botId)}/integrations`);
  }

  async setIntegrationActive(botId: string, platform: Platform, active: boolean): Promise<IntegrationDTO> {
    return this.put<IntegrationDTO>(`/chatbot/${segment(botId)}/integrations/${segment(platform)}`, { body: { active } });
  }
}

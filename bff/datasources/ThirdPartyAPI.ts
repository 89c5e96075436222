// The backend's third-party channel area of one bot: its settings.
import type { ThirdPartySettingsDTO } from '../../schema/rest';
import type { ThirdPartySettingsBody } from '../../schema/rules/channel-settings';
import { BackendAPI, segment } from './BackendAPI';

export class ThirdPartyAPI extends BackendAPI {
  async getSettings(botId: string): Promise<ThirdPartySettingsDTO> {
    return this.get<ThirdPartySettingsDTO>(`/third-party/${segment(botId)}/settings`);
  }

  async updateSettings(botId: string, body: ThirdPartySettingsBody): Promise<ThirdPartySettingsDTO> {
    return this.put<ThirdPartySettingsDTO>(`/third-party/${segment(botId)}/update-data`, { body });
  }
}

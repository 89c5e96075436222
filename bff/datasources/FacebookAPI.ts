// The backend's Facebook Messenger area of one bot: its channel settings.
import type { FacebookSettingsDTO } from '../../schema/rest';
import type { FacebookSettingsBody } from '../../schema/rules/channel-settings';
import { BackendAPI, segment } from './BackendAPI';

export class FacebookAPI extends BackendAPI {
  async getSettings(botId: string): Promise<FacebookSettingsDTO> {
    return this.get<FacebookSettingsDTO>(`/facebook/${segment(botId)}/facebook-webhook-service`);
  }

  async updateSettings(botId: string, body: FacebookSettingsBody): Promise<FacebookSettingsDTO> {
    return this.put<FacebookSettingsDTO>(`/facebook/${segment(botId)}/update-data`, { body });
  }
}

// The backend's LINE area of one bot: its channel settings, and the two calls that go through LINE's own API
// (point the channel's webhook at the bot, test it).
import type { LineSetWebhookUrlDTO, LineSettingsDTO, LineWebhookTestDTO } from '../../schema/rest';
import type { LineSettingsBody } from '../../schema/rules/channel-settings';
import { BackendAPI, segment } from './BackendAPI';

// The methods are async so that a refused id (segment) rejects like any backend answer instead of throwing.
export class LineAPI extends BackendAPI {
  async getSettings(botId: string): Promise<LineSettingsDTO> {
    return this.get<LineSettingsDTO>(`/line/${segment(botId)}/line-webhook-service`);
  }

  async updateSettings(botId: string, body: LineSettingsBody): Promise<LineSettingsDTO> {
    return this.put<LineSettingsDTO>(`/line/${segment(botId)}/update-data`, { body });
  }

  async setWebhookUrl(botId: string): Promise<LineSetWebhookUrlDTO> {
    return this.put<LineSetWebhookUrlDTO>('/webhook/line/webhook/set-webhook-url/', { body: { chatbot_id: botId } });
  }

  async testWebhook(botId: string): Promise<LineWebhookTestDTO> {
    return this.post<LineWebhookTestDTO>('/webhook/line/webhook/test/', { body: { chatbot_id: botId } });
  }
}

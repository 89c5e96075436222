// The backend's website widget area of one bot: its settings (colours, chat label, news ticker, trusted
// domains) and its two icons.
import type { z } from 'zod';
import type { WebPluginSettingsDTO } from '../../schema/rest';
import type { WebIconKind } from '../../schema/rules/constants';
import type { webPluginSettingsSchema } from '../../schema/rules/validation';
import { uploadBlob, type DecodedFile } from '../uploads';
import { BackendAPI, segment } from './BackendAPI';

export type WebPluginSettingsBody = z.output<typeof webPluginSettingsSchema>;

// The methods are async so that a refused id (segment) rejects like any backend answer instead of throwing.
export class WebPluginAPI extends BackendAPI {
  async getSettings(botId: string): Promise<WebPluginSettingsDTO> {
    return this.get<WebPluginSettingsDTO>(`/web-plugin/${segment(botId)}/settings`);
  }

  async updateSettings(botId: string, body: WebPluginSettingsBody): Promise<WebPluginSettingsDTO> {
    return this.put<WebPluginSettingsDTO>(`/web-plugin/${segment(botId)}/settings`, { body });
  }

  async uploadIcon(botId: string, kind: WebIconKind, file: DecodedFile): Promise<WebPluginSettingsDTO> {
    const form = new FormData();
    form.append('file', uploadBlob(file), file.fileName);
    return this.put<WebPluginSettingsDTO>(`/web-plugin/${segment(botId)}/icons/${segment(kind)}`, { body: form });
  }

  async removeIcon(botId: string, kind: WebIconKind): Promise<WebPluginSettingsDTO> {
    return this.delete<WebPluginSettingsDTO>(`/web-plugin/${segment(botId)}/icons/${segment(kind)}`);
  }
}

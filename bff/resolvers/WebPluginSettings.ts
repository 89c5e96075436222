// WebPluginSettings fields from the backend's WebPluginSettingsDTO. Icon paths are the backend's public
// routes, which the BFF serves on the console's origin too (http/backendProxy.ts), so they pass as they are.
import type { WebPluginSettingsResolvers } from '../__generated__/resolvers-types';

/** The widget script on the console's origin; the embed snippet is built from it. */
export const WIDGET_SCRIPT_PATH = '/widget.js';

export const WebPluginSettings: WebPluginSettingsResolvers = {
  botId: (settings) => settings.chatbot_id,
  vendorId: (settings) => settings.vendor_id,
  active: (settings) => settings.active,
  headerBgColor: (settings) => settings.header_bg_color,
  headerTextColor: (settings) => settings.header_text_color,
  chatLabel: (settings) => settings.chat_label,
  tickerMessages: (settings) => settings.ticker_messages,
  trustedDomains: (settings) => settings.trusted_domains,
  robotIconUrl: (settings) => settings.robot_icon_url,
  chatIconUrl: (settings) => settings.chat_icon_url,
  scriptPath: () => WIDGET_SCRIPT_PATH,
};

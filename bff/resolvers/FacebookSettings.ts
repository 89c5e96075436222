// FacebookSettings fields from the backend's FacebookSettingsDTO; the secrets pass on as hints only (SecretHint.ts).
import type { FacebookSettingsResolvers } from '../__generated__/resolvers-types';

export const FacebookSettings: FacebookSettingsResolvers = {
  botId: (settings) => settings.chatbot_id,
  webhookUrl: (settings) => settings.webhook_url,
  pageAccessToken: (settings) => settings.page_access_token,
  verifyToken: (settings) => settings.verify_token,
  appSecret: (settings) => settings.app_secret,
  humanAgents: (settings) => settings.human_agents,
  quietMinutes: (settings) => settings.quiet_minutes,
  askFeedback: (settings) => settings.ask_feedback,
  page: (settings) => settings.page,
  deliveryError: (settings) => settings.last_delivery_error,
};

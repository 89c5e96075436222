// LineSettings fields from the backend's LineSettingsDTO; the secrets pass on as hints only (SecretHint.ts).
import type { LineSettingsResolvers } from '../__generated__/resolvers-types';

export const LineSettings: LineSettingsResolvers = {
  botId: (settings) => settings.chatbot_id,
  webhookUrl: (settings) => settings.webhook_url,
  channelSecret: (settings) => settings.channel_secret,
  channelAccessToken: (settings) => settings.channel_access_token,
  humanAgents: (settings) => settings.human_agents,
  quietMinutes: (settings) => settings.quiet_minutes,
  askFeedback: (settings) => settings.ask_feedback,
  deliveryError: (settings) => settings.last_delivery_error,
};

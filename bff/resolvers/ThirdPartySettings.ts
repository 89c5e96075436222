// ThirdPartySettings fields from the backend's ThirdPartySettingsDTO; the secret passes on as a hint only.
import type { ThirdPartySettingsResolvers } from '../__generated__/resolvers-types';

export const ThirdPartySettings: ThirdPartySettingsResolvers = {
  botId: (settings) => settings.chatbot_id,
  webhookUrl: (settings) => settings.webhook_url,
  secret: (settings) => settings.secret,
  callbackUrl: (settings) => settings.callback_url,
  deliveryError: (settings) => settings.last_delivery_error,
};

// The Facebook Messenger channel: its webhook (/webhook/fb), its settings (/facebook) and its event handler.
import type { Channel } from '../channel';
import { handleFacebookEvent } from './fb-event.handler';
import { facebookSettingsRoutes } from './fb-settings.routes';
import { facebookWebhookRouter } from './fb-webhook.routes';

export const facebookChannel: Channel = {
  platform: 'fb',
  inbound: { path: '/webhook/fb', router: facebookWebhookRouter },
  settings: [facebookSettingsRoutes],
  handleEvent: handleFacebookEvent,
};

// The third-party channel (platform other): a signed webhook with the public API's shapes, and its settings.
import type { Channel } from '../channel';
import { thirdPartySettingsRoutes } from './other-settings.routes';
import { thirdPartyWebhookRouter } from './other-webhook.routes';

export const thirdPartyChannel: Channel = {
  platform: 'other',
  inbound: { path: '/webhook/other', router: thirdPartyWebhookRouter },
  settings: [thirdPartySettingsRoutes],
};

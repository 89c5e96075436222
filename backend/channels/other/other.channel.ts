// The third-party channel (platform other): a signed webhook with the public API's shapes, and its settings.
import type { PublicMessageReply } from '../../../schema/rest';
import type { Channel } from '../channel';
import { deliverCallback } from './callback';
import { thirdPartySettingsRoutes } from './other-settings.routes';
import { thirdPartyWebhookRouter } from './other-webhook.routes';

export const thirdPartyChannel: Channel = {
  platform: 'other',
  inbound: { path: '/webhook/other', router: thirdPartyWebhookRouter },
  settings: [thirdPartySettingsRoutes],
  // Its only inbound events are the reply copies queued for the owner's callback.
  handleEvent: (ctx, event) => deliverCallback(ctx, event.chatbot_id, event.event_id, event.payload as PublicMessageReply),
};

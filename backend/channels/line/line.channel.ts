// The LINE Messaging API channel: its webhook at /webhook/line/{vendorId}, the owner's settings routes, and the
// handler of the events the webhook accepted.
import type { Channel } from '../channel';
import { handleLineEvent } from './line-events.service';
import { lineSettingsRoutes } from './line-settings.routes';
import { lineWebhookRouter } from './line-webhook.routes';

export const lineChannel: Channel = {
  platform: 'line',
  inbound: { path: '/webhook/line', router: lineWebhookRouter },
  settings: lineSettingsRoutes,
  handleEvent: handleLineEvent,
};

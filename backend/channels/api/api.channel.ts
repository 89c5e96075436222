// The public API channel: POST /webhook/api/v2/{vendorId} and its info and history calls.
import type { Channel } from '../channel';
import { publicApiRouter } from './api-channel.routes';

export const apiChannel: Channel = {
  platform: 'api',
  inbound: { path: '/webhook/api/v2', router: publicApiRouter },
};

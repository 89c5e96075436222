// The website widget channel: /webhook/web/{vendorId} (config, messages, history, icons). Its settings are the web
// plugin's (backend/web-plugin/).
import type { Channel } from '../channel';
import { webChannelRouter } from './web-channel.routes';

export const webChannel: Channel = {
  platform: 'web',
  inbound: { path: '/webhook/web', router: webChannelRouter },
};

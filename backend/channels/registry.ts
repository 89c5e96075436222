// The one list of channels the backend serves: for each, its platform (schema/rules/channels.ts gives the plan code
// and the console's tab order), its inbound webhook and its owner-facing settings routes. backend/app.ts mounts the
// webhooks, backend/routes.ts the settings routes, and nothing else names a channel: a new one is a folder under
// backend/channels/, a line here and a line in schema/rules/channels.ts.
import { CHANNEL_INFO, type ChannelInfo } from '../../schema/rules/channels';
import { apiChannel } from './api/api.channel';
import type { Channel } from './channel';
import { facebookChannel } from './fb/fb.channel';
import { lineChannel } from './line/line.channel';
import { thirdPartyChannel } from './other/other.channel';
import { webChannel } from './web/web.channel';

const SERVED: readonly Channel[] = [apiChannel, webChannel, lineChannel, facebookChannel, thirdPartyChannel];

/** Every channel in the console's tab order, with what the backend serves for it (nothing yet for some). */
export const CHANNELS: readonly (Channel & ChannelInfo)[] = CHANNEL_INFO.map((info) => ({
  ...info,
  ...SERVED.find((channel) => channel.platform === info.platform),
}));

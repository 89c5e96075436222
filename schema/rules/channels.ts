// The channels a bot can talk on, as backend, BFF and console all see them: the platform code its messages carry,
// the code plans list it under, and the order of the console's integration tabs (PRODUCT.md §2: third party,
// Facebook, LINE, web, API). backend/channels/registry.ts adds what each channel serves.
import type { Platform } from './constants';

export interface ChannelInfo {
  platform: Platform;
  /** How plans name it in their list of integrations. */
  planCode: string;
}

/** In the console's tab order. */
export const CHANNEL_INFO: readonly ChannelInfo[] = [
  { platform: 'other', planCode: 'third_party' },
  { platform: 'fb', planCode: 'fb' },
  { platform: 'line', planCode: 'line' },
  { platform: 'web', planCode: 'web' },
  { platform: 'api', planCode: 'api' },
];

export function planCodeOf(platform: Platform): string {
  const info = CHANNEL_INFO.find((channel) => channel.platform === platform);
  if (!info) throw new Error(`Unknown platform ${platform}`);
  return info.planCode;
}

// Why a channel's last reply was not delivered, in the console's language: the kept code's words
// (schema/rules/delivery-failures.ts) with the platform's name, status or seconds, or, for a failure recorded before
// there were codes, the platform's English text as it is.
import type { TFunction } from 'i18next';
import { readDeliveryFailure } from '../../../../schema/rules/delivery-failures';

/** The channels that deliver replies: LINE, Messenger, and the third party's callback. */
export type DeliveryChannel = 'line' | 'fb' | 'other';

/** Brand names, the same in every language. */
const PLATFORM_NAMES: Record<DeliveryChannel, string> = { line: 'LINE', fb: 'Messenger', other: '' };

export function deliveryFailureText(t: TFunction, channel: DeliveryChannel, kept: string): string {
  const failure = readDeliveryFailure(kept);
  if (failure.kind === 'text') return failure.text;
  return t(`channels.deliveryError.code.${failure.code}`, { platform: PLATFORM_NAMES[channel], status: failure.status, seconds: failure.seconds });
}

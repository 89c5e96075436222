// Delivers a reply to LINE: with the event's reply token while it is fresh, else (or when LINE calls the token
// invalid or expired) by push with an X-Line-Retry-Key made from the event's id, so a push retried (here, or when
// the event is delivered again after its process died) is delivered once. The channel's last delivery error is
// noted (as a code: lineFailure), and cleared by the next delivery that succeeds.
import { createHash } from 'node:crypto';
import type { messagingApi } from '@line/bot-sdk';
import type { BackendContext } from '../../context';
import { recordDeliveryError } from '../channel-settings.repository';
import { lineClient, lineFailure, lineMessage, lineStatus, withRetries } from './line-api';

/** LINE keeps a reply token for about a minute; an older event is answered by push at once. */
const REPLY_TOKEN_FRESH_MS = 50_000;

export interface Delivery {
  chatbotId: string;
  accessToken: string;
  /** Who a push goes to: the user, group or room. */
  to: string;
  replyToken?: string;
  /** When LINE says the event happened (ms). */
  eventAt: number;
  messages: messagingApi.Message[];
  /** The push's X-Line-Retry-Key: the same for every delivery of one event (lineRetryKey). */
  retryKey: string;
  /** The channel's last delivery error as read with its settings: cleared only when there is one. */
  hadError: boolean;
}

/** A UUID (the form LINE asks for) made from an event's id: every push answering that event carries the same key. */
export function lineRetryKey(eventId: string): string {
  const hex = createHash('sha256').update(`line-reply:${eventId}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function send(ctx: BackendContext, delivery: Delivery): Promise<void> {
  const client = lineClient(ctx, delivery.accessToken);
  const { replyToken, messages } = delivery;
  if (replyToken && ctx.now().getTime() - delivery.eventAt < REPLY_TOKEN_FRESH_MS) {
    try {
      await withRetries(() => client.replyMessage({ replyToken, messages }), ctx.lineApiTimeoutMs);
      return;
    } catch (error) {
      // An invalid or expired reply token is a 400; anything else is a real failure.
      if (lineStatus(error) !== 400 || !/reply token/i.test(lineMessage(error, delivery.accessToken))) throw error;
    }
  }
  try {
    await withRetries(() => client.pushMessage({ to: delivery.to, messages }, delivery.retryKey), ctx.lineApiTimeoutMs);
  } catch (error) {
    // 409 to a retry key: an earlier attempt of this push was accepted.
    if (lineStatus(error) !== 409) throw error;
  }
}

/** Sends the messages; a failure is noted on the channel (and reported to the caller as false), never thrown. */
export async function deliverToLine(ctx: BackendContext, delivery: Delivery): Promise<boolean> {
  try {
    await send(ctx, delivery);
  } catch (error) {
    await recordDeliveryError(ctx.db, delivery.chatbotId, 'line', lineFailure(error, delivery.accessToken));
    return false;
  }
  if (delivery.hadError) await recordDeliveryError(ctx.db, delivery.chatbotId, 'line', null);
  return true;
}

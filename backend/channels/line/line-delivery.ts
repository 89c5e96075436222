// Delivers a reply to LINE: with the event's reply token while it is fresh, else (or when LINE calls the token
// invalid or expired) by push with an X-Line-Retry-Key, so a retried push is delivered once. The channel's last
// delivery error is noted, and cleared by the next delivery that succeeds.
import { randomUUID } from 'node:crypto';
import type { messagingApi } from '@line/bot-sdk';
import type { BackendContext } from '../../context';
import { recordDeliveryError } from '../channel-settings.repository';
import { lineClient, lineMessage, lineStatus, withRetries } from './line-api';

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
  /** The channel's last delivery error as read with its settings: cleared only when there is one. */
  hadError: boolean;
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
      if (lineStatus(error) !== 400 || !/reply token/i.test(lineMessage(error))) throw error;
    }
  }
  const retryKey = randomUUID();
  try {
    await withRetries(() => client.pushMessage({ to: delivery.to, messages }, retryKey), ctx.lineApiTimeoutMs);
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
    await recordDeliveryError(ctx.db, delivery.chatbotId, 'line', lineMessage(error).slice(0, 1000));
    return false;
  }
  if (delivery.hadError) await recordDeliveryError(ctx.db, delivery.chatbotId, 'line', null);
  return true;
}

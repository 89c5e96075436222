// What Messenger's webhook delivers (a page object with entries of messaging events) and what is kept of it: each
// message (echoes included) and each postback, keyed by an id a redelivery repeats. Delivery and read receipts,
// reactions and the like are not questions and are not kept.
import { createHash } from 'node:crypto';
import type { NewInboundEvent } from '../inbound-events.repository';

export interface MessengerEvent {
  sender?: { id?: string };
  recipient?: { id?: string };
  timestamp?: number;
  message?: {
    mid?: string;
    text?: string;
    is_echo?: boolean;
    app_id?: number | string;
    metadata?: string;
    quick_reply?: { payload?: string };
    /** Images, stickers (the "like" too), audio, video, files, locations: a message without text. */
    attachments?: { type?: string }[];
    sticker_id?: number;
  };
  postback?: { mid?: string; title?: string; payload?: string };
}

/** What an inbound_events row of the fb platform holds. */
export interface StoredMessengerEvent {
  vendorId: string;
  event: MessengerEvent;
}

interface WebhookBody {
  object?: string;
  entry?: { id?: string; messaging?: MessengerEvent[] }[];
}

function eventIdOf(event: MessengerEvent): string | undefined {
  if (event.message?.mid) return event.message.mid;
  if (event.postback) {
    if (event.postback.mid) return `postback:${event.postback.mid}`;
    // Older postbacks carry no mid: the sender, the time and the payload name the tap.
    const payload = createHash('sha256').update(event.postback.payload ?? '').digest('hex').slice(0, 16);
    return `postback:${event.sender?.id ?? ''}:${event.timestamp ?? ''}:${payload}`;
  }
  return undefined;
}

/**
 * The events of a webhook call worth storing. With `pageId` known, only that Page's entries: a Meta app posts every
 * Page's events to each webhook it has, and another Page's users are not this bot's (their ids are scoped to it).
 */
export function inboundEventsOf(body: unknown, chatbotId: string, vendorId: string, pageId?: string): NewInboundEvent[] {
  const page = (typeof body === 'object' && body !== null ? body : {}) as WebhookBody;
  if (page.object !== 'page' || !Array.isArray(page.entry)) return [];
  const events: NewInboundEvent[] = [];
  for (const entry of page.entry) {
    if (pageId !== undefined && entry?.id !== pageId) continue;
    for (const event of Array.isArray(entry?.messaging) ? entry.messaging : []) {
      const eventId = typeof event === 'object' && event !== null ? eventIdOf(event) : undefined;
      if (!eventId || !event.sender?.id) continue;
      const stored: StoredMessengerEvent = { vendorId, event };
      // The chat is the user's: an echo is sent by the page to the user.
      const user = event.message?.is_echo ? event.recipient?.id : event.sender.id;
      events.push({ platform: 'fb', eventId, chatbotId, ...(user && { conversation: user }), payload: stored });
    }
  }
  // One delivery may repeat an event: it is stored once.
  return events.filter((event, index) => events.findIndex((other) => other.eventId === event.eventId) === index);
}

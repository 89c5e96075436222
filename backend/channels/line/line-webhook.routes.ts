// POST /webhook/line/{vendorId}: LINE's webhook. The raw body (at most 1 MB) is checked against X-Line-Signature
// (HMAC-SHA256 with the channel secret, compared in constant time) before anything is read; then the events are
// stored once each (a redelivery is recognised by its webhookEventId) and LINE gets its 200 at once. The inbound
// worker answers them (line-events.service.ts). Other paths under /webhook/line (the owner's console calls) pass on.
import { validateSignature, type webhook } from '@line/bot-sdk';
import express, { Router, type RequestHandler } from 'express';
import type { BackendContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { refuseUnstorableInput } from '../../http/storable-input';
import { inboundIntake } from '../inbound-intake';
import { INBOUND_WAKE_CHANNEL } from '../inbound.worker';
import { channelAdmitted } from '../channel-admission';
import { readLineSettings } from './line-settings.service';
import { parseWebhookJson } from '../../../schema/rules/validation';

/** What an accepted LINE event is stored as: the event and the vendor id its bot is looked up by. */
export interface StoredLineEvent {
  vendorId: string;
  event: webhook.Event;
}

const rawBody = express.raw({ type: () => true, limit: '1mb' });

function eventsOf(body: Buffer): webhook.Event[] {
  let parsed: unknown;
  try {
    parsed = parseWebhookJson(body.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The body is not JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null) throw new AppError('VALIDATION_FAILED', 'The body has no events.');
  const events = (parsed as { events?: unknown }).events;
  if (!Array.isArray(events)) throw new AppError('VALIDATION_FAILED', 'The body has no events.');
  return events.filter((event): event is webhook.Event => typeof event === 'object' && event !== null && typeof (event as { webhookEventId?: unknown }).webhookEventId === 'string');
}

/** The chat an event belongs to: its group or room, else its user; its events are answered in order. */
function conversationOf(source: webhook.Source | undefined): string | undefined {
  if (source?.type === 'group') return `group:${source.groupId}`;
  if (source?.type === 'room') return `room:${source.roomId}`;
  return source?.userId ? `user:${source.userId}` : undefined;
}

/** How long a replica trusts what it read of a bot's secret and LINE switch: a change is seen within this. */
const KEYS_TTL_MS = 1000;

interface WebhookKeys {
  secret: string | undefined;
  admitted: boolean;
}

/**
 * A bot's channel secret and whether it may answer on LINE, read at most once a second per bot: LINE's traffic then
 * costs one statement per call (storing the events), not three.
 */
function webhookKeys(ctx: BackendContext): (chatbotId: string) => Promise<WebhookKeys> {
  const known = new Map<string, { keys: Promise<WebhookKeys>; expiresAt: number }>();
  return (chatbotId) => {
    const now = Date.now();
    const entry = known.get(chatbotId);
    if (entry && entry.expiresAt > now) return entry.keys;
    if (known.size > 10_000) for (const [id, old] of known) if (old.expiresAt <= now) known.delete(id);
    const keys = Promise.all([readLineSettings(ctx, chatbotId), channelAdmitted(ctx.db, chatbotId, 'line')]).then(([settings, admitted]) => ({ secret: settings.secrets.channel_secret, admitted }));
    const fresh = { keys, expiresAt: now + KEYS_TTL_MS };
    known.set(chatbotId, fresh);
    // A failed read must not be served to the next call.
    keys.catch(() => known.get(chatbotId) === fresh && known.delete(chatbotId));
    return keys;
  };
}

/**
 * Wakes the inbound workers without making LINE wait for it: calls that arrive while a wake-up is being sent share
 * the next one. Stored events are safe either way; the workers also poll.
 */
function coalescedWake(ctx: BackendContext): () => void {
  let sending = false;
  let again = false;
  const send = (): void => {
    sending = true;
    again = false;
    ctx.database.notify(INBOUND_WAKE_CHANNEL, '').then(
      () => (again ? send() : (sending = false)),
      () => (sending = false),
    );
  };
  return () => {
    if (sending) again = true;
    else send();
  };
}

/** What LINE's console shows the owner after "Verify" with a wrong channel secret. */
const badSignature = () => new AppError('UNAUTHENTICATED', 'The x-line-signature signature does not match: check the channel secret.');

export function lineWebhookRouter(ctx: BackendContext): Router {
  const keysOf = webhookKeys(ctx);
  const intake = inboundIntake(ctx.db);
  const wake = coalescedWake(ctx);
  // /webhook/line/webhook… are the owner's console calls, served by the route table: their bodies are left unread.
  const passConsoleCalls: RequestHandler = (req, _res, next) => next(req.params.vendorId === 'webhook' ? 'route' : undefined);
  const receive: RequestHandler = async (req, res) => {
    const vendorId = String(req.params.vendorId);
    const bot = await ctx.caches.publicBots.lookup(vendorId);
    if (!bot) throw notFound();
    const signature = req.get('x-line-signature');
    const body: unknown = req.body;
    if (!signature || !Buffer.isBuffer(body)) throw badSignature();
    const { secret, admitted } = await keysOf(bot.chatbotId);
    if (!secret || !validateSignature(body, secret, signature)) throw badSignature();

    // An event in standby mode belongs to a chat another module channel (or the account's own chat) has in hand:
    // it carries no reply token, and LINE documents that the bot must not answer it (a push would talk over them).
    const events = eventsOf(body).filter((event) => event.mode !== 'standby');
    // An inactive channel, or one the plan lacks, takes the events and does nothing: an error would only make
    // LINE retry them and mark the webhook as failing (docs/decisions.md).
    if (events.length > 0 && admitted) {
      const accepted = await intake(
        events.map((event) => ({
          platform: 'line',
          eventId: event.webhookEventId,
          chatbotId: bot.chatbotId,
          ...(conversationOf(event.source) && { conversation: conversationOf(event.source) }),
          payload: { vendorId, event } satisfies StoredLineEvent,
        })),
      );
      if (accepted.length > 0) wake();
    }
    res.status(200).json({});
  };

  const router = Router();
  // The vendor id is checked before the raw body is read: text PostgreSQL cannot store is a 400.
  router.post('/:vendorId', passConsoleCalls, refuseUnstorableInput, rawBody, receive);
  return router;
}

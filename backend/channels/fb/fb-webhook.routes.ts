// /webhook/fb/{vendorId}: Messenger's webhook. GET answers the subscription handshake (hub.verify_token, compared
// in constant time); POST checks X-Hub-Signature-256 over the raw body with the app secret, stores each message and
// postback once (inbound_events) and answers 200 at once; the inbound worker replies (fb-event.handler.ts).
import express, { Router } from 'express';
import type { BackendContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { refuseUnstorableInput } from '../../http/storable-input';
import { channelAdmitted } from '../channel-admission';
import { inboundIntake } from '../inbound-intake';
import { INBOUND_WAKE_CHANNEL } from '../inbound.worker';
import { sameSecret, signatureMatches } from '../signature';
import { pageIdOf, readFacebookSettings } from './fb-settings.service';
import { inboundEventsOf } from './messenger-events';
import { parseWebhookJson } from '../../../schema/rules/validation';

const BODY_LIMIT = '1mb';

const badSignature = () => new AppError('UNAUTHENTICATED', 'The X-Hub-Signature-256 signature does not match.');

export function facebookWebhookRouter(ctx: BackendContext): Router {
  const intake = inboundIntake(ctx.db);
  const router = Router();
  // The vendor id and query are checked before the raw body is read: text PostgreSQL cannot store is a 400.
  router.use(refuseUnstorableInput);

  const botOf = async (vendorId: string) => {
    const bot = await ctx.caches.publicBots.lookup(vendorId);
    if (!bot) throw notFound();
    return bot;
  };

  router.get('/:vendorId', async (req, res) => {
    const bot = await botOf(req.params.vendorId);
    const { secrets } = await readFacebookSettings(ctx, bot.chatbotId);
    const query = req.query as Record<string, unknown>;
    const given = query['hub.verify_token'];
    const challenge = query['hub.challenge'];
    const verified = query['hub.mode'] === 'subscribe' && typeof given === 'string' && secrets.verify_token !== undefined && sameSecret(given, secrets.verify_token);
    if (!verified || typeof challenge !== 'string') throw new AppError('FORBIDDEN', 'The verify token does not match.');
    res.type('text/plain').set('X-Content-Type-Options', 'nosniff').send(challenge);
  });

  router.post('/:vendorId', express.raw({ type: () => true, limit: BODY_LIMIT }), async (req, res) => {
    const bot = await botOf(req.params.vendorId);
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const stored = await readFacebookSettings(ctx, bot.chatbotId);
    const { secrets } = stored;
    if (!secrets.app_secret || !signatureMatches(secrets.app_secret, raw, req.get('x-hub-signature-256'))) throw badSignature();
    let body: unknown;
    try {
      body = parseWebhookJson(raw.toString('utf8'));
    } catch {
      throw new AppError('VALIDATION_FAILED', 'The body is not JSON.');
    }
    // Messenger gives up on a webhook that keeps failing: while the channel is off (or out of the plan) its
    // events are acknowledged and dropped.
    if (await channelAdmitted(ctx.db, bot.chatbotId, 'fb')) {
      const accepted = await intake(inboundEventsOf(body, bot.chatbotId, req.params.vendorId, pageIdOf(stored)));
      if (accepted.length > 0) await ctx.database.notify(INBOUND_WAKE_CHANNEL, '');
    }
    res.status(200).type('text/plain').send('EVENT_RECEIVED');
  });

  return router;
}

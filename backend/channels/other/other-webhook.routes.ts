// /webhook/other/{vendorId}: the third-party webhook. The public API's message (and history) calls, signed with the
// bot's shared secret (X-Signature-Timestamp: Unix seconds; X-Signature-256: sha256=<hex HMAC-SHA256 of
// "<timestamp>.<raw body>">), good within five minutes of the timestamp and once; answered at once in the public
// API's reply shape with history platform other; the reply is also posted to the owner's callback URL, if set.
import type { Request, RequestHandler, Router } from 'express';
import type { BackendContext } from '../../context';
import { AppError } from '../../http/errors';
import { rawBodyOf } from '../../http/json-body';
import { channelAdmitted } from '../channel-admission';
import type { PublicBot } from '../public-bot.cache';
import { publicChannelRouter } from '../public-channel';
import { SIGNATURE_TOLERANCE_SECONDS, timestampIsFresh, timestampedSignatureMatches } from '../signature';
import { queueCallback } from './callback';
import { readThirdPartySettings } from './other-settings.service';
import { takeSignature } from './used-signatures.repository';

/** Servers call this webhook, not browsers: no CORS headers. */
const serversOnly: RequestHandler = (_req, _res, next) => next();

export function thirdPartyWebhookRouter(ctx: BackendContext): Router {
  return publicChannelRouter(ctx, {
    platform: 'other',
    cors: serversOnly,
    async authenticate(req: Request, bot: PublicBot) {
      // A body sent as another type is not read at all, so its signature would be checked against nothing and
      // refused as not matching: say what is wrong instead.
      if (!req.is('application/json')) throw new AppError('VALIDATION_FAILED', 'Send the call as JSON (Content-Type: application/json).');
      const timestamp = req.get('x-signature-timestamp');
      if (timestamp === undefined) {
        throw new AppError('UNAUTHENTICATED', 'Add X-Signature-Timestamp (the Unix time in seconds) and sign "<timestamp>.<body>" in X-Signature-256.');
      }
      const { secrets } = await readThirdPartySettings(ctx, bot.chatbotId);
      const signature = req.get('x-signature-256');
      if (!secrets.secret || !timestampedSignatureMatches(secrets.secret, timestamp, rawBodyOf(req), signature)) {
        throw new AppError('UNAUTHENTICATED', 'The X-Signature-256 signature does not match.');
      }
      const now = ctx.now();
      if (!timestampIsFresh(timestamp, now.getTime())) {
        throw new AppError('UNAUTHENTICATED', 'The X-Signature-Timestamp is more than 5 minutes from this server\'s clock: sign each call when it is sent.');
      }
      // Kept until the timestamp is stale, when the time check refuses the call by itself.
      const expiresAt = new Date((Number(timestamp) + SIGNATURE_TOLERANCE_SECONDS) * 1000);
      if (!(await takeSignature(ctx.db, bot.chatbotId, signature ?? '', expiresAt))) {
        throw new AppError('UNAUTHENTICATED', 'This signed call was received already: sign each call anew, with its own X-Signature-Timestamp.');
      }
    },
    async admit(_req, bot) {
      if (!(await channelAdmitted(ctx.db, bot.chatbotId, 'other'))) throw new AppError('PLATFORM_INACTIVE');
      return { testChat: false };
    },
    afterReply(bot, answer) {
      return queueCallback(ctx, bot.chatbotId, answer);
    },
    routes() {},
  });
}

// /webhook/other/{vendorId}: the third-party webhook. The public API's message (and history) calls, signed with the
// bot's shared secret (X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>), answered at once in the public
// API's reply shape with history platform other; the reply is also posted to the owner's callback URL, if set.
import type { Request, RequestHandler, Router } from 'express';
import type { BackendContext } from '../../context';
import { AppError } from '../../http/errors';
import { rawBodyOf } from '../../http/json-body';
import { channelAdmitted } from '../channel-admission';
import type { PublicBot } from '../public-bot.cache';
import { publicChannelRouter } from '../public-channel';
import { signatureMatches } from '../signature';
import { queueCallback } from './callback';
import { readThirdPartySettings } from './other-settings.service';

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
      const { secrets } = await readThirdPartySettings(ctx, bot.chatbotId);
      if (!secrets.secret || !signatureMatches(secrets.secret, rawBodyOf(req), req.get('x-signature-256'))) {
        throw new AppError('UNAUTHENTICATED', 'The X-Signature-256 signature does not match.');
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

// /webhook/api/v2/{vendorId}: the bot's public API (info, message, history). No session: the vendor id is the
// credential. Every answer, refusals included, has §3's reply shape; any origin may call it (no cookies).
import type { Request, RequestHandler, Router } from 'express';
import type { PublicInfoReply } from '../../../schema/rest';
import type { BackendContext } from '../../context';
import { AppError } from '../../http/errors';
import type { PublicBot } from '../public-bot.cache';
import { publicChannelRouter } from '../public-channel';
import { isOwnersTestChat } from './test-chat';
import { greetingButtons } from '../../topics/topic-step';

const allowAnyOrigin: RequestHandler = (req, res, next) => {
  res.set({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Authorization, X-Test-Chat',
    'Access-Control-Max-Age': '600',
    // A 429's Retry-After is not a header scripts of another origin may read unless it is exposed.
    'Access-Control-Expose-Headers': 'Retry-After',
  });
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
};

function infoReply(bot: PublicBot): PublicInfoReply {
  return {
    robotName: bot.robotName,
    activate: true,
    failedMsg: bot.failedMsg,
    greetingMsg: bot.greetingMsg,
    chatbotId: bot.chatbotId,
    postbackTitle: bot.postbackMsg,
  };
}

export function publicApiRouter(ctx: BackendContext): Router {
  /** The owner's test chat may talk to a bot whose api channel is off; everyone else may not. */
  async function admit(req: Request, bot: PublicBot): Promise<{ testChat: boolean }> {
    const testChat = await isOwnersTestChat(ctx, req, bot.accountId);
    if (!testChat && !bot.apiActive) throw new AppError('PLATFORM_INACTIVE');
    return { testChat };
  }

  return publicChannelRouter(ctx, {
    platform: 'api',
    cors: allowAnyOrigin,
    admit,
    feedback: true,
    routes(router, { findBot }) {
      router.get('/:vendorId', async (req, res) => {
        const bot = await findBot(req.params.vendorId);
        await admit(req, bot);
        const buttons = await greetingButtons(ctx, bot);
        res.json({ ...infoReply(bot), ...(buttons.length > 0 && { greetingButtons: buttons }) });
      });
    },
  });
}

// /webhook/api/v2/{vendorId}: the bot's public API (info, message, history). No session: the vendor id is the
// credential. Every answer, refusals included, has §3's reply shape; any origin may call it (no cookies).
import { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { PublicInfoReply, PublicMessageReply } from '../../schema/rest';
import { fieldIssues, publicHistorySchema, publicMessageSchema } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import { publicHistory } from '../history/public-history';
import { AppError, notFound, rateLimited } from '../http/errors';
import { validate } from '../http/validate';
import { botDirectory, type PublicBot } from './bot-directory';
import { IndexCache } from './index-cache';
import { replyToMessage } from './reply.service';
import { isOwnersTestChat } from './test-chat';
import { readPublicApiLimits, TokenBuckets } from './token-bucket';

/** §8 bot chat error, shown to end users whenever the bot cannot answer at all. */
const CHAT_ERROR_TEXT = "Sorry, I'm unable to respond to your message right now. Please try again later.";

const allowAnyOrigin: RequestHandler = (req, res, next) => {
  res.set({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Authorization, X-Test-Chat',
    'Access-Control-Max-Age': '600',
  });
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
};

function echoed(value: unknown, max: number): string {
  return typeof value === 'string' && value.length <= max ? value : '';
}

/** A refusal in the reply shape, with the usual error contract under `error`. */
function refusal(error: AppError, req: Request): PublicMessageReply {
  const body: unknown = req.body;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof fields.message === 'object' && fields.message !== null ? (fields.message as Record<string, unknown>) : {};
  const chatError = error.code === 'NOT_TRAINED' || error.status >= 500;
  return {
    sender: 'BOT',
    type: 'error',
    state: 'completed',
    success: false,
    uid: echoed(fields.userId, 200),
    sid: '',
    oriQue: echoed(message.text, 1000),
    data: { text: chatError ? CHAT_ERROR_TEXT : error.message, title: '', buttons: [] },
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
  };
}

const publicErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const appError = error instanceof ZodError ? new AppError('VALIDATION_FAILED', undefined, fieldIssues(error)) : error;
  // Anything unexpected goes on to the app's handler, which reports it.
  if (!(appError instanceof AppError) || appError.status >= 500 || res.headersSent) {
    next(error);
    return;
  }
  res.status(appError.status).set(appError.headers).json(refusal(appError, req));
};

export function publicApiRouter(ctx: BackendContext): Router {
  const limits = readPublicApiLimits();
  const vendorBuckets = new TokenBuckets(limits.vendorPerMinute);
  const userBuckets = new TokenBuckets(limits.userPerMinute);
  const directory = botDirectory(ctx);
  const indexes = new IndexCache(ctx.db, (channel, listener) => ctx.database.listen(channel, listener));

  const spend = (buckets: TokenBuckets, key: string) => {
    const verdict = buckets.take(key);
    if (!verdict.allowed) throw rateLimited(verdict.retryAfterSeconds);
  };

  async function findBot(vendorId: string): Promise<PublicBot> {
    const bot = await directory.lookup(vendorId);
    if (!bot) throw notFound();
    spend(vendorBuckets, vendorId);
    return bot;
  }

  /** The owner's test chat may talk to a bot whose api channel is off; everyone else may not. */
  async function admit(req: Request, bot: PublicBot): Promise<{ testChat: boolean }> {
    const testChat = await isOwnersTestChat(ctx, req, bot.accountId);
    if (!testChat && !bot.apiActive) throw new AppError('PLATFORM_INACTIVE');
    return { testChat };
  }

  const router = Router();
  router.use(allowAnyOrigin);

  router.get('/:vendorId', async (req, res) => {
    const bot = await findBot(req.params.vendorId);
    await admit(req, bot);
    const info: PublicInfoReply = {
      robotName: bot.robotName,
      activate: true,
      failedMsg: bot.failedMsg,
      greetingMsg: bot.greetingMsg,
      chatbotId: bot.chatbotId,
      postbackTitle: bot.postbackMsg,
    };
    res.json(info);
  });

  router.post('/:vendorId', async (req, res) => {
    const vendorId = req.params.vendorId;
    const bot = await findBot(vendorId);
    const body = validate(publicMessageSchema, req.body);
    spend(userBuckets, `${vendorId}\n${body.userId}`);
    const { testChat } = await admit(req, bot);
    res.json(await replyToMessage(ctx, indexes, { bot, body, platform: testChat ? 'other' : 'api', withDebug: testChat }));
  });

  router.post('/:vendorId/history', async (req, res) => {
    const vendorId = req.params.vendorId;
    const bot = await findBot(vendorId);
    const { userId } = validate(publicHistorySchema, req.body);
    spend(userBuckets, `${vendorId}\n${userId}`);
    await admit(req, bot);
    res.json(await publicHistory(ctx.db, bot.chatbotId, userId));
  });

  router.use(publicErrors);
  return router;
}

// The pipeline every public channel shares (the public API at /webhook/api/v2, the website widget at /webhook/web
// and the third-party webhook at /webhook/other): vendor lookup, rate limits, validation, the answer engine, history, and refusals in §3's
// reply shape. A channel adds its own CORS rule, its admission check and its descriptive routes.
import { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import type { PublicFeedbackReply, PublicMessageReply } from '../../schema/rest';
import type { Platform } from '../../schema/rules/constants';
import { publicFeedbackSchema, publicHistorySchema, publicMessageSchema } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import { setReplyFeedback } from '../history/conversation.repository';
import { publicHistory } from '../history/public-history.service';
import { clientAddress } from '../http/client-address';
import { errorBody, toAppError } from '../http/error-middleware';
import { AppError, notFound, rateLimited } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { refuseUnstorableInput } from '../http/storable-input';
import { validate } from '../http/validate';
import type { PublicBot } from './public-bot.cache';
import { reply } from '../answering/pipeline/reply-pipeline';
import type { TokenBuckets } from './limits/token-bucket';

/** §8 bot chat error, shown to end users whenever the bot cannot answer at all. */
export const CHAT_ERROR_TEXT = "Sorry, I'm unable to respond to your message right now. Please try again later.";

function echoed(value: unknown, max: number): string {
  return typeof value === 'string' && value.length <= max ? value : '';
}

/** Zero-width and invisible formatting characters a user id can carry without looking different. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g;

/**
 * The per-user rate-limit key of a user id: NFKC (full-width and compatibility forms fold), lower case, invisible
 * characters removed, so variants of one id share one bucket. History and replies keep the id as it was sent.
 */
function userBucketId(userId: string): string {
  return userId.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().trim();
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
    mid: '',
    oriQue: echoed(message.text, 1000),
    data: { text: chatError ? CHAT_ERROR_TEXT : error.message, title: '', buttons: [] },
    error: errorBody(error).error,
  };
}

const publicErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const appError = toAppError(error);
  // Anything unexpected goes on to the app's handler, which reports it; a database away for a moment is expected.
  if ((appError.status >= 500 && appError.code !== 'DATABASE_UNAVAILABLE') || res.headersSent) {
    next(error);
    return;
  }
  res.status(appError.status).set(appError.headers).json(refusal(appError, req));
};

export interface ChannelTools {
  /** The bot of a vendor id, counted against the vendor's rate limit; 404 NOT_FOUND when no bot has it. */
  findBot(vendorId: string): Promise<PublicBot>;
}

export interface PublicChannel {
  /** Recorded in history with every message that comes through this channel. */
  platform: Extract<Platform, 'api' | 'web' | 'other'>;
  /** Checks the caller's signature over the raw body, right after the bot is found (a channel of signed calls). */
  authenticate?(req: Request, bot: PublicBot): Promise<void>;
  /** Runs once the reply is ready, before it is sent (e.g. queueing a copy for the owner's callback). */
  afterReply?(bot: PublicBot, answer: PublicMessageReply): Promise<void>;
  /** First on every path: CORS headers, and the answer to preflights. */
  cors: RequestHandler;
  /** Throws the refusal when this caller may not talk to the bot here; the owner's test chat is recorded as `other`. */
  admit(req: Request, bot: PublicBot): Promise<{ testChat: boolean }>;
  /** Whether its users may mark replies useful or not (POST /:vendorId/feedback). */
  feedback?: boolean;
  /** Routes only this channel has (bot info, widget config, icons), given the shared lookup. */
  routes(router: Router, tools: ChannelTools): void;
}

/** A channel's router: its own routes, then POST /:vendorId (message), POST /:vendorId/history and, if it takes them, POST /:vendorId/feedback. */
export function publicChannelRouter(ctx: BackendContext, channel: PublicChannel): Router {
  const { publicBots } = ctx.caches;
  const { vendor: vendorBuckets, user: userBuckets, address: addressBuckets } = ctx.publicLimits;

  const spend = (buckets: TokenBuckets, key: string) => {
    const verdict = buckets.take(key);
    if (!verdict.allowed) throw rateLimited(verdict.retryAfterSeconds);
  };

  const tools: ChannelTools = {
    async findBot(vendorId) {
      const bot = await publicBots.lookup(vendorId);
      if (!bot) throw notFound();
      spend(vendorBuckets, vendorId);
      return bot;
    },
  };

  /**
   * The bot of the call, once its caller is let in. A channel of signed calls (the third party's) counts only the
   * calls it refuses against the caller's address: its server is one address for all its users, and a limit meant for
   * anonymous browsers would cap a whole integration at ten messages a second; its signed calls count against the
   * bot and each user, as every call does.
   */
  const admittedBot = async (req: Request, vendorId: string): Promise<PublicBot> => {
    try {
      const bot = await tools.findBot(vendorId);
      await channel.authenticate?.(req, bot);
      return bot;
    } catch (error) {
      if (channel.authenticate) spend(addressBuckets, clientAddress(req));
      throw error;
    }
  };

  const router = Router();
  router.use(channel.cors);
  // Every path of a channel of unsigned calls, known vendor or not, counts against the caller's address first.
  router.use((req, _res, next) => {
    if (!channel.authenticate) spend(addressBuckets, clientAddress(req));
    next();
  });
  router.use(jsonBody({ keepRaw: channel.authenticate !== undefined }));
  router.use(refuseUnstorableInput);
  channel.routes(router, tools);

  router.post('/:vendorId', async (req, res) => {
    const vendorId = req.params.vendorId;
    const bot = await admittedBot(req, vendorId);
    const body = validate(publicMessageSchema, req.body);
    spend(userBuckets, `${vendorId}\n${userBucketId(body.userId)}`);
    const { testChat } = await channel.admit(req, bot);
    const answer = await reply(ctx, { bot, body, platform: testChat ? 'other' : channel.platform, withDebug: testChat });
    await channel.afterReply?.(bot, answer);
    res.json(answer);
  });

  router.post('/:vendorId/history', async (req, res) => {
    const vendorId = req.params.vendorId;
    const bot = await admittedBot(req, vendorId);
    const { userId } = validate(publicHistorySchema, req.body);
    spend(userBuckets, `${vendorId}\n${userBucketId(userId)}`);
    const { testChat } = await channel.admit(req, bot);
    // The owner's test chat is recorded as 'other' (see the message route above).
    res.json(await publicHistory(ctx.db, bot.chatbotId, userId, testChat ? [channel.platform, 'other'] : [channel.platform]));
  });

  if (channel.feedback) {
    router.post('/:vendorId/feedback', async (req, res) => {
      const vendorId = req.params.vendorId;
      const bot = await admittedBot(req, vendorId);
      const { userId, mid, feedback } = validate(publicFeedbackSchema, req.body);
      spend(userBuckets, `${vendorId}\n${userBucketId(userId)}`);
      const { testChat } = await channel.admit(req, bot);
      // Only this channel's replies, as its history route reads only its lines: the vendor id is public.
      const platforms = testChat ? [channel.platform, 'other' as const] : [channel.platform];
      if (!(await setReplyFeedback(ctx.db, { chatbotId: bot.chatbotId, userId, mid, feedback, platforms }))) throw notFound();
      const marked: PublicFeedbackReply = { userId, mid, feedback };
      res.json(marked);
    });
  }

  // A path or method this channel does not have is refused in the reply shape too, not the console API's error shape:
  // a client of the channel reads one shape.
  router.use((_req, _res, next) => next(notFound()));
  router.use(publicErrors);
  return router;
}

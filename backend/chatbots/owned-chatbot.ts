// The one check that a bot belongs to the signed-in account, and the route middleware that runs it once per
// request so services receive the owned bot instead of checking ownership themselves.
import type { Kysely } from 'kysely';
import type { RequestHandler, Response } from 'express';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import { botNotFound } from '../http/errors';
import { signedIn } from '../http/require-session';
import type { AccountRow } from '../members/account.table';
import { findOwnedChatbot } from './chatbot.repository';
import type { ChatbotRow } from './chatbot.table';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      ownedBot?: ChatbotRow;
    }
  }
}

/** The bot when the account owns it; 404 BOT_NOT_FOUND otherwise, never telling whether it exists. */
export async function requireOwnedChatbot(db: Kysely<Database>, account: AccountRow, chatbotId: string): Promise<ChatbotRow> {
  const bot = await findOwnedChatbot(db, account.id, chatbotId);
  if (!bot) throw botNotFound();
  return bot;
}

/** Route middleware after the session: loads the `:botId` of the path as the signed-in account's bot. */
export function ownedBot(ctx: BackendContext): RequestHandler {
  return async (req, res, next) => {
    res.locals.ownedBot = await requireOwnedChatbot(ctx.db, signedIn(res).account, String(req.params.botId));
    next();
  };
}

/** The bot of a request that passed ownedBot. */
export function ownedBotOf(res: Response): ChatbotRow {
  const bot = res.locals.ownedBot;
  if (!bot) throw botNotFound();
  return bot;
}

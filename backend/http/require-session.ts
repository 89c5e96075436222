// Bearer token → live session → account. Rejects with the precise 401 code and slides the idle expiry.
import type { Request, RequestHandler, Response } from 'express';
import { SESSION_IDLE_MS } from '../../schema/rules/constants';
import type { BackendContext } from '../context';
import type { AccountRow } from '../members/account.table';
import { findAccountById } from '../members/account.repository';
import type { SessionRow } from '../members/session.table';
import { findSessionByTokenHash, touchSession } from '../members/session.repository';
import { hashSessionToken } from '../members/session-token';
import { sessionExpired, sessionRevoked, unauthenticated } from './errors';

export interface SignedIn {
  account: AccountRow;
  session: SessionRow;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      signedIn?: SignedIn;
    }
  }
}

// Writing last_seen_at on every call would turn each read into a write; a minute of slack is harmless.
const TOUCH_AFTER_MS = 60_000;

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

export function requireSession(ctx: BackendContext): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    const session = await findSessionByTokenHash(ctx.db, hashSessionToken(token));
    if (!session) throw unauthenticated();
    if (session.revoked_at) throw sessionRevoked();
    const now = ctx.now();
    if (session.idle_expires_at <= now || session.absolute_expires_at <= now) throw sessionExpired();
    const account = await findAccountById(ctx.db, session.account_id);
    if (!account) throw unauthenticated();

    const idleExpiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, session.absolute_expires_at.getTime()));
    if (now.getTime() - session.last_seen_at.getTime() >= TOUCH_AFTER_MS) {
      await touchSession(ctx.db, session.id, now, idleExpiresAt);
    }
    res.locals.signedIn = { account, session };
    next();
  };
}

/** The signed-in account of a request that passed requireSession. */
export function signedIn(res: Response): SignedIn {
  const value = res.locals.signedIn;
  if (!value) throw unauthenticated();
  return value;
}

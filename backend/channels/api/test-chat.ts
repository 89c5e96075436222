// The console's test chat calls the public API with the owner's session token and `X-Test-Chat: 1`.
// Anything short of a live session of the bot's owner is simply not a test chat.
import type { Request } from 'express';
import type { BackendContext } from '../../context';
import { bearerToken } from '../../http/require-session';
import { findSessionByTokenHash } from '../../members/session.repository';
import { hashSessionToken } from '../../members/session-token';

export const TEST_CHAT_HEADER = 'x-test-chat';

export async function isOwnersTestChat(ctx: BackendContext, req: Request, ownerAccountId: number): Promise<boolean> {
  if (req.get(TEST_CHAT_HEADER) !== '1') return false;
  const token = bearerToken(req);
  if (!token) return false;
  const session = await findSessionByTokenHash(ctx.db, hashSessionToken(token));
  const now = ctx.now();
  return Boolean(session && !session.revoked_at && session.idle_expires_at > now && session.absolute_expires_at > now && session.account_id === ownerAccountId);
}

// Password reset (PRODUCT.md §4): a mailed link that works once for an hour sets a new password and ends every session
// of the account. Accounts of third-party sign-in have no password to reset (§6).
import type { StatusDTO } from '../../schema/rest';
import { PASSWORD_RESET_TTL_MS } from '../../schema/rules/constants';
import type { PasswordResetRequestBody } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import { AppError } from '../http/errors';
import type { RateLimitRule } from '../http/rate-limit';
import { accountMail } from '../mail/account-mails';
import { findAccountByEmail, findAccountById, lockAccount } from './account.repository';
import type { AccountRow } from './account.table';
import { useAccountTokens } from './account-token.repository';
import { issueMailToken, mailLink, spendMailToken } from './mail-token';
import { endSessions } from './members.service';
import { hashPassword } from './password';
import { findLiveSessions } from './session.repository';

const HOUR = 60 * 60 * 1000;
/** Reset mails to one address, whoever asks. */
export const RESET_LIMIT_PER_EMAIL: RateLimitRule = { name: 'reset:email', limit: 5, windowMs: HOUR };
/** Reset requests from one client address, whatever the e-mail (known or not). */
export const RESET_LIMIT_PER_IP: RateLimitRule = { name: 'reset:ip', limit: 20, windowMs: HOUR };

/** The hook for third-party sign-in: only accounts with a password of their own can reset it. */
function ensureResettable(account: AccountRow): void {
  if (account.provider !== 'password') throw new AppError('PASSWORD_RESET_UNAVAILABLE');
}

export async function requestPasswordReset(ctx: BackendContext, body: PasswordResetRequestBody): Promise<StatusDTO> {
  const account = await findAccountByEmail(ctx.db, body.email);
  // §8 names the unknown address ("user does not exist"); the per-address limit keeps probing slow.
  if (!account) throw new AppError('USER_NOT_FOUND');
  ensureResettable(account);
  const token = await issueMailToken(ctx.db, account.id, 'password_reset', ctx.now(), PASSWORD_RESET_TTL_MS);
  const link = mailLink(ctx.publicUrl, '/reset-password', token);
  await ctx.mailer.send({ to: account.email, ...accountMail('passwordReset', account.language, link), link });
  return { status: 'success' };
}

/**
 * Sets the new password, spends every reset link of the account, confirms its address (the link reached the mailbox)
 * and ends all its sessions: whoever held one must log in with the new password.
 */
export async function resetPassword(ctx: BackendContext, body: { token: string; password: string }): Promise<StatusDTO> {
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const accountId = await spendMailToken(trx, body.token, 'password_reset', now, () => new AppError('RESET_LINK_EXPIRED'));
    await lockAccount(trx, accountId);
    const account = await findAccountById(trx, accountId);
    if (!account) throw new AppError('INVALID_TOKEN');
    ensureResettable(account);
    await trx
      .updateTable('accounts')
      .set((eb) => ({ password_hash: passwordHash, email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(now)) }))
      .where('id', '=', accountId)
      .execute();
    await useAccountTokens(trx, accountId, 'password_reset', now);
    const live = await findLiveSessions(trx, accountId, now);
    await endSessions(ctx, trx, live.map((session) => session.id), 'password_reset', now);
  });
  return { status: 'success' };
}

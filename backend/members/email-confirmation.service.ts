// E-mail confirmation (PRODUCT.md §4): sign-up mails a link that works once for 24 hours; the signed-in owner may ask
// for another one a minute after the last; opening it confirms the address. Unconfirmed accounts still log in.
// Mails go out after the transaction that made their token: no database connection waits on an SMTP server.
import type { Kysely } from 'kysely';
import type { ConfirmEmailResponseDTO, ResendConfirmationResponseDTO } from '../../schema/rest';
import { EMAIL_CONFIRMATION_TTL_MS, RESEND_VERIFICATION_WAIT_MS } from '../../schema/rules/constants';
import type { ConfirmEmailBody } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import { AppError, rateLimited } from '../http/errors';
import { accountMail } from '../mail/account-mails';
import { findAccountById, lockAccount } from './account.repository';
import type { AccountRow } from './account.table';
import { deleteAccountToken, findAccountTokenForUpdate, latestTokenCreatedAt, useAccountTokens } from './account-token.repository';
import { issueMailToken, mailLink, spendMailToken } from './mail-token';
import { hashSessionToken } from './session-token';

/** Makes a confirmation token for the account inside the caller's transaction; mailConfirmation sends it once that commits. */
export function newConfirmationToken(ctx: BackendContext, trx: Kysely<Database>, accountId: number): Promise<string> {
  return issueMailToken(trx, accountId, 'email_confirmation', ctx.now(), EMAIL_CONFIRMATION_TTL_MS);
}

/** Mails the confirmation link of the token; when it cannot be sent, `undo` takes back what the token came with. */
export async function mailConfirmation(ctx: BackendContext, account: AccountRow, token: string, undo: () => Promise<void>): Promise<void> {
  const link = mailLink(ctx.publicUrl, '/confirmation', token);
  try {
    await ctx.mailer.send({ to: account.email, ...accountMail('confirmation', account.language, link), link });
  } catch (error) {
    await undo();
    throw error;
  }
}

/**
 * Another confirmation mail, no sooner than a minute after the last (429 with Retry-After); none once confirmed. A mail
 * that cannot be sent does not start the wait.
 */
export async function resendConfirmation(ctx: BackendContext, account: AccountRow): Promise<ResendConfirmationResponseDTO> {
  const now = ctx.now();
  const pending = await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, account.id);
    const last = await latestTokenCreatedAt(trx, account.id, 'email_confirmation');
    const waitMs = last ? last.getTime() + RESEND_VERIFICATION_WAIT_MS - now.getTime() : 0;
    if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));
    const current = await findAccountById(trx, account.id);
    if (!current || current.email_confirmed_at) return undefined;
    return { current, token: await newConfirmationToken(ctx, trx, current.id) };
  });
  if (pending) await mailConfirmation(ctx, pending.current, pending.token, () => deleteAccountToken(ctx.db, hashSessionToken(pending.token)));
  return { status: 'success', resend_available_at: new Date(now.getTime() + RESEND_VERIFICATION_WAIT_MS).toISOString() };
}

export async function confirmEmail(ctx: BackendContext, body: ConfirmEmailBody): Promise<ConfirmEmailResponseDTO> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    // A link of an address already confirmed (opened twice, or an older mail) says so, instead of "invalid token".
    const opened = await findAccountTokenForUpdate(trx, hashSessionToken(body.token), 'email_confirmation');
    if (opened?.used_at) {
      const confirmed = await trx.selectFrom('accounts').select('email').where('id', '=', opened.account_id).where('email_confirmed_at', 'is not', null).executeTakeFirst();
      if (confirmed) return { status: 'success', email: confirmed.email };
    }
    const accountId = await spendMailToken(trx, body.token, 'email_confirmation', now, () => new AppError('CONFIRMATION_LINK_EXPIRED'));
    await useAccountTokens(trx, accountId, 'email_confirmation', now);
    const account = await trx
      .updateTable('accounts')
      .set((eb) => ({ email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(now)) }))
      .where('id', '=', accountId)
      .returning('email')
      .executeTakeFirstOrThrow();
    return { status: 'success', email: account.email };
  });
}

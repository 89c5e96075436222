// E-mail confirmation (PRODUCT.md §4): sign-up mails a link that works once for 24 hours; the signed-in owner may ask
// for another one a minute after the last; opening it confirms the address. Unconfirmed accounts still log in.
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
import { latestTokenCreatedAt, useAccountTokens } from './account-token.repository';
import { issueMailToken, mailLink, spendMailToken } from './mail-token';

/** Mails the account a new confirmation link; inside `trx`, the token and an outbox mail are kept only if it commits. */
export async function sendConfirmation(ctx: BackendContext, trx: Kysely<Database>, account: AccountRow): Promise<void> {
  const token = await issueMailToken(trx, account.id, 'email_confirmation', ctx.now(), EMAIL_CONFIRMATION_TTL_MS);
  const link = mailLink(ctx.publicUrl, '/confirmation', token);
  await ctx.mailer.send({ to: account.email, ...accountMail('confirmation', account.language, link), link }, trx);
}

/** Another confirmation mail, no sooner than a minute after the last (429 with Retry-After); none once confirmed. */
export async function resendConfirmation(ctx: BackendContext, account: AccountRow): Promise<ResendConfirmationResponseDTO> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, account.id);
    const now = ctx.now();
    const last = await latestTokenCreatedAt(trx, account.id, 'email_confirmation');
    const waitMs = last ? last.getTime() + RESEND_VERIFICATION_WAIT_MS - now.getTime() : 0;
    if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));
    const current = await findAccountById(trx, account.id);
    if (current && !current.email_confirmed_at) await sendConfirmation(ctx, trx, current);
    return { status: 'success', resend_available_at: new Date(now.getTime() + RESEND_VERIFICATION_WAIT_MS).toISOString() };
  });
}

export async function confirmEmail(ctx: BackendContext, body: ConfirmEmailBody): Promise<ConfirmEmailResponseDTO> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
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

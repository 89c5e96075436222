// Editing the signed-in account (PRODUCT.md §2 account screens): its profile names and its password.
import type { PasswordChangedDTO, ProfileDTO } from '../../schema/rest';
import type { ChangePasswordBody, ProfileBody } from '../../schema/rules/account';
import type { BackendContext } from '../context';
import { oldPasswordIncorrect } from '../http/errors';
import type { RateLimitRule } from '../http/rate-limit';
import type { AccountRow } from './account.table';
import { lockAccount, updateAccount } from './account.repository';
import { endSessions, profile } from './members.service';
import { checkPassword, hashPassword } from './password';
import { findLiveSessions } from './session.repository';

/** Wrong old passwords on a password change, per account: a session left open must not become a password oracle. */
export const PASSWORD_CHANGE_LIMIT_PER_ACCOUNT: RateLimitRule = { name: 'change-password:account', limit: 10, windowMs: 15 * 60 * 1000 };

export async function updateProfile(ctx: BackendContext, account: AccountRow, body: ProfileBody): Promise<ProfileDTO> {
  return profile(ctx, await updateAccount(ctx.db, account.id, { nickname: body.nickname, first_name: body.first_name }));
}

/**
 * The route counted the attempt against PASSWORD_CHANGE_LIMIT_PER_ACCOUNT; `passwordAccepted` takes it back, so only
 * wrong old passwords use up the limit. An account has one live session by design (a second login replaces the first),
 * so the change keeps the session that made it and ends any other one, should one exist (docs/decisions.md).
 */
export async function changePassword(
  ctx: BackendContext,
  account: AccountRow,
  currentSessionId: string,
  body: ChangePasswordBody,
  passwordAccepted: () => Promise<void>,
): Promise<PasswordChangedDTO> {
  if (!(await checkPassword(account.password_hash, body.old_password))) throw oldPasswordIncorrect();
  await passwordAccepted();
  const passwordHash = await hashPassword(body.new_password);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, account.id);
    await updateAccount(trx, account.id, { password_hash: passwordHash });
    const others = (await findLiveSessions(trx, account.id, ctx.now())).filter((session) => session.id !== currentSessionId);
    await endSessions(ctx, trx, others.map((session) => session.id), 'password_changed', ctx.now());
    return others.length;
  });
  return { status: 'success', other_sessions_ended: ended };
}

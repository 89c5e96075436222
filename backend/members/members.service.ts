// Registration, login (one live session per account), logout and the profile shape.
import type { Kysely } from 'kysely';
import type { LoginResponseDTO, ProfileDTO, RegisterResponseDTO } from '../../schema/rest';
import { DEFAULT_LANGUAGE, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../schema/rules/constants';
import type { LoginBody, RegisterBody } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import { emailTaken, invalidCredentials, sessionActive } from '../http/errors';
import type { RateLimitRule } from '../http/rate-limit';
import { DEFAULT_PLAN_CODE, findPlan, toPlanDTO } from '../plans/plan.repository';
import { countChatbots } from '../chatbots/chatbot.repository';
import { countAccountGroups } from '../qa/qa-group.repository';
import type { AccountRow } from './account.table';
import { deleteNewAccount, findAccountByEmail, insertAccount, lockAccount } from './account.repository';
import { rememberAddress } from './known-address.repository';
import { checkPassword, hashPassword } from './password';
import { findLiveSessions, insertSession, revokeSessions, SESSION_REVOKED_CHANNEL } from './session.repository';
import { newSessionToken } from './session-token';
import { mailConfirmation, newConfirmationToken } from './email-confirmation.service';
import type { RevokedReason } from './session.table';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed logins to one account from one address: only that pair is locked. */
export const LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: RateLimitRule = { name: 'login:email-address', limit: 10, windowMs: FIFTEEN_MINUTES };
/**
 * Failed logins to one account from every address it has not signed in from (guessing spread over many addresses);
 * addresses it has signed in from are never locked by it, so a stranger cannot lock the owner out.
 */
export const LOGIN_LIMIT_PER_ACCOUNT: RateLimitRule = { name: 'login:email', limit: 20, windowMs: FIFTEEN_MINUTES };
/** Failed logins from one address, whatever the account. */
export const LOGIN_LIMIT_PER_IP: RateLimitRule = { name: 'login:ip', limit: 30, windowMs: FIFTEEN_MINUTES };
/** Registrations from one address, counted whether or not they succeed. */
export const REGISTER_LIMIT_PER_IP: RateLimitRule = { name: 'register:ip', limit: 10, windowMs: 60 * 60 * 1000 };

/** Creates the account and mails its confirmation link; when the mail cannot be sent, the account is removed again. */
export async function register(ctx: BackendContext, body: RegisterBody): Promise<RegisterResponseDTO> {
  const passwordHash = await hashPassword(body.password);
  const { account, token } = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertAccount(trx, {
      email: body.email,
      nickname: body.nickname,
      passwordHash,
      planCode: DEFAULT_PLAN_CODE,
      language: body.language ?? DEFAULT_LANGUAGE,
    });
    if (!inserted) throw emailTaken();
    return { account: inserted, token: await newConfirmationToken(ctx, trx, inserted.id) };
  });
  await mailConfirmation(ctx, account, token, () => deleteNewAccount(ctx.db, account.id));
  return { status: 'success', email: account.email };
}

/** Revokes the sessions and announces each, so their event streams end on every replica. */
export async function endSessions(ctx: BackendContext, trx: Kysely<Database>, ids: string[], reason: RevokedReason, now: Date): Promise<void> {
  await revokeSessions(trx, ids, reason, now);
  for (const id of ids) await ctx.database.notify(SESSION_REVOKED_CHANNEL, id, trx);
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  /** The address as the rate limits count it; remembered as known to the account on success. */
  address: string;
}

/**
 * The route counted the attempt against the LOGIN_LIMIT_* rules; `credentialsAccepted` takes it back, since only
 * failed attempts count: an office behind one address must not lock itself out by logging in.
 */
export async function login(ctx: BackendContext, body: LoginBody, client: ClientInfo, credentialsAccepted: () => Promise<void>): Promise<LoginResponseDTO> {
  const account = await findAccountByEmail(ctx.db, body.email.toLowerCase());
  const passwordMatches = await checkPassword(account?.password_hash, body.password);
  if (!account || !passwordMatches) throw invalidCredentials();
  await credentialsAccepted();
  return { status: 'success', token: await openSession(ctx, account.id, client, body.force_login === true) };
}

/**
 * Opens a session for the account under the single-session rule: SESSION_ACTIVE while another one lives, unless
 * `forceLogin` replaces it. Answers the session's token. Password and third-party sign-in both end here.
 */
export async function openSession(ctx: BackendContext, accountId: number, client: ClientInfo, forceLogin: boolean): Promise<string> {
  const { address, ...session } = client;
  await rememberAddress(ctx.db, accountId, address, ctx.now());

  const { id, token, tokenHash } = newSessionToken();
  await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, accountId);
    const now = ctx.now();
    const live = await findLiveSessions(trx, accountId, now);
    if (live.length > 0 && !forceLogin) throw sessionActive();
    await endSessions(ctx, trx, live.map((session) => session.id), 'replaced', now);
    await insertSession(trx, { id, accountId, tokenHash, now, idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS, ...session });
  });
  return token;
}

export async function revokeSession(ctx: BackendContext, sessionId: string, reason: RevokedReason): Promise<void> {
  await ctx.db.transaction().execute((trx) => endSessions(ctx, trx, [sessionId], reason, ctx.now()));
}

export async function profile(ctx: BackendContext, account: AccountRow): Promise<ProfileDTO> {
  const plan = await findPlan(ctx.db, account.plan_code);
  if (!plan) throw new Error(`Account ${account.id} has unknown plan ${account.plan_code}`);
  return {
    email: account.email,
    nickname: account.nickname,
    first_name: account.first_name,
    username: account.email,
    plan: toPlanDTO(plan),
    activated_at: account.activated_at.toISOString(),
    expires_at: account.expires_at?.toISOString() ?? null,
    bot_limit: plan.bot_limit,
    qa_group_limit: plan.qa_group_limit,
    bot_count: await countChatbots(ctx.db, account.id),
    email_confirmed: account.email_confirmed_at !== null,
    qa_group_count: await countAccountGroups(ctx.db, account.id),
    sign_in_provider: account.provider === 'password' ? null : account.provider,
  };
}

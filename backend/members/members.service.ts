// Registration, login (one live session per account), logout and the profile shape.
import type { Kysely } from 'kysely';
import type { LoginResponseDTO, ProfileDTO, RegisterResponseDTO } from '../../schema/rest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../schema/rules/constants';
import type { LoginBody, RegisterBody } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import { emailTaken, invalidCredentials, sessionActive } from '../http/errors';
import type { RateLimitRule } from '../http/rate-limit';
import { DEFAULT_PLAN_CODE, findPlan, toPlanDTO } from '../plans/plan.repository';
import { countChatbots } from '../chatbots/chatbot.repository';
import type { Database } from '../db/schema';
import { countAccountGroups } from '../qa/qa-group.repository';
import type { AccountRow } from './account.table';
import { findAccountByEmail, insertAccount, lockAccount } from './account.repository';
import { rememberAddress } from './known-address.repository';
import { checkPassword, hashPassword } from './password';
import { findLiveSessions, insertSession, revokeSessions } from './session.repository';
import { newSessionToken } from './session-token';
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

/** Channel on which a revoked session's id is announced, so its event stream ends on any replica. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

export async function register(ctx: BackendContext, body: RegisterBody): Promise<RegisterResponseDTO> {
  const passwordHash = await hashPassword(body.password);
  const account = await insertAccount(ctx.db, { email: body.email, nickname: body.nickname, passwordHash, planCode: DEFAULT_PLAN_CODE });
  if (!account) throw emailTaken();
  return { status: 'success', email: account.email };
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
  const { address, ...session } = client;
  await rememberAddress(ctx.db, account.id, address, ctx.now());

  const { id, token, tokenHash } = newSessionToken();
  await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, account.id);
    const now = ctx.now();
    const live = await findLiveSessions(trx, account.id, now);
    if (live.length > 0 && body.force_login !== true) throw sessionActive();
    await revokeAndAnnounce(ctx, trx, live.map((session) => session.id), 'replaced');
    await insertSession(trx, { id, accountId: account.id, tokenHash, now, idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS, ...session });
  });
  return { status: 'success', token };
}

export async function revokeSession(ctx: BackendContext, sessionId: string, reason: RevokedReason): Promise<void> {
  await ctx.db.transaction().execute((trx) => revokeAndAnnounce(ctx, trx, [sessionId], reason));
}

/** Inside a transaction: revokes the sessions and announces each, so their event streams end on any replica. */
export async function revokeAndAnnounce(ctx: BackendContext, trx: Kysely<Database>, sessionIds: string[], reason: RevokedReason): Promise<void> {
  await revokeSessions(trx, sessionIds, reason, ctx.now());
  for (const id of sessionIds) await ctx.database.notify(SESSION_REVOKED_CHANNEL, id, trx);
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
    qa_group_count: await countAccountGroups(ctx.db, account.id),
  };
}

// Google and LINE sign-in (PRODUCT.md §2, §6): a started attempt keeps its state and the starting browser's key
// (hashed), nonce and PKCE verifier server-side for ten minutes; its callback, from that browser, spends the code once and signs in the account of the verified identity,
// linking an account of the same verified e-mail or creating one on the default plan. Every failure of the provider's
// side is SIGN_IN_FAILED (§8 "An error occurred while validating"); the single-session rule is the password login's.
import * as oidc from 'openid-client';
import type { LoginResponseDTO, SignInProvidersDTO, StartSignInResponseDTO } from '../../schema/rest';
import { DEFAULT_LANGUAGE, type Language } from '../../schema/rules/constants';
import type { CompleteSignInBody, ExternalProviderName, StartSignInBody } from '../../schema/rules/sign-in';
import type { BackendContext } from '../context';
import { AppError, emailTaken } from '../http/errors';
import { DEFAULT_PLAN_CODE } from '../plans/plan.repository';
import { deleteNewAccount, findAccountByEmail, insertAccount } from '../members/account.repository';
import { mailConfirmation, newConfirmationToken } from '../members/email-confirmation.service';
import { openSession, type ClientInfo } from '../members/members.service';
import { hashPassword } from '../members/password';
import { hashSessionToken, newSecretToken } from '../members/session-token';
import type { AttemptSecrets, ExternalProvider } from './provider';
import {
  type AttemptKey,
  deleteExpiredSignInAttempts,
  findLinkedAccountId,
  findPendingSignIn,
  finishSignInAttempt,
  insertSignInAttempt,
  keepVerifiedIdentity,
  linkIdentity,
  takeSignInAttempt,
} from './sign-in.repository';
import type { SignInAttemptRow, VerifiedIdentity } from './sign-in.table';

/** How long a started sign-in, and then its wait for an e-mail or a forced login, may take. */
export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60 * 1000;

const signInFailed = () => new AppError('SIGN_IN_FAILED');

export function configuredProviders(ctx: BackendContext): SignInProvidersDTO {
  return { google: ctx.signIn.google !== undefined, line: ctx.signIn.line !== undefined };
}

function providerNamed(ctx: BackendContext, name: ExternalProviderName): ExternalProvider {
  const provider = ctx.signIn[name];
  if (!provider) throw new AppError('SIGN_IN_UNAVAILABLE');
  return provider;
}

/** The console's callback page of the provider (§2 public routes). */
const redirectUri = (ctx: BackendContext, name: ExternalProviderName) => `${ctx.publicUrl}/${name}/callback`;

export async function startSignIn(ctx: BackendContext, body: StartSignInBody): Promise<StartSignInResponseDTO> {
  const provider = providerNamed(ctx, body.provider);
  const now = ctx.now();
  const secrets: AttemptSecrets = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier(), redirectUri: redirectUri(ctx, body.provider) };
  const authorizationUrl = await provider.authorizationUrl(secrets);
  await deleteExpiredSignInAttempts(ctx.db, now);
  await insertSignInAttempt(ctx.db, {
    stateHash: hashSessionToken(secrets.state),
    browserHash: hashSessionToken(body.browser_key),
    provider: body.provider,
    nonce: secrets.nonce,
    codeVerifier: secrets.codeVerifier,
    language: body.language ?? DEFAULT_LANGUAGE,
    now,
    ttlMs: SIGN_IN_ATTEMPT_TTL_MS,
  });
  return { status: 'success', authorization_url: authorizationUrl };
}

const attemptKey = (body: CompleteSignInBody): AttemptKey => ({ stateHash: hashSessionToken(body.state), browserHash: hashSessionToken(body.browser_key), provider: body.provider });

/** Spends the attempt of the state on its one code and answers the identity the provider vouches for. */
async function identityOfCode(ctx: BackendContext, provider: ExternalProvider, body: CompleteSignInBody & { code: string }): Promise<SignInAttemptRow> {
  const key = attemptKey(body);
  const attempt = await takeSignInAttempt(ctx.db, key, ctx.now());
  if (!attempt) throw signInFailed();
  let identity: VerifiedIdentity;
  try {
    identity = await provider.identify(
      { state: body.state, nonce: attempt.nonce, codeVerifier: attempt.code_verifier, redirectUri: redirectUri(ctx, body.provider) },
      { code: body.code, ...(body.iss !== undefined && { iss: body.iss }) },
    );
  } catch {
    throw signInFailed();
  }
  await keepVerifiedIdentity(ctx.db, key.stateHash, identity, ctx.now(), SIGN_IN_ATTEMPT_TTL_MS);
  return { ...attempt, identity };
}

/**
 * A new account of the identity on the default plan. Its password is random and never told: it signs in through its
 * provider only, and cannot reset one (§6). An address the provider did not vouch for gets a confirmation mail.
 */
async function createAccount(ctx: BackendContext, provider: ExternalProviderName, identity: VerifiedIdentity, email: string, language: Language): Promise<number> {
  const confirmed = identity.email !== null && identity.emailVerified;
  const passwordHash = await hashPassword(newSecretToken().token);
  const { account, token } = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertAccount(trx, {
      email,
      nickname: identity.name?.trim() || email.split('@')[0],
      passwordHash,
      planCode: DEFAULT_PLAN_CODE,
      language,
      provider,
      emailConfirmedAt: confirmed ? ctx.now() : null,
    });
    if (!inserted) throw emailTaken();
    await linkIdentity(trx, inserted.id, identity, ctx.now());
    return { account: inserted, token: confirmed ? undefined : await newConfirmationToken(ctx, trx, inserted.id) };
  });
  if (token !== undefined) await mailConfirmation(ctx, account, token, () => deleteNewAccount(ctx.db, account.id));
  return account.id;
}

/** The account the identity signs into: linked before, or of the same verified e-mail (linked now), or a new one. */
async function accountOf(ctx: BackendContext, attempt: SignInAttemptRow, identity: VerifiedIdentity, typedEmail: string | undefined): Promise<number> {
  const linked = await findLinkedAccountId(ctx.db, identity.issuer, identity.subject);
  if (linked !== undefined) return linked;
  if (identity.email !== null && identity.emailVerified) {
    const existing = await findAccountByEmail(ctx.db, identity.email);
    if (existing) {
      await linkIdentity(ctx.db, existing.id, identity, ctx.now());
      return existing.id;
    }
  }
  const email = identity.email ?? typedEmail;
  if (email === undefined) throw new AppError('EMAIL_REQUIRED');
  return createAccount(ctx, attempt.provider, identity, email, attempt.language);
}

/**
 * The callback: with a code, spends the attempt on it; without, continues the attempt whose identity is verified
 * (it asked for an e-mail, or met SESSION_ACTIVE). Opens the session as the password login does.
 */
export async function completeSignIn(ctx: BackendContext, body: CompleteSignInBody, client: ClientInfo): Promise<LoginResponseDTO> {
  const provider = providerNamed(ctx, body.provider);
  const { code } = body;
  const attempt =
    code !== undefined ? await identityOfCode(ctx, provider, { ...body, code }) : await findPendingSignIn(ctx.db, attemptKey(body), ctx.now());
  if (!attempt?.identity) throw signInFailed();
  const accountId = await accountOf(ctx, attempt, attempt.identity, body.email);
  const token = await openSession(ctx, accountId, client, body.force_login === true);
  await finishSignInAttempt(ctx.db, attempt.state_hash, ctx.now());
  return { status: 'success', token };
}

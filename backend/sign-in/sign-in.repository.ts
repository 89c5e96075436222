// Queries on sign-in attempts and external identities.
import type { Kysely } from 'kysely';
import type { Language } from '../../schema/rules/constants';
import type { ExternalProviderName } from '../../schema/rules/sign-in';
import type { Database } from '../db/schema';
import type { SignInAttemptRow, VerifiedIdentity } from './sign-in.table';

export async function insertSignInAttempt(
  db: Kysely<Database>,
  attempt: { stateHash: string; browserHash: string; provider: ExternalProviderName; nonce: string; codeVerifier: string; language: Language; now: Date; ttlMs: number },
): Promise<void> {
  await db
    .insertInto('sign_in_attempts')
    .values({
      state_hash: attempt.stateHash,
      provider: attempt.provider,
      browser_hash: attempt.browserHash,
      nonce: attempt.nonce,
      code_verifier: attempt.codeVerifier,
      language: attempt.language,
      created_at: attempt.now,
      expires_at: new Date(attempt.now.getTime() + attempt.ttlMs),
    })
    .execute();
}

/** Which attempt a callback names: the state, from the browser that started it, with that provider. */
export interface AttemptKey {
  stateHash: string;
  browserHash: string;
  provider: ExternalProviderName;
}

/** Marks the attempt's code taken and answers the attempt; undefined when unknown, expired or already used. */
export function takeSignInAttempt(db: Kysely<Database>, key: AttemptKey, now: Date): Promise<SignInAttemptRow | undefined> {
  return db
    .updateTable('sign_in_attempts')
    .set({ code_used_at: now })
    .where('state_hash', '=', key.stateHash)
    .where('browser_hash', '=', key.browserHash)
    .where('provider', '=', key.provider)
    .where('code_used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Keeps the verified identity on the attempt for its continuation, which has `ttlMs` from now. */
export async function keepVerifiedIdentity(db: Kysely<Database>, stateHash: string, identity: VerifiedIdentity, now: Date, ttlMs: number): Promise<void> {
  await db
    .updateTable('sign_in_attempts')
    .set({ identity: JSON.stringify(identity), expires_at: new Date(now.getTime() + ttlMs) })
    .where('state_hash', '=', stateHash)
    .execute();
}

/** An attempt whose identity is verified and which has not finished nor expired. */
export function findPendingSignIn(db: Kysely<Database>, key: AttemptKey, now: Date): Promise<SignInAttemptRow | undefined> {
  return db
    .selectFrom('sign_in_attempts')
    .selectAll()
    .where('state_hash', '=', key.stateHash)
    .where('browser_hash', '=', key.browserHash)
    .where('provider', '=', key.provider)
    .where('identity', 'is not', null)
    .where('finished_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function finishSignInAttempt(db: Kysely<Database>, stateHash: string, now: Date): Promise<void> {
  await db.updateTable('sign_in_attempts').set({ finished_at: now }).where('state_hash', '=', stateHash).execute();
}

/** Forgets attempts that expired before `before`. */
export async function deleteExpiredSignInAttempts(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('expires_at', '<', before).execute();
}

export async function findLinkedAccountId(db: Kysely<Database>, issuer: string, subject: string): Promise<number | undefined> {
  const row = await db.selectFrom('external_identities').select('account_id').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
  return row?.account_id;
}

export async function linkIdentity(db: Kysely<Database>, accountId: number, identity: VerifiedIdentity, now: Date): Promise<void> {
  await db
    .insertInto('external_identities')
    .values({ issuer: identity.issuer, subject: identity.subject, account_id: accountId, created_at: now })
    .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
    .execute();
}

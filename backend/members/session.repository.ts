// Queries on sessions.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RevokedReason, SessionRow } from './session.table';

/** Channel on which a revoked session's id is announced, so its event streams end on any replica. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

export function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function findSessionById(db: Kysely<Database>, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sessions of the account that still let their holder in at `now`. */
export function findLiveSessions(db: Kysely<Database>, accountId: number, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .execute();
}

export async function insertSession(
  db: Kysely<Database>,
  session: { id: string; accountId: number; tokenHash: string; now: Date; idleMs: number; absoluteMs: number; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      account_id: session.accountId,
      token_hash: session.tokenHash,
      created_at: session.now,
      last_seen_at: session.now,
      idle_expires_at: new Date(session.now.getTime() + session.idleMs),
      absolute_expires_at: new Date(session.now.getTime() + session.absoluteMs),
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

export async function revokeSessions(db: Kysely<Database>, ids: string[], reason: RevokedReason, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('sessions').set({ revoked_at: now, revoked_reason: reason }).where('id', 'in', ids).where('revoked_at', 'is', null).execute();
}

export async function touchSession(db: Kysely<Database>, id: string, now: Date, idleExpiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now, idle_expires_at: idleExpiresAt }).where('id', '=', id).execute();
}

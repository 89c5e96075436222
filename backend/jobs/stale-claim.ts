// When a claimed row (training job, knowledge file, optimisation) may be taken over by another replica: its worker
// refreshes the claim every heartbeat while it runs, so only a claim older than the limit belongs to a dead process.
// (A restarted replica takes over its own dead claims at once; see replica.ts.) Shared by every claim query.
import { sql, type RawBuilder } from 'kysely';

/** How often a worker refreshes the claim of the row in hand. */
export const CLAIM_HEARTBEAT_MS = 5_000;

/** Six missed heartbeats: long enough for a busy database, short enough that a dead replica's job soon moves on. */
export const STALE_CLAIM_SECONDS = 30;

/** The moment before which a claim is stale (the database's clock, like the claims themselves). */
export function staleClaimCutoff(): RawBuilder<Date> {
  return sql<Date>`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`;
}

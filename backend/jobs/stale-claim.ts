// When a claimed row (training job, knowledge file, optimisation) may be taken over: its worker refreshes the claim at
// every step, so only a claim older than the limit belongs to a dead process. Shared by every claim query.
import { sql, type RawBuilder } from 'kysely';

export const STALE_CLAIM_SECONDS = 5 * 60;

/** The moment before which a claim is stale (the database's clock, like the claims themselves). */
export function staleClaimCutoff(): RawBuilder<Date> {
  return sql<Date>`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`;
}

// The one set of claim queries every job kind shares, over a small description of the table that holds the kind's
// jobs (training → jobs, ingestion → knowledge_files, optimisation → prompt_optimizations). Claiming uses FOR UPDATE
// SKIP LOCKED so replicas never take the same job; a claim older than the stale limit (its worker died) may be taken
// over, and a restarted replica lets go of its dead process's claims. Writes are guarded by the claim, so a worker
// that lost its job can no longer touch it.
import { sql, type Kysely, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../db/schema';
import { claimedByEarlierInstance, type WorkerIdentity } from './replica';
import { staleClaimCutoff } from './stale-claim';

/** The columns every job table has: who holds a job, since when (its heartbeat), and when it started. */
interface ClaimColumns {
  claimed_by: unknown;
  claimed_at: unknown;
  started_at: unknown;
  created_at: unknown;
}

export type JobTableName = { [T in keyof Database]: Database[T] extends ClaimColumns ? T : never }[keyof Database];
export type JobRowOf<T extends JobTableName> = Selectable<Database[T]>;
export type JobChanges<T extends JobTableName> = Updateable<Database[T]>;
type ColumnOf<T extends JobTableName> = keyof Database[T] & string;

/** Where one kind's jobs live and which of their values mean what. */
export interface JobStore<T extends JobTableName> {
  /** The kind's name: NOTIFY channels and the worker's reports use it. */
  kind: string;
  table: T;
  /** The job's id column. */
  key: ColumnOf<T>;
  /** The column of the job's state and its values: running (claimed, or let go mid-run), queued (waiting, if the kind has such a state). */
  state: { column: ColumnOf<T>; running: string; queued?: string };
  /** Rows of the table that belong to this kind (a table shared by several kinds). */
  only?: { column: ColumnOf<T>; value: string };
  /** What claiming resets besides the claim (progress, step, an earlier reason). */
  onClaim: JobChanges<T>;
  /** A column set to now() with every claim and step ('updated_at'), when the table keeps one. */
  touched?: ColumnOf<T>;
}

/** A claimed job: its row, its id, and whether an earlier worker had started it (this claim resumes it). */
export interface ClaimedRow<T extends JobTableName> {
  id: string;
  row: JobRowOf<T>;
  resumed: boolean;
}

const now = sql<Date>`now()`;

function assignments(changes: Record<string, unknown>): RawBuilder<unknown> {
  const set = Object.entries(changes).filter(([, value]) => value !== undefined);
  return sql.join(set.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
}

function touchedBy<T extends JobTableName>(store: JobStore<T>): Record<string, unknown> {
  return store.touched ? { [store.touched]: now } : {};
}

function ofKind<T extends JobTableName>(store: JobStore<T>): RawBuilder<unknown> {
  return store.only ? sql`and ${sql.ref(store.only.column)} = ${store.only.value}` : sql``;
}

/** Running and held by this worker: the guard of every write a worker makes to its job. */
function heldBy<T extends JobTableName>(store: JobStore<T>, id: string, workerId: string): RawBuilder<unknown> {
  return sql`${sql.ref(store.key)} = ${id} and claimed_by = ${workerId} and ${sql.ref(store.state.column)} = ${store.state.running}`;
}

/** Takes the oldest queued, unclaimed or abandoned job of the kind for this worker, if any. */
export function claimNextJob<T extends JobTableName>(db: Kysely<Database>, store: JobStore<T>, workerId: string): Promise<ClaimedRow<T> | undefined> {
  const state = sql.ref(store.state.column);
  const unheld = sql`(${state} = ${store.state.running} and (claimed_at is null or claimed_at < ${staleClaimCutoff()}))`;
  const waiting = store.state.queued === undefined ? unheld : sql`(${state} = ${store.state.queued} or ${unheld})`;
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string; resumed: boolean }>`
      select ${sql.ref(store.key)} as id, (${state} = ${store.state.running} and started_at is not null) as resumed
      from ${sql.table(store.table)}
      where ${waiting} ${ofKind(store)}
      order by created_at
      limit 1
      for update skip locked`.execute(trx);
    const next = rows[0];
    if (!next) return undefined;
    const changes = { ...store.onClaim, [store.state.column]: store.state.running, claimed_by: workerId, claimed_at: now, started_at: now, ...touchedBy(store) };
    const claimed = await sql<JobRowOf<T>>`update ${sql.table(store.table)} set ${assignments(changes)} where ${sql.ref(store.key)} = ${next.id} returning *`.execute(trx);
    return { id: next.id, row: claimed.rows[0], resumed: next.resumed };
  });
}

/** Writes to a job this worker still holds (refreshing the claim); undefined when it was taken over, ended or deleted. */
export async function writeClaimedJob<T extends JobTableName>(db: Kysely<Database>, store: JobStore<T>, id: string, workerId: string, changes: JobChanges<T>): Promise<JobRowOf<T> | undefined> {
  const set = { ...(changes as Record<string, unknown>), claimed_at: now, ...touchedBy(store) };
  const { rows } = await sql<JobRowOf<T>>`update ${sql.table(store.table)} set ${assignments(set)} where ${heldBy(store, id, workerId)} returning *`.execute(db);
  return rows[0];
}

/** Refreshes the claim of a job this worker still holds (its heartbeat); false when it was taken over, ended or deleted. */
export async function refreshJobClaim<T extends JobTableName>(db: Kysely<Database>, store: JobStore<T>, id: string, workerId: string): Promise<boolean> {
  const result = await sql`update ${sql.table(store.table)} set claimed_at = now() where ${heldBy(store, id, workerId)}`.execute(db);
  return (result.numAffectedRows ?? 0n) > 0n;
}

/** Lets go of the kind's running jobs an earlier process of this replica held: it died with them. Returns how many. */
export async function releaseEarlierJobClaims<T extends JobTableName>(db: Kysely<Database>, store: JobStore<T>, identity: WorkerIdentity): Promise<number> {
  const result = await sql`
    update ${sql.table(store.table)} set claimed_by = null, claimed_at = null
    where ${sql.ref(store.state.column)} = ${store.state.running} ${ofKind(store)} and ${claimedByEarlierInstance(identity)}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

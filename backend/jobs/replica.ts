// Who holds a claimed row: a replica's stable identity (REPLICA_ID, or an id generated into the data directory on
// first start) and this process's instance of it. A claim reads `<replica>/<instance>`, so a restarted replica knows
// the claims its dead predecessor left and takes them over at once instead of waiting for them to go stale.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';

export interface WorkerIdentity {
  /** Stable across restarts of the same replica. */
  replicaId: string;
  /** New for every process start. */
  instanceId: string;
  /** What claimed rows record in `claimed_by`: `<replicaId>/<instanceId>`. */
  claimant: string;
}

/** Letters, digits, dot, dash and underscore: never the `/` that separates the instance. */
const REPLICA_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The file in the data directory that keeps a generated replica id across restarts. */
export const REPLICA_ID_FILE = 'replica-id';

export function workerIdentity(replicaId: string, instanceId: string = randomBytes(6).toString('hex')): WorkerIdentity {
  if (!REPLICA_ID.test(replicaId)) throw new Error(`REPLICA_ID must be 1 to 64 letters, digits, dots, dashes or underscores: ${replicaId}`);
  return { replicaId, instanceId, claimant: `${replicaId}/${instanceId}` };
}

/** REPLICA_ID when given, else the id kept in the data directory (written on first start). */
export async function resolveReplicaId(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, REPLICA_ID_FILE);
  const kept = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  if (kept) return kept;
  await mkdir(dataDir, { recursive: true });
  const generated = randomUUID();
  try {
    // 'wx': of two processes starting on one data directory, the first to write wins and both use its id.
    await writeFile(file, `${generated}\n`, { flag: 'wx' });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}

/** True for a row claimed by an earlier process of this replica: that process is dead, since this one replaced it. */
export function claimedByEarlierInstance(identity: WorkerIdentity): RawBuilder<boolean> {
  return sql<boolean>`(split_part(claimed_by, '/', 1) = ${identity.replicaId} and claimed_by <> ${identity.claimant})`;
}

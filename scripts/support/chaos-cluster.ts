// The pieces of scripts/chaos.ts: two backends on one PostgreSQL server that can be killed and started again on
// their ports, a steady message load over them, and the checks that nothing accepted was lost.
import type { Client as PgClient } from 'pg';
import {
  killHard,
  removeDataDir,
  startBackendReplica,
  stopGently,
  type BackendReplica,
} from '../../tests/support/replicas';
import type { QaGroup } from './split-bot';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Two backends with their ports kept, so a killed one comes back where the clients expect it. */
export class Cluster {
  readonly replicas: BackendReplica[] = [];
  /** Processes that ended without being killed on purpose. */
  unexpectedExits = 0;
  private readonly killed = new Set<BackendReplica>();

  constructor(
    private readonly databaseUrl: string,
    private readonly env: Record<string, string>,
  ) {}

  async start(name: string, port?: number): Promise<BackendReplica> {
    // A replica keeps its id across a restart, so it takes over at once the jobs its dead process held.
    const replica = await startBackendReplica(name, this.databaseUrl, { ...this.env, REPLICA_ID: name }, port);
    void replica.exited.then(() => {
      if (!this.killed.has(replica)) this.unexpectedExits++;
    });
    return replica;
  }

  async startAll(): Promise<void> {
    this.replicas.push(await this.start('chaos-a'));
    this.replicas.push(await this.start('chaos-b'));
  }

  async kill(index: number): Promise<void> {
    this.killed.add(this.replicas[index]);
    await killHard(this.replicas[index]);
  }

  /** Starts the killed replica again on its port, under its replica id. */
  async restart(index: number): Promise<void> {
    const old = this.replicas[index];
    removeDataDir(old);
    this.replicas[index] = await this.start(old.name, old.port);
  }

  url(index: number): string {
    return `http://127.0.0.1:${this.replicas[index].port}`;
  }

  /** Which replica holds a claim (`<replica id>/<instance>`). */
  holderOf(claimedBy: string | null): number | undefined {
    if (!claimedBy) return undefined;
    const index = this.replicas.findIndex((replica) => claimedBy.startsWith(`${replica.name}/`));
    return index >= 0 ? index : undefined;
  }

  async stop(): Promise<void> {
    for (const replica of this.replicas) this.killed.add(replica);
    await Promise.all(this.replicas.map(stopGently));
    this.replicas.forEach(removeDataDir);
  }
}

export interface LoadResult {
  sent: number;
  acceptedUsers: string[];
  refused: number;
  /** When the last refused request was sent. */
  lastFailureAt: number;
  /** What each refusal was: an HTTP status, or the network error's name. */
  refusals: Map<string, number>;
}

/** Messages from new end users at a steady rate, round-robin over the replicas, until `until` resolves. */
export async function load(cluster: Cluster, vendorId: string, prefix: string, perSecond: number, until: Promise<unknown>): Promise<LoadResult> {
  const result: LoadResult = { sent: 0, acceptedUsers: [], refused: 0, lastFailureAt: 0, refusals: new Map() };
  const refuse = (what: string, sentAt: number) => {
    result.refused++;
    result.lastFailureAt = Math.max(result.lastFailureAt, sentAt);
    result.refusals.set(what, (result.refusals.get(what) ?? 0) + 1);
  };
  const inFlight: Promise<void>[] = [];
  let done = false;
  void until.then(() => (done = true));
  for (let n = 0; !done; n++) {
    const userId = `${prefix}-${n}`;
    const target = cluster.url(n % cluster.replicas.length);
    result.sent++;
    const sentAt = performance.now();
    inFlight.push(
      fetch(`${target}/webhook/api/v2/${vendorId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId, type: 'message', message: { text: '垃圾車什麼時候來？' } }),
        signal: AbortSignal.timeout(15_000),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status === 200) result.acceptedUsers.push(userId);
          else refuse(String(response.status), sentAt);
        },
        (error: unknown) => refuse(error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.name) : 'error', sentAt),
      ),
    );
    await sleep(1000 / perSecond);
  }
  await Promise.all(inFlight);
  return result;
}

export const describe = (refusals: Map<string, number>) => (refusals.size === 0 ? 'none' : [...refusals].map(([what, n]) => `${n}× ${what}`).join(', '));

/** Accepted messages whose user line is not in the history. */
export async function unrecorded(sql: PgClient, botId: string, users: string[]): Promise<number> {
  if (users.length === 0) return 0;
  const { rows } = await sql.query<{ n: string }>(
    "SELECT count(DISTINCT user_id) AS n FROM conversation_messages WHERE chatbot_id = $1 AND sender = 'user' AND user_id = ANY($2)",
    [botId, users],
  );
  return users.length - Number(rows[0].n);
}

export async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 50): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

export function qaCsv(groups: QaGroup[], copies: number): string {
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const lines = ['group,question,answer'];
  for (let copy = 0; copy < copies; copy++) {
    for (const group of groups) {
      const key = `${group.key}-${copy}`;
      group.questions.forEach((question, i) => lines.push([key, `${question}${copy ? ` (${copy})` : ''}`, i === 0 ? group.answers[0] : ''].map(quote).join(',')));
    }
  }
  return lines.join('\n');
}

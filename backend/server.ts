// Starts the backend: opens and migrates the database, listens, and closes everything on close().
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import path from 'node:path';
import type { IndexBuilderOptions } from './answering/index-builder/index-builder';
import { createBackendApp } from './app';
import { composeBackend, startWorkers } from './composition';
import { createDatabase, type BackendDatabase } from './db/database';
import { ensureEmbeddedCluster } from './db/embedded-cluster';
import { migrateToLatest } from './db/migrate';
import type { KnowledgeReaderOptions } from './knowledge/reader/knowledge-reader';
import type { LlmConfig } from './llm/provider';
import { resolveSecretBox, type SecretBox } from './secrets/secret-box';
import type { CsvReaderOptions } from './uploads/csv-reader';

export interface BackendOptions {
  port: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  database?: BackendDatabase;
  /** The language model's settings; read from LLM_* in the environment when omitted. */
  llm?: LlmConfig;
  /** This replica's stable identity (REPLICA_ID); generated into the data directory on first start when omitted. */
  replicaId?: string;
  /** Settings read from the environment (public API limits, PUBLIC_URL, SECRET_KEY, …); process.env when omitted. */
  env?: NodeJS.ProcessEnv;
  /** Seals channel secrets; from SECRET_KEY or the data directory's key when omitted. */
  secrets?: SecretBox;
  /** Bounds of the threads that read knowledge files (tests narrow them); defaults when omitted. */
  knowledgeReader?: KnowledgeReaderOptions;
  /** When an answer index is built on a thread rather than inline (tests send every build there); defaults when omitted. */
  indexBuilder?: IndexBuilderOptions;
  /** When an uploaded CSV is read on a thread rather than inline (tests send every file there); defaults when omitted. */
  csvReader?: CsvReaderOptions;
  /** The clock (tests move it, e.g. past a link's expiry); the system clock when omitted. */
  now?: () => Date;
}

export interface RunningBackend {
  url: string;
  port: number;
  close(): Promise<void>;
}

const writeStderr = (line: string) => {
  process.stderr.write(line);
};

// Jest sets NODE_ENV=test; request lines and outbox links would drown the test report.
const quietInTests = process.env.NODE_ENV === 'test' ? undefined : writeStderr;

export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const dataDir = path.resolve(options.dataDir ?? './data');
  const env = options.env ?? process.env;
  // Before the database opens: a bad SECRET_KEY stops the start with nothing to close.
  const secrets = options.secrets ?? (await resolveSecretBox(env.SECRET_KEY, dataDir));
  // A fresh data directory's cluster is created in a child process, whose memory the system gets back.
  if (!options.database && !options.databaseUrl) await ensureEmbeddedCluster(dataDir);
  const database = options.database ?? createDatabase({ dataDir, databaseUrl: options.databaseUrl });
  try {
    await migrateToLatest(database.db, database.schema);
  } catch (error) {
    await database.close();
    throw error;
  }
  const ctx = composeBackend(database, {
    secrets,
    dataDir,
    llm: options.llm,
    env: options.env,
    knowledgeReader: options.knowledgeReader,
    indexBuilder: options.indexBuilder,
    csvReader: options.csvReader,
    now: options.now,
    report: (error) => writeStderr(`llm usage not recorded: ${error instanceof Error ? error.message : String(error)}\n`),
    log: quietInTests,
  });
  const app = createBackendApp({
    ctx,
    logLine: quietInTests,
    reportError: (error) => writeStderr(`unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`),
  });

  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port, address, family } = server.address() as AddressInfo;
  const host = family === 'IPv6' ? `[${address}]` : address;
  const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;
  // Background jobs run in every backend process; replicas share the work through the database.
  const workers = await startWorkers(ctx, {
    replicaId: options.replicaId,
    report: (worker, error) => writeStderr(`${worker} error: ${error instanceof Error ? error.message : String(error)}\n`),
  });

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        ctx.openStreams.endAll();
        server.closeIdleConnections();
        await closed;
        await workers.stop();
        await ctx.knowledgeReader.close();
      await ctx.indexBuilder.close();
      await ctx.csvReader.close();
        await database.close();
      })();
      return closing;
    },
  };
}

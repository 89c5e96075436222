// A backend in a process of its own, for tests that kill it (kill -9) in the middle of a job. Settings come from the
// environment: DATABASE_URL and DATABASE_SCHEMA (a test's schema), DATA_DIR, REPLICA_ID and LLM_*. Prints
// `listening <url>` on stdout once it serves.
import { createDatabase } from '../../db/database';
import { readLlmConfig } from '../../llm/provider';
import { startBackend } from '../../server';

async function main(): Promise<void> {
  const { DATABASE_URL, DATABASE_SCHEMA, DATA_DIR } = process.env;
  if (!DATABASE_URL || !DATA_DIR) throw new Error('DATABASE_URL and DATA_DIR are required');
  const database = createDatabase({ databaseUrl: DATABASE_URL, schema: DATABASE_SCHEMA || undefined });
  const backend = await startBackend({
    port: 0,
    host: '127.0.0.1',
    dataDir: DATA_DIR,
    database,
    llm: readLlmConfig(process.env),
    replicaId: process.env.REPLICA_ID || undefined,
  });
  process.stdout.write(`listening ${backend.url}\n`);
  process.once('SIGTERM', () => {
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`backend process failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

// Runs the backend on its own: `tsx backend/main.ts` (settings from the environment, see config.ts).
import { readBackendConfig } from './config';
import { startBackend } from './server';

async function main(): Promise<void> {
  const config = readBackendConfig();
  const backend = await startBackend({ port: config.port, dataDir: config.dataDir, databaseUrl: config.databaseUrl, replicaId: config.replicaId });
  process.stderr.write(`backend listening on ${backend.url}\n`);
  const stop = () => {
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`backend failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

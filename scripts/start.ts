// `npm start`: the backend and the BFF in one process on the embedded database, the built console
// served by the BFF, so a newcomer opens one URL. Every setting comes from the environment (README).
import path from 'node:path';
import { startBackend } from '../backend/server';
import { readTrustProxy } from '../bff/http/trustProxy';
import { startBff } from '../bff/server';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const backend = await startBackend({
    port: portFromEnv('BACKEND_PORT', 4001),
    host: '127.0.0.1',
    dataDir: path.resolve(process.env.DATA_DIR || 'data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    replicaId: process.env.REPLICA_ID || undefined,
  });
  const bff = await startBff({
    port: portFromEnv('PORT', 4000),
    host: process.env.HOST || '0.0.0.0',
    backendUrl: backend.url,
    webDistDir: path.resolve(process.env.WEB_DIST_DIR || 'dist/web'),
    introspection: process.env.GRAPHQL_INTROSPECTION === '1',
    loopbackOrigins: process.env.BFF_LOOPBACK_ORIGINS === '1',
    trustProxy: readTrustProxy(process.env.TRUST_PROXY),
  });
  const publicUrl = `http://localhost:${bff.port}/`;
  // The one URL a newcomer needs stands on its own line; what else listens comes after it.
  process.stdout.write(
    `\nConsole ready in ${Math.round(performance.now() - startedAt)} ms. Open:\n\n    ${publicUrl}\n\n` +
      `Also on that port: GraphQL at /graphql, the playground at /playground. The REST backend listens on ${backend.url} (this machine only).\n\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: stopping…\n`);
    await bff.close();
    await backend.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});

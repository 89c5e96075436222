// Runs the BFF on its own: PORT (default 4000), BACKEND_URL (default http://127.0.0.1:4001),
// HOST (default 0.0.0.0), WEB_DIST_DIR (optional, the built console to serve) and GRAPHQL_INTROSPECTION
// (1 = answer introspection and suggest field names) and TRUST_PROXY (proxies that may name the client's address).
import path from 'node:path';
import { readTrustProxy } from './http/trustProxy';
import { startBff } from './server';

function portFromEnv(raw: string | undefined, fallback: number): number {
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${raw}"`);
  return port;
}

async function main(): Promise<void> {
  const bff = await startBff({
    port: portFromEnv(process.env.PORT, 4000),
    host: process.env.HOST || '0.0.0.0',
    backendUrl: process.env.BACKEND_URL || 'http://127.0.0.1:4001',
    webDistDir: process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : undefined,
    introspection: process.env.GRAPHQL_INTROSPECTION === '1',
    loopbackOrigins: process.env.BFF_LOOPBACK_ORIGINS === '1',
    trustProxy: readTrustProxy(process.env.TRUST_PROXY),
  });
  process.stdout.write(`BFF on ${bff.url}/graphql · playground ${bff.url}/playground\n`);
  const stop = () => {
    bff.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`BFF could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

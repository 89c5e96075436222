// The backend's settings, read once from the environment so nothing else touches process.env.
export interface BackendConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** REPLICA_ID: names this replica on the jobs it claims, so its next start takes over the ones it died with. */
  replicaId?: string;
}

export function readBackendConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const port = Number(env.BACKEND_PORT ?? 4001);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`BACKEND_PORT is not a port: ${env.BACKEND_PORT}`);
  return {
    port,
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    replicaId: env.REPLICA_ID || undefined,
  };
}

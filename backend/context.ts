// What every route needs from the running backend: the database, where files go, the clock and
// the open event streams (so close() can end them).
import type { Kysely } from 'kysely';
import type { BackendDatabase } from './db/database';
import type { Database } from './db/schema';

export interface BackendContext {
  database: BackendDatabase;
  db: Kysely<Database>;
  dataDir: string;
  /** The current time; tests may replace it. */
  now(): Date;
  /** Ends each open server-sent event stream; filled by the streams themselves. */
  openStreams: Set<() => void>;
}

export function createBackendContext(database: BackendDatabase, dataDir: string, now: () => Date = () => new Date()): BackendContext {
  return { database, db: database.db, dataDir, now, openStreams: new Set() };
}

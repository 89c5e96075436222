// What every route needs from the running backend: the database, where files go, the clock, the
// language model when one is configured, and the open event streams (so close() can end them).
import type { Kysely } from 'kysely';
import type { BackendDatabase } from './db/database';
import type { Database } from './db/schema';
import type { LanguageModel } from './llm/provider';

export interface BackendContext {
  database: BackendDatabase;
  db: Kysely<Database>;
  dataDir: string;
  /** The current time; tests may replace it. */
  now(): Date;
  /** Ends each open server-sent event stream; filled by the streams themselves. */
  openStreams: Set<() => void>;
  /** The OpenAI-compatible model (LLM_BASE_URL); undefined without one, and every feature then works without it. */
  llm?: LanguageModel;
}

export function createBackendContext(database: BackendDatabase, dataDir: string, now: () => Date = () => new Date()): BackendContext {
  return { database, db: database.db, dataDir, now, openStreams: new Set() };
}

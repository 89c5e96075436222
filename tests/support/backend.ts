// A backend for one test file: 127.0.0.1 on a random port, a fresh database, a temporary DATA_DIR.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { IndexBuilderOptions } from '../../backend/answering/index-builder/index-builder';
import type { Database } from '../../backend/db/schema';
import type { KnowledgeReaderOptions } from '../../backend/knowledge/reader/knowledge-reader';
import { readLlmConfig, type LlmConfig } from '../../backend/llm/provider';
import { startBackend, type RunningBackend } from '../../backend/server';
import { openTestDatabase } from './test-database';
import type { CsvReaderOptions } from '../../backend/uploads/csv-reader';

export interface TestBackend extends RunningBackend {
  db: Kysely<Database>;
  /** The temporary DATA_DIR (uploads live under it); removed on close. */
  dataDir: string;
}

export interface TestBackendOptions {
  /** A language model for this backend (e.g. pointing at tests/support/fake-llm.ts); none by default. */
  llm?: LlmConfig;
  /** Narrower knowledge reader bounds or passage limits than the defaults. */
  knowledgeReader?: KnowledgeReaderOptions;
  /** `{ inlineCharacters: 0 }` sends every answer index to the builder's thread, as a large bot's are. */
  indexBuilder?: IndexBuilderOptions;
  /** `{ inlineCharacters: 0 }` reads every uploaded CSV on the CSV reader's thread, as a large file is. */
  csvReader?: CsvReaderOptions;
  /** Settings added to the process environment for this backend (e.g. LINE_API_BASE_URL or FACEBOOK_GRAPH_BASE_URL of a stand-in). */
  env?: NodeJS.ProcessEnv;
  /** The backend's clock, for tests that move time (e.g. past a mailed link's expiry). */
  now?: () => Date;
}

export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-console-backend-'));
  const database = await openTestDatabase();
  let running: RunningBackend;
  try {
    running = await startBackend({ port: 0, host: '127.0.0.1', dataDir, database, llm: options.llm ?? readLlmConfig({}), knowledgeReader: options.knowledgeReader, indexBuilder: options.indexBuilder, csvReader: options.csvReader, now: options.now, ...(options.env && { env: { ...process.env, ...options.env } }) });
  } catch (error) {
    // startBackend may already have closed it when migrations failed.
    await database.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: running.url,
    port: running.port,
    db: database.db,
    dataDir,
    async close() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

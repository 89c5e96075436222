// A backend for the AutoFAQ and prompt-optimisation tests: a fresh database, a chosen clock and language-model
// settings (none, or the loopback fake LLM), the knowledge ingest worker, on 127.0.0.1 at a random port.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '../../../tests/support/test-database';
import { createBackendApp } from '../../app';
import { createBackendContext, type BackendContext } from '../../context';
import { startIngestWorker } from '../../knowledge/ingest-worker';
import { createLanguageModel, readLlmConfig, type LanguageModel } from '../../llm/provider';
import { stopOptimizationWorker } from '../../prompt-optimisation/optimization-worker';

export interface ModelBackend {
  url: string;
  ctx: BackendContext;
  model: LanguageModel | undefined;
  close(): Promise<void>;
}

/** Settings for the fake LLM: no retries, a short budget, a breaker that never opens during a test file. */
export function fakeLlmEnv(baseUrl: string, timeoutMs = 1000): NodeJS.ProcessEnv {
  return { LLM_BASE_URL: baseUrl, LLM_MODEL: 'fake-chat', LLM_MAX_RETRIES: '0', LLM_TIMEOUT_MS: String(timeoutMs), LLM_BREAKER_THRESHOLD: '1000' };
}

export async function startModelBackend(options: { llmEnv?: NodeJS.ProcessEnv; now?: () => Date } = {}): Promise<ModelBackend> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-console-autofaq-'));
  const database = await openTestDatabase();
  const ctx = createBackendContext(database, dataDir, options.now);
  // The model is set before the routers are made (they take it from the context); process.env plays no part.
  ctx.llm = createLanguageModel(readLlmConfig(options.llmEnv ?? {}), { db: ctx.db, now: () => ctx.now() });
  const model = ctx.llm;
  const server = createServer(createBackendApp({ ctx }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ingestWorker = await startIngestWorker(database, { dataDir });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    model,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      ctx.openStreams.forEach((end) => end());
      server.closeAllConnections();
      await closed;
      await stopOptimizationWorker(ctx);
      await ingestWorker.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

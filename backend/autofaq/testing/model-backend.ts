// A backend for the AutoFAQ and prompt-optimisation tests: a fresh database, a chosen clock and language-model
// settings (none, or the loopback fake LLM), the background workers, on 127.0.0.1 at a random port.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '../../../tests/support/test-database';
import { createBackendApp } from '../../app';
import { composeBackend, startWorkers } from '../../composition';
import type { BackendContext } from '../../context';
import { readLlmConfig, type LanguageModel } from '../../llm/provider';
import type { CsvReaderOptions } from '../../uploads/csv-reader';

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

export async function startModelBackend(options: { llmEnv?: NodeJS.ProcessEnv; now?: () => Date; csvReader?: CsvReaderOptions } = {}): Promise<ModelBackend> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-console-autofaq-'));
  const database = await openTestDatabase();
  // Settings come from llmEnv alone; process.env plays no part.
  const ctx = composeBackend(database, { dataDir, now: options.now, llm: readLlmConfig(options.llmEnv ?? {}), env: {}, csvReader: options.csvReader });
  const model = ctx.llm;
  const server = createServer(createBackendApp({ ctx }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const workers = await startWorkers(ctx);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    model,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      ctx.openStreams.endAll();
      server.closeAllConnections();
      await closed;
      await workers.stop();
      await ctx.knowledgeReader.close();
      await ctx.indexBuilder.close();
      await ctx.csvReader.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

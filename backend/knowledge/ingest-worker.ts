// The knowledge ingest worker of one backend process: claims queued files (oldest first) every poll interval and
// at once when woken by NOTIFY, and ingests them one at a time. Any number of replicas may run one each.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { BackendDatabase } from '../db/database';
import { KNOWLEDGE_WAKE_CHANNEL } from './channels';
import { runIngestJob, type KnowledgeEnrichment } from './ingest.job';
import { claimNextFile } from './knowledge-file.repository';

export interface IngestWorkerOptions {
  dataDir: string;
  /** How often to look for work without a wake-up (the wizard's uploads and abandoned files are found so). */
  pollMs?: number;
  enrichment?: KnowledgeEnrichment;
  /** Receives errors of the loop itself; ingestion failures go to the file's row. */
  report?: (error: unknown) => void;
}

export interface IngestWorker {
  stop(): Promise<void>;
}

export async function startIngestWorker(database: BackendDatabase, options: IngestWorkerOptions): Promise<IngestWorker> {
  const workerId = `${os.hostname()}:${process.pid}:ingest:${randomBytes(4).toString('hex')}`;
  const report = options.report ?? (() => undefined);
  let stopped = false;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;

  const drain = async () => {
    do {
      wokenWhileRunning = false;
      while (!stopped) {
        const file = await claimNextFile(database.db, workerId);
        if (!file) break;
        await runIngestJob(database, options.dataDir, file, workerId, options.enrichment);
      }
    } while (wokenWhileRunning && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = drain()
      .catch(report)
      .finally(() => {
        running = undefined;
      });
  };
  const unlisten = await database.listen(KNOWLEDGE_WAKE_CHANNEL, wake);
  const timer = setInterval(wake, options.pollMs ?? 1000);
  wake();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten().catch(report);
      await running;
    },
  };
}

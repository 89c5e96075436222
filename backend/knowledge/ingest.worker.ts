// The knowledge ingest worker of one backend process: claims queued files (oldest first) every poll interval and
// at once when woken by NOTIFY, and ingests them one at a time. Any number of replicas may run one each.
import type { BotChanges } from '../caching/bot-changes';
import type { BackendDatabase } from '../db/database';
import { startPollingWorker } from '../jobs/polling-worker';
import type { WorkerIdentity } from '../jobs/replica';
import { KNOWLEDGE_WAKE_CHANNEL } from './channels';
import { runIngestJob, type KnowledgeEnrichment } from './ingest.job';
import { claimNextFile, refreshFileClaim, releaseEarlierFileClaims } from './knowledge-file.repository';
import type { KnowledgeReader } from './reader/knowledge-reader';

export interface IngestWorkerOptions {
  identity: WorkerIdentity;
  dataDir: string;
  /** Reads each file on a worker thread, within the passage limits. */
  reader: KnowledgeReader;
  /** How often to look for work without a wake-up (the wizard's uploads and abandoned files are found so). */
  pollMs?: number;
  enrichment?: KnowledgeEnrichment;
  /** Receives errors of the loop itself; ingestion failures go to the file's row. */
  report?: (error: unknown) => void;
}

export interface IngestWorker {
  stop(): Promise<void>;
}

export function startIngestWorker(database: BackendDatabase, botChanges: BotChanges, options: IngestWorkerOptions): Promise<IngestWorker> {
  return startPollingWorker(database, {
    wakeChannel: KNOWLEDGE_WAKE_CHANNEL,
    identity: options.identity,
    releaseEarlierClaims: (identity) => releaseEarlierFileClaims(database.db, identity),
    claim: (workerId) => claimNextFile(database.db, workerId),
    heartbeat: (file, workerId) => refreshFileClaim(database.db, file.file_id, workerId),
    run: (file, workerId) => runIngestJob(database, botChanges, { dataDir: options.dataDir, reader: options.reader }, file, workerId, options.enrichment),
    pollMs: options.pollMs,
    report: options.report,
  });
}

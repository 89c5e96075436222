// The knowledge reader: a small pool of worker threads that parse and chunk knowledge files, for uploads and for
// ingestion alike, so a hostile file (a DOCX of tens of MB of XML, a looping PDF) costs a thread, never the event
// loop that answers the console and the public API. Files wait in a bounded queue; a file that takes too long or
// too much memory has its thread terminated and is refused as too_complex.
import os from 'node:os';
import { KNOWLEDGE_BOT_MAX_CHUNKS, KNOWLEDGE_FILE_MAX_CHUNKS } from '../../../schema/rules/knowledge';
import { rateLimited } from '../../http/errors';
import { KnowledgeFileRefused } from '../parse/document';
import { THREAD_MODULES } from '../../threads/thread-modules';
import { WorkerPool, WorkerPoolError } from '../../threads/worker-pool';
import type { KnowledgeReading, ReaderAnswer } from './read-knowledge';

export type { KnowledgeReading } from './read-knowledge';

/** Passages one file may yield, and all of one bot's files together. */
export interface KnowledgeLimits {
  fileMaxChunks: number;
  botMaxChunks: number;
}

export interface KnowledgeReaderOptions {
  /** Threads reading at once; one less than the cores, at most two, by default. */
  threads?: number;
  /** Files that may wait for a thread; one more is refused 429 RATE_LIMITED. */
  queue?: number;
  /** Time one file may take before its thread is terminated. */
  timeoutMs?: number;
  /** Heap of one thread; a file needing more is refused. */
  maxMemoryMb?: number;
  limits?: Partial<KnowledgeLimits>;
  /** Called as a thread starts reading a file (its time limit runs from then). */
  onStart?: (fileName: string) => void;
  /** Called once a file's reading has succeeded or failed. */
  onSettle?: (fileName: string) => void;
}

const RETRY_AFTER_SECONDS = 10;

export class KnowledgeReader {
  readonly limits: KnowledgeLimits;
  private readonly pool: WorkerPool<{ fileName: string; bytes: Uint8Array; maxChunks: number }, ReaderAnswer>;
  private readonly onStart?: (fileName: string) => void;
  private readonly onSettle?: (fileName: string) => void;

  constructor(options: KnowledgeReaderOptions = {}) {
    this.pool = new WorkerPool({
      module: THREAD_MODULES.knowledgeReader,
      name: 'the knowledge reader',
      threads: options.threads ?? Math.max(1, Math.min(2, os.availableParallelism() - 1)),
      queue: options.queue ?? 8,
      timeoutMs: options.timeoutMs ?? 30_000,
      maxMemoryMb: options.maxMemoryMb ?? 512,
    });
    this.limits = { fileMaxChunks: KNOWLEDGE_FILE_MAX_CHUNKS, botMaxChunks: KNOWLEDGE_BOT_MAX_CHUNKS, ...options.limits };
    this.onStart = options.onStart;
    this.onSettle = options.onSettle;
  }

  /** The file's passages; throws KnowledgeFileRefused (naming the file) or 429 RATE_LIMITED when the queue is full. */
  async read(fileName: string, bytes: Buffer): Promise<KnowledgeReading> {
    // The thread gets its own copy of the bytes, handed over rather than cloned again.
    const copy = new Uint8Array(bytes);
    const answer = await this.pool
      .run(
        { fileName, bytes: copy, maxChunks: this.limits.fileMaxChunks },
        { transfer: [copy.buffer], onStart: () => this.onStart?.(fileName), onSettle: () => this.onSettle?.(fileName) },
      )
      .catch((error: unknown) => {
        throw refusalOf(fileName, error);
      });
    if ('reading' in answer) return answer.reading;
    throw new KnowledgeFileRefused(fileName, answer.refusal.reason, answer.refusal.location, answer.refusal.detail);
  }

  /** Ends every thread; files being read or waiting fail. */
  close(): Promise<void> {
    return this.pool.close();
  }
}

/** The pool's bounds in the reader's words: a file too heavy to read is refused, a full queue asks to retry. */
function refusalOf(fileName: string, error: unknown): unknown {
  if (!(error instanceof WorkerPoolError)) return error;
  if (error.reason === 'queue_full') return rateLimited(RETRY_AFTER_SECONDS);
  if (error.reason === 'timeout' || error.reason === 'out_of_memory') {
    return new KnowledgeFileRefused(fileName, 'too_complex', {}, error.message.replace('the knowledge reader ', 'reading '));
  }
  return error;
}

// The knowledge reader: a small pool of worker threads that parse and chunk knowledge files, for uploads and for
// ingestion alike, so a hostile file (a DOCX of tens of MB of XML, a looping PDF) costs a thread, never the event
// loop that answers the console and the public API. Files wait in a bounded queue; a file that takes too long or
// too much memory has its thread terminated and is refused as too_complex.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { KNOWLEDGE_BOT_MAX_CHUNKS, KNOWLEDGE_FILE_MAX_CHUNKS, type KnowledgeLocation, type KnowledgeRefusal } from '../../../schema/rules/knowledge';
import { rateLimited } from '../../http/errors';
import { KnowledgeFileRefused } from '../parse/document';
import type { KnowledgeReading } from './read-knowledge';

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

type ThreadAnswer =
  | { id: number; started: true }
  | { id: number; reading: KnowledgeReading }
  | { id: number; refusal: { reason: KnowledgeRefusal; location: KnowledgeLocation; detail?: string } }
  | { id: number; failure: string };

interface Job {
  id: number;
  fileName: string;
  bytes: Buffer;
  resolve: (reading: KnowledgeReading) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker?: Worker;
  job?: Job;
  deadline?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

const THREAD_FILE = path.join(__dirname, 'reader-thread.cjs');
/** A thread left idle this long is ended, giving back the heap a large file grew. */
const IDLE_MS = 60_000;
const RETRY_AFTER_SECONDS = 10;
/** A new thread's time to load the parsers (tsx compiles them) before its first file's time starts. */
const STARTUP_MS = 30_000;

export class KnowledgeReader {
  readonly limits: KnowledgeLimits;
  private readonly slots: Slot[];
  private readonly waiting: Job[] = [];
  private readonly queue: number;
  private readonly timeoutMs: number;
  private readonly maxMemoryMb: number;
  private readonly onStart?: (fileName: string) => void;
  private readonly onSettle?: (fileName: string) => void;
  private nextId = 1;
  private closed = false;

  constructor(options: KnowledgeReaderOptions = {}) {
    const threads = options.threads ?? Math.max(1, Math.min(2, os.availableParallelism() - 1));
    this.slots = Array.from({ length: threads }, () => ({}));
    this.queue = options.queue ?? 8;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxMemoryMb = options.maxMemoryMb ?? 512;
    this.limits = { fileMaxChunks: KNOWLEDGE_FILE_MAX_CHUNKS, botMaxChunks: KNOWLEDGE_BOT_MAX_CHUNKS, ...options.limits };
    this.onStart = options.onStart;
    this.onSettle = options.onSettle;
  }

  /** The file's passages; throws KnowledgeFileRefused (naming the file) or 429 RATE_LIMITED when the queue is full. */
  read(fileName: string, bytes: Buffer): Promise<KnowledgeReading> {
    if (this.closed) return Promise.reject(new Error('the knowledge reader is closed'));
    const busy = this.slots.every((slot) => slot.job);
    if (busy && this.waiting.length >= this.queue) return Promise.reject(rateLimited(RETRY_AFTER_SECONDS));
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, fileName, bytes, resolve, reject });
      this.pump();
    });
  }

  /** Ends every thread; files being read or waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('the knowledge reader is closed'));
    await Promise.all(this.slots.map((slot) => this.abandon(slot, new Error('the knowledge reader is closed'))));
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.waiting.shift();
      if (!job) return;
      this.start(slot, job);
    }
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(slot.idle);
    const worker = slot.worker ?? this.spawn(slot);
    worker.ref();
    slot.job = job;
    this.setDeadline(slot, job, STARTUP_MS + this.timeoutMs);
    // The thread gets its own copy of the bytes, handed over rather than cloned again.
    const bytes = new Uint8Array(job.bytes);
    worker.postMessage({ id: job.id, fileName: job.fileName, bytes, maxChunks: this.limits.fileMaxChunks }, [bytes.buffer]);
  }

  /** Terminates the thread if the file is still being read in `ms`. */
  private setDeadline(slot: Slot, job: Job, ms: number): void {
    clearTimeout(slot.deadline);
    slot.deadline = setTimeout(() => {
      const seconds = Math.round(this.timeoutMs / 100) / 10;
      void this.abandon(slot, new KnowledgeFileRefused(job.fileName, 'too_complex', {}, `reading took longer than ${seconds} s`));
    }, ms);
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(THREAD_FILE, {
      // The thread registers tsx itself; the parent's loader flags (tsx's, Jest's) are not carried over.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.maxMemoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    slot.worker = worker;
    worker.on('message', (answer: ThreadAnswer) => {
      const job = slot.job;
      if (slot.worker !== worker || job?.id !== answer.id) return;
      if ('started' in answer) {
        this.setDeadline(slot, job, this.timeoutMs);
        this.onStart?.(job.fileName);
      } else {
        this.finish(slot, () => settle(job, answer));
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.finish(slot, (job) => job.reject(outOfMemory ? new KnowledgeFileRefused(job.fileName, 'too_complex', {}, `reading needed more than ${this.maxMemoryMb} MB`) : error));
    });
    worker.on('exit', (code) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      this.finish(slot, (job) => job.reject(new Error(`the knowledge reader thread stopped (exit code ${code})`)));
    });
    return worker;
  }

  /** Settles the slot's file, lets an idle thread stop holding the process open, and starts the next file. */
  private finish(slot: Slot, settleJob: (job: Job) => void): void {
    const job = slot.job;
    clearTimeout(slot.deadline);
    slot.job = undefined;
    if (job) {
      settleJob(job);
      this.onSettle?.(job.fileName);
    }
    const worker = slot.worker;
    if (worker) {
      worker.unref();
      slot.idle = setTimeout(() => {
        if (slot.worker === worker && !slot.job) void this.abandon(slot, new Error('idle'));
      }, IDLE_MS).unref();
    }
    if (!this.closed) this.pump();
  }

  /** Terminates the slot's thread; its file, if any, fails with `error`. */
  private async abandon(slot: Slot, error: unknown): Promise<void> {
    const worker = slot.worker;
    slot.worker = undefined;
    clearTimeout(slot.idle);
    this.finish(slot, (job) => job.reject(error));
    await worker?.terminate();
  }
}

function settle(job: Job, answer: Exclude<ThreadAnswer, { started: true }>): void {
  if ('reading' in answer) job.resolve(answer.reading);
  else if ('refusal' in answer) job.reject(new KnowledgeFileRefused(job.fileName, answer.refusal.reason, answer.refusal.location, answer.refusal.detail));
  else job.reject(new Error(answer.failure));
}

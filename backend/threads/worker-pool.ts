// A small pool of worker threads for CPU-heavy work that must not hold the event loop answering HTTP requests:
// reading knowledge files, building answer indexes. Each thread loads one module and runs its `handle` for one task at
// a time: in the built server (dist/server/start.cjs) that module's own bundle, built beside it by
// scripts/build-server.ts, which a thread loads as plain JavaScript; under tsx and Jest its TypeScript source, which
// thread.cjs has tsx compile.
// Tasks wait in a bounded queue; a task that runs too long or needs too much memory has its thread terminated.
import path from 'node:path';
import { Worker, type Transferable } from 'node:worker_threads';

export type WorkerPoolFailure = 'closed' | 'queue_full' | 'timeout' | 'out_of_memory' | 'stopped' | 'failed';

/** Why a task did not finish; `reason` says which of the pool's bounds or faults stopped it. */
export class WorkerPoolError extends Error {
  constructor(
    readonly reason: WorkerPoolFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerPoolError';
  }
}

export interface WorkerPoolOptions {
  /** The module a thread loads; it exports `handle(request)`, whose result (or promise of it) is the answer. */
  module: string;
  /** What the pool's errors call it ("the knowledge reader"). */
  name: string;
  threads: number;
  /** Tasks that may wait for a thread; one more is refused (queue_full). */
  queue: number;
  /** Time one task may take, from the moment its thread starts it. */
  timeoutMs: number;
  /** Heap of one thread. */
  maxMemoryMb: number;
  /** A new thread's time to load its modules (tsx compiles them) before its first task's time starts. */
  startupMs?: number;
  /**
   * A thread left idle this long (10 s unless set) is ended, giving back its heap and what a large task grew it by
   * (tens of MB). A new thread of the built server loads its bundle in a fraction of a second.
   */
  idleMs?: number;
}

export interface TaskHooks {
  /** Values handed to the thread rather than copied (their buffers are detached here). */
  transfer?: readonly Transferable[];
  /** Called as a thread starts the task (its time limit runs from then). */
  onStart?: () => void;
  /** Called once the task has succeeded or failed. */
  onSettle?: () => void;
}

type ThreadAnswer = { id: number; started: true } | { id: number; result: unknown } | { id: number; failure: string };

interface Task {
  id: number;
  request: unknown;
  hooks: TaskHooks;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker?: Worker;
  task?: Task;
  deadline?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

const THREAD_FILE = path.join(__dirname, 'thread.cjs');

// Defined as true by scripts/build-server.ts in the server bundle, where each thread module is bundled too; not
// defined under tsx and Jest, which run the sources (a bundle left in dist/ may be older than them).
declare const __THREAD_BUNDLES__: boolean | undefined;

/** Where the server bundle's threads find `module` built: dist/server/threads/<its name>.cjs. */
export function threadBundle(module: string): string {
  return path.join(__dirname, '..', '..', 'dist', 'server', 'threads', `${path.basename(module, path.extname(module))}.cjs`);
}

/** The file a thread loads for `module`: its bundle in the built server, else the source. */
function threadModule(module: string): string {
  return typeof __THREAD_BUNDLES__ !== 'undefined' && __THREAD_BUNDLES__ ? threadBundle(module) : module;
}

export class WorkerPool<Request, Result> {
  private readonly slots: Slot[];
  private readonly waiting: Task[] = [];
  private readonly startupMs: number;
  private readonly idleMs: number;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.threads) }, () => ({}));
    this.startupMs = options.startupMs ?? 30_000;
    this.idleMs = options.idleMs ?? 10_000;
  }

  /** The task's result from a thread; rejects with a WorkerPoolError, or an Error carrying the thread's message. */
  run(request: Request, hooks: TaskHooks = {}): Promise<Result> {
    if (this.closed) return Promise.reject(this.error('closed', 'is closed'));
    const busy = this.slots.every((slot) => slot.task);
    if (busy && this.waiting.length >= this.options.queue) return Promise.reject(this.error('queue_full', 'has too many tasks waiting'));
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, request, hooks, resolve: resolve as (result: unknown) => void, reject });
      this.pump();
    });
  }

  /** Ends every thread; tasks running or waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    const closed = this.error('closed', 'is closed');
    for (const task of this.waiting.splice(0)) task.reject(closed);
    await Promise.all(this.slots.map((slot) => this.abandon(slot, closed)));
  }

  private error(reason: WorkerPoolFailure, what: string): WorkerPoolError {
    return new WorkerPoolError(reason, `${this.options.name} ${what}`);
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.task) continue;
      const task = this.waiting.shift();
      if (!task) return;
      this.start(slot, task);
    }
  }

  private start(slot: Slot, task: Task): void {
    clearTimeout(slot.idle);
    const worker = slot.worker ?? this.spawn(slot);
    worker.ref();
    slot.task = task;
    this.setDeadline(slot, this.startupMs + this.options.timeoutMs);
    worker.postMessage({ id: task.id, request: task.request }, [...(task.hooks.transfer ?? [])]);
  }

  /** Terminates the thread if the task is still running in `ms`. */
  private setDeadline(slot: Slot, ms: number): void {
    clearTimeout(slot.deadline);
    slot.deadline = setTimeout(() => {
      const seconds = Math.round(this.options.timeoutMs / 100) / 10;
      void this.abandon(slot, this.error('timeout', `took longer than ${seconds} s`));
    }, ms);
  }

  private spawn(slot: Slot): Worker {
    const { maxMemoryMb } = this.options;
    const worker = new Worker(THREAD_FILE, {
      workerData: { module: threadModule(this.options.module) },
      // A thread loading a source registers tsx itself; the parent's loader flags (tsx's, Jest's) are not carried over.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    slot.worker = worker;
    worker.on('message', (answer: ThreadAnswer) => {
      const task = slot.task;
      if (slot.worker !== worker || task?.id !== answer.id) return;
      if ('started' in answer) {
        this.setDeadline(slot, this.options.timeoutMs);
        task.hooks.onStart?.();
      } else if ('result' in answer) {
        this.finish(slot, () => task.resolve(answer.result));
      } else {
        this.finish(slot, () => task.reject(new Error(answer.failure)));
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.finish(slot, (task) => task.reject(outOfMemory ? this.error('out_of_memory', `needed more than ${maxMemoryMb} MB`) : error));
    });
    worker.on('exit', (code) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      this.finish(slot, (task) => task.reject(this.error('stopped', `thread stopped (exit code ${code})`)));
    });
    return worker;
  }

  /** Settles the slot's task, lets an idle thread stop holding the process open, and starts the next task. */
  private finish(slot: Slot, settle: (task: Task) => void): void {
    const task = slot.task;
    clearTimeout(slot.deadline);
    slot.task = undefined;
    if (task) {
      settle(task);
      task.hooks.onSettle?.();
    }
    const worker = slot.worker;
    if (worker) {
      worker.unref();
      slot.idle = setTimeout(() => {
        if (slot.worker === worker && !slot.task) void this.abandon(slot, new Error('idle'));
      }, this.idleMs).unref();
    }
    if (!this.closed) this.pump();
  }

  /** Terminates the slot's thread; its task, if any, fails with `error`. */
  private async abandon(slot: Slot, error: unknown): Promise<void> {
    const worker = slot.worker;
    slot.worker = undefined;
    clearTimeout(slot.idle);
    this.finish(slot, (task) => task.reject(error));
    await worker?.terminate();
  }
}

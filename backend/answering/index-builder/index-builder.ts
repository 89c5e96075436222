// Answer indexes are built off the event loop: tokenising a bot's texts takes about a microsecond a character, so a
// 5,000-group Q&A list, an AutoFAQ file of 20,000 answers or 5 MB of knowledge passages held every bot's replies for
// seconds while it was indexed. A task of more than `inlineCharacters` runs on a worker thread; a small one (most
// bots, and most tests) runs inline, where it costs less than handing it over would.
import { THREAD_MODULES } from '../../threads/thread-modules';
import { WorkerPool, WorkerPoolError } from '../../threads/worker-pool';
import { handle, taskCharacters, type IndexResult, type IndexResults, type IndexTask } from './build-task';

export type { MergePart } from './build-task';

export interface IndexBuilderOptions {
  /** Tasks of at most this many characters run inline (about this many microseconds of the event loop). */
  inlineCharacters?: number;
  /** Time one build may take on its thread before the thread is terminated and the build fails. */
  timeoutMs?: number;
  /** Heap of the building thread. */
  maxMemoryMb?: number;
}

/** About 50 ms of the event loop at most. */
const INLINE_CHARACTERS = 50_000;
/** Builds that may wait for the thread; past them a build runs inline rather than fail. */
const QUEUE = 32;

export class IndexBuilder {
  private readonly pool: WorkerPool<IndexTask, IndexResult>;
  private readonly inlineCharacters: number;

  constructor(options: IndexBuilderOptions = {}) {
    this.inlineCharacters = options.inlineCharacters ?? INLINE_CHARACTERS;
    // One thread: builds are rare (training, a changed answer set or knowledge), and the other core answers.
    this.pool = new WorkerPool({
      module: THREAD_MODULES.indexBuilder,
      name: 'the index builder',
      threads: 1,
      queue: QUEUE,
      timeoutMs: options.timeoutMs ?? 10 * 60_000,
      maxMemoryMb: options.maxMemoryMb ?? 2048,
    });
  }

  async build<Task extends IndexTask>(task: Task): Promise<IndexResults[Task['kind']]> {
    if (taskCharacters(task) <= this.inlineCharacters) return handle(task) as IndexResults[Task['kind']];
    try {
      return (await this.pool.run(task)) as IndexResults[Task['kind']];
    } catch (error) {
      if (error instanceof WorkerPoolError && error.reason === 'queue_full') return handle(task) as IndexResults[Task['kind']];
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** What a cache or job needs of the builder. */
export type BuildIndexes = Pick<IndexBuilder, 'build'>;

/** Builds every task inline: for scripts and tests that measure or compare indexes, not the event loop. */
export const inlineIndexBuilder: BuildIndexes = {
  build: async (task) => handle(task) as never,
};

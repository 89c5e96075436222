// Uploaded CSV files are read off the event loop: csv-parse reads about 4 MB a second here, so a 5 MB Q&A import,
// batch test or AutoFAQ answer set held every bot's replies for one to two seconds. A file of more than `inlineCharacters` is read on a
// worker thread; a small one (most files, and most tests) inline, where handing it over would cost more.
import { AutoFaqFileRefused, autoFaqText, type FixedAnswer } from '../autofaq/autofaq-csv';
import { rateLimited } from '../http/errors';
import { THREAD_MODULES } from '../threads/thread-modules';
import { WorkerPool, WorkerPoolError } from '../threads/worker-pool';
import { handle, type CsvReadings, type CsvTask } from './read-csv-task';

export interface CsvReaderOptions {
  /** Files of at most this many characters are read inline (about 25 ms of the event loop). */
  inlineCharacters?: number;
}

const INLINE_CHARACTERS = 100_000;
/** Files that may wait for the thread; one more is refused 429 RATE_LIMITED. */
const QUEUE = 8;
const RETRY_AFTER_SECONDS = 10;

export class CsvReader {
  private readonly pool: WorkerPool<CsvTask, CsvReadings[CsvTask['kind']]>;
  private readonly inlineCharacters: number;

  constructor(options: CsvReaderOptions = {}) {
    this.inlineCharacters = options.inlineCharacters ?? INLINE_CHARACTERS;
    // Bounded by the 5 MB upload limits: seconds at most, and a few hundred MB of records.
    this.pool = new WorkerPool({ module: THREAD_MODULES.csvReader, name: 'the CSV reader', threads: 1, queue: QUEUE, timeoutMs: 60_000, maxMemoryMb: 1024 });
  }

  async read<Task extends CsvTask>(task: Task): Promise<CsvReadings[Task['kind']]> {
    if (task.text.length <= this.inlineCharacters) return handle(task) as CsvReadings[Task['kind']];
    try {
      return (await this.pool.run(task)) as CsvReadings[Task['kind']];
    } catch (error) {
      if (error instanceof WorkerPoolError && error.reason === 'queue_full') throw rateLimited(RETRY_AFTER_SECONDS);
      throw error;
    }
  }

  /** An AutoFAQ file's answers; throws AutoFaqFileRefused naming the file (and the row) as the inline reading does. */
  async readAutoFaq(fileName: string, bytes: Buffer): Promise<FixedAnswer[]> {
    const reading = await this.read({ kind: 'autofaq', fileName, text: autoFaqText(fileName, bytes) });
    if ('answers' in reading) return reading.answers;
    const { reason, location, explanation } = reading.refusal;
    throw new AutoFaqFileRefused(fileName, reason, location, explanation);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

// What a CSV-reading thread does with one uploaded file (csv-reader.ts): the Q&A import's or the batch test's reading
// of its text, every bad line named. Plain functions of the text, so the same code runs on a thread or inline.
import { readBatchTestCsv, type BatchTestCsvReading } from '../batch-test/batch-test-csv';
import { readQaCsv, type QaCsvReading } from '../qa/qa-csv';

export type CsvTask = { kind: 'qa'; text: string } | { kind: 'batch-test'; text: string; rowLimit: number };

export interface CsvReadings {
  qa: QaCsvReading;
  'batch-test': BatchTestCsvReading;
}

export function handle(task: CsvTask): CsvReadings[CsvTask['kind']] {
  return task.kind === 'qa' ? readQaCsv(task.text) : readBatchTestCsv(task.text, task.rowLimit);
}

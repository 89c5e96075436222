// What a CSV-reading thread does with one uploaded file (csv-reader.ts): the Q&A import's, the batch test's or an
// AutoFAQ answer set's reading of its text, every bad line named. Plain functions of the text, so the same code runs on a thread or inline.
import type { KnowledgeLocation, KnowledgeRefusal } from '../../schema/rules/knowledge';
import { AutoFaqFileRefused, readAutoFaqText, type FixedAnswer } from '../autofaq/autofaq-csv';
import { readBatchTestCsv, type BatchTestCsvReading } from '../batch-test/batch-test-csv';
import { readQaCsv, type QaCsvReading } from '../qa/qa-csv';

export type CsvTask = { kind: 'qa'; text: string } | { kind: 'batch-test'; text: string; rowLimit: number } | { kind: 'autofaq'; fileName: string; text: string };

/** An AutoFAQ file's answers, or why it is refused (an error's class does not cross to another thread). */
export type AutoFaqReading = { answers: FixedAnswer[] } | { refusal: { reason: KnowledgeRefusal; location: KnowledgeLocation; explanation: string } };

export interface CsvReadings {
  qa: QaCsvReading;
  'batch-test': BatchTestCsvReading;
  autofaq: AutoFaqReading;
}

export function handle(task: CsvTask): CsvReadings[CsvTask['kind']] {
  if (task.kind === 'qa') return readQaCsv(task.text);
  if (task.kind === 'batch-test') return readBatchTestCsv(task.text, task.rowLimit);
  try {
    return { answers: readAutoFaqText(task.fileName, task.text) };
  } catch (error) {
    if (error instanceof AutoFaqFileRefused) return { refusal: { reason: error.reason, location: error.location, explanation: error.explanation } };
    throw error;
  }
}

// The batch-test file (§3): a CSV whose every line is a question, then optionally the answer the owner expects. A
// first row `question,expected_answer` is a header and skipped; UTF-8 with or without a byte-order mark. Every bad
// line is named, as the Q&A import does, and a file longer than the plan allows is refused at its first row too many.
import { MESSAGE_MAX_CHARS } from '../../schema/rules/constants';
import { BATCH_TEST_ANSWER_MAX_CHARS, BATCH_TEST_QUESTION_HEADERS } from '../../schema/rules/batch-test';
import type { LineIssue } from '../../schema/rules/errors';
import { MSG } from '../../schema/rules/validation';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../answering';

export interface BatchTestQuestion {
  line: number;
  question: string;
  expectedAnswer: string | null;
}

export type BatchTestCsvReading = { ok: true; rows: BatchTestQuestion[] } | { ok: false; lines: LineIssue[] };

/** A first line naming its question column (`question`, `問題`, …) is a header, whatever its second cell says. */
function isHeader(record: CsvRecord): boolean {
  const first = (record.fields[0] ?? '').trim().toLowerCase();
  return (BATCH_TEST_QUESTION_HEADERS as readonly string[]).includes(first);
}

function issueOf(record: CsvRecord, question: string, expected: string): string | undefined {
  if (record.fields.slice(2).some((cell) => cell.trim() !== '')) return MSG.batchCsvColumns;
  if (!question) return MSG.csvNoQuestion;
  if (question.length > MESSAGE_MAX_CHARS || expected.length > BATCH_TEST_ANSWER_MAX_CHARS) return MSG.csvCellTooLong;
  return undefined;
}

/** The refusal of a file (or a run's questions) with more rows than the plan allows, on the first row too many. */
export function rowLimitIssue(rows: readonly { line: number }[], rowLimit: number): LineIssue | undefined {
  if (rows.length <= rowLimit) return undefined;
  return { line: rows[rowLimit].line, message: MSG.batchRowLimit, values: { rows: rows.length, limit: rowLimit } };
}

export function readBatchTestCsv(text: string, rowLimit: number): BatchTestCsvReading {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, lines: [{ line: error.line, message: MSG.csvSyntax }] };
    throw error;
  }
  const dataRecords = records[0] && isHeader(records[0]) ? records.slice(1) : records;
  if (dataRecords.length === 0) return { ok: false, lines: [{ line: records[0]?.line ?? 1, message: MSG.csvEmpty }] };
  const tooMany = rowLimitIssue(dataRecords, rowLimit);
  if (tooMany) return { ok: false, lines: [tooMany] };

  const lines: LineIssue[] = [];
  const rows: BatchTestQuestion[] = [];
  for (const record of dataRecords) {
    const question = (record.fields[0] ?? '').trim();
    const expected = (record.fields[1] ?? '').trim();
    const issue = issueOf(record, question, expected);
    if (issue) lines.push({ line: record.line, message: issue });
    else rows.push({ line: record.line, question, expectedAnswer: expected || null });
  }
  return lines.length > 0 ? { ok: false, lines } : { ok: true, rows };
}

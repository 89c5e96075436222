// The prompt-optimisation file (§3, §5): a CSV with a header row holding `question` and `answer` columns
// (case-insensitive, others ignored), then at most 200 rows, each a question and the answer the owner expects.
// Every bad row is named by its line, as the Q&A import does.
import { MESSAGE_MAX_CHARS } from '../../schema/rules/constants';
import { OPTIMIZATION_COLUMNS, OPTIMIZATION_MAX_ROWS } from '../../schema/rules/autofaq';
import type { LineIssue } from '../../schema/rules/errors';
import { MSG } from '../../schema/rules/validation';
import { CsvSyntaxError, parseCsv } from '../answering';
import type { OptimizationRow } from './optimization.table';

const ANSWER_MAX_CHARS = 5000;

export type OptimizationCsvReading = { ok: true; rows: OptimizationRow[] } | { ok: false; lines: LineIssue[] };

export function readOptimizationCsv(text: string): OptimizationCsvReading {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, lines: [{ line: error.line, message: MSG.csvSyntax }] };
    throw error;
  }
  const [header, ...dataRecords] = records;
  if (!header) return { ok: false, lines: [{ line: 1, message: MSG.csvEmpty }] };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const [questionAt, answerAt] = OPTIMIZATION_COLUMNS.map((name) => names.indexOf(name));
  if (questionAt < 0 || answerAt < 0) return { ok: false, lines: [{ line: header.line, message: MSG.optimizationCsvColumns }] };
  if (dataRecords.length === 0) return { ok: false, lines: [{ line: header.line, message: MSG.csvEmpty }] };
  if (dataRecords.length > OPTIMIZATION_MAX_ROWS) return { ok: false, lines: [{ line: dataRecords[OPTIMIZATION_MAX_ROWS].line, message: MSG.tooLong }] };

  const lines: LineIssue[] = [];
  const rows: OptimizationRow[] = [];
  for (const record of dataRecords) {
    const question = (record.fields[questionAt] ?? '').trim();
    const answer = (record.fields[answerAt] ?? '').trim();
    if (!question) lines.push({ line: record.line, message: MSG.csvNoQuestion });
    else if (!answer) lines.push({ line: record.line, message: MSG.csvNoAnswer });
    else if (question.length > MESSAGE_MAX_CHARS || answer.length > ANSWER_MAX_CHARS) lines.push({ line: record.line, message: MSG.csvCellTooLong });
    else rows.push({ question, answer });
  }
  return lines.length > 0 ? { ok: false, lines } : { ok: true, rows };
}

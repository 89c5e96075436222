// The AutoFAQ answer-set file: a CSV with a header row holding an `answer` column (or `content`, case-insensitive)
// and optionally `title`; each further row is one fixed answer. Any bad row refuses the whole file, naming the
// file, the reason and the row.
import path from 'node:path';
import type { KnowledgeLocation, KnowledgeRefusal } from '../../schema/rules/knowledge';
import { AUTOFAQ_ANSWER_COLUMNS, AUTOFAQ_ANSWER_MAX_CHARS, AUTOFAQ_FILE_MAX_ANSWERS, AUTOFAQ_TITLE_COLUMN, AUTOFAQ_TITLE_MAX_CHARS } from '../../schema/rules/autofaq';
import { CsvSyntaxError, parseCsv } from '../answering';
import { AppError } from '../http/errors';
import { decodeUploadedText } from '../uploads/text-decoding';

export interface FixedAnswer {
  /** 1-based CSV record (the header is row 1), as the knowledge files count rows. */
  row: number;
  title: string;
  text: string;
}

const REFUSAL_TEXT: Partial<Record<KnowledgeRefusal, string>> = {
  empty: 'the file has no answers',
  wrong_type: 'not a CSV text file',
  not_utf8: 'not UTF-8 text',
  csv_syntax: 'CSV syntax error',
  csv_columns: 'the header row needs an answer (or content) column',
  cell_too_long: `the answer is longer than ${AUTOFAQ_ANSWER_MAX_CHARS} characters`,
};

/** 400 KNOWLEDGE_FILE_INVALID with the file, the reason and, when known, the row (error.file/reason/location). */
export class AutoFaqFileRefused extends AppError {
  constructor(
    readonly file: string,
    readonly reason: KnowledgeRefusal,
    readonly location: KnowledgeLocation = {},
    readonly explanation: string = REFUSAL_TEXT[reason] ?? reason,
  ) {
    super('KNOWLEDGE_FILE_INVALID', `${file}${location.row ? `, row ${location.row}` : ''}: ${explanation}`);
  }
}

/** UTF-8 or UTF-16 with a byte-order mark, as every text upload (backend/uploads/text-decoding.ts). */
function decode(fileName: string, bytes: Buffer): string {
  const decoded = decodeUploadedText(bytes);
  if (decoded.ok) return decoded.text;
  throw new AutoFaqFileRefused(fileName, decoded.problem === 'binary' ? 'wrong_type' : 'not_utf8');
}

/** The file's text, once its name says CSV and its bytes are UTF-8 without NUL; the cheap checks before the reading. */
export function autoFaqText(fileName: string, bytes: Buffer): string {
  if (path.extname(fileName).toLowerCase() !== '.csv') throw new AutoFaqFileRefused(fileName, 'wrong_type');
  return decode(fileName, bytes);
}

/** The answers of a CSV file's text (the costly part: the CSV reading and every row's checks). */
export function readAutoFaqText(fileName: string, text: string): FixedAnswer[] {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new AutoFaqFileRefused(fileName, 'csv_syntax', { row: error.line });
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new AutoFaqFileRefused(fileName, 'empty');
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const answerAt = names.findIndex((name) => (AUTOFAQ_ANSWER_COLUMNS as readonly string[]).includes(name));
  const titleAt = names.indexOf(AUTOFAQ_TITLE_COLUMN);
  if (answerAt < 0) throw new AutoFaqFileRefused(fileName, 'csv_columns', { row: header.line });
  if (rows.length === 0) throw new AutoFaqFileRefused(fileName, 'empty');
  if (rows.length > AUTOFAQ_FILE_MAX_ANSWERS) {
    throw new AutoFaqFileRefused(fileName, 'too_many_chunks', { row: rows[AUTOFAQ_FILE_MAX_ANSWERS].line }, `more than ${AUTOFAQ_FILE_MAX_ANSWERS} answers`);
  }

  // A row is named by its line in the file, as the Q&A import's are (a blank line or a cell over several lines
  // would otherwise make the count disagree with an editor's).
  return rows.map((record) => {
    const row = record.line;
    const answer = (record.fields[answerAt] ?? '').trim();
    const title = titleAt >= 0 ? (record.fields[titleAt] ?? '').trim() : '';
    // §5 has no reason of its own for an empty cell; `empty` with the row says which answer is missing.
    if (!answer) throw new AutoFaqFileRefused(fileName, 'empty', { row }, 'the answer is empty');
    if (Array.from(answer).length > AUTOFAQ_ANSWER_MAX_CHARS) throw new AutoFaqFileRefused(fileName, 'cell_too_long', { row });
    if (Array.from(title).length > AUTOFAQ_TITLE_MAX_CHARS) throw new AutoFaqFileRefused(fileName, 'cell_too_long', { row }, `the title is longer than ${AUTOFAQ_TITLE_MAX_CHARS} characters`);
    return { row, title, text: answer };
  });
}

// RFC 4180 CSV reading for every uploaded CSV (Q&A import, AutoQA knowledge, AutoFAQ answers, prompt optimisation):
// csv-parse does the reading (quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF endings and a
// UTF-8 byte-order mark are accepted). Every problem names the physical line its record starts on.
import { CsvError, parse } from 'csv-parse/sync';

export interface CsvRecord {
  /** 1-based physical line on which the record starts. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
  }
}

const SYNTAX_MESSAGES: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted field',
  CSV_INVALID_CLOSING_QUOTE: 'text after a closing quote',
};

const CR = 0x0d;
const LF = 0x0a;

/**
 * Physical line numbers of byte offsets, asked in increasing order. csv-parse's own `info.lines` counts a CRLF
 * inside a quoted field as two lines, so records are located by their byte offsets (`bytes_records`) instead.
 */
class LineCounter {
  private offset = 0;
  private line = 1;

  constructor(private readonly bytes: Buffer) {}

  private advanceTo(target: number): void {
    for (; this.offset < target; this.offset++) {
      const byte = this.bytes[this.offset];
      if (byte === LF || (byte === CR && this.bytes[this.offset + 1] !== LF)) this.line++;
    }
  }

  /** The line of the first record starting at or after `offset`: blank lines before it are skipped but counted. */
  recordAfter(offset: number): number {
    this.advanceTo(offset);
    let at = this.offset;
    while (this.bytes[at] === CR || this.bytes[at] === LF) at++;
    this.advanceTo(at);
    return this.line;
  }
}

/** Splits text into records; throws CsvSyntaxError on a stray or unterminated quote. Blank lines and records are skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const bytes = Buffer.from(text, 'utf8');
  const lines = new LineCounter(bytes);
  const records: CsvRecord[] = [];
  let recordEnd = 0;
  try {
    parse(bytes, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (fields, context) => {
        const line = lines.recordAfter(recordEnd);
        recordEnd = context.bytes_records;
        // A line of blank cells (`,,`, `""`) is as blank as an empty one: spreadsheets write one for a row whose
        // contents were cleared, and refusing the whole file for it helps no one.
        if (fields.some((field) => field.trim() !== '')) records.push({ line, fields });
        return null;
      },
    });
    return records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new CsvSyntaxError(lines.recordAfter(recordEnd), SYNTAX_MESSAGES[error.code] ?? error.message);
  }
}

export interface QaGroupInput {
  id: string;
  questions: string[];
  answers: string[];
}

export interface CsvRowError {
  line: number;
  message: string;
}

export type QaCsvResult = { ok: true; groups: QaGroupInput[] } | { ok: false; errors: CsvRowError[] };

const QA_COLUMNS = ['group', 'question', 'answer'] as const;

/**
 * Reads the `group,question,answer` import format: rows sharing a group are its phrasings and answers, in
 * file order (an answer repeated on several rows counts once). Returns every bad row, or the groups.
 */
export function parseQaCsv(text: string): QaCsvResult {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, errors: [{ line: error.line, message: error.message }] };
    throw error;
  }
  const [header, ...rows] = records;
  const names = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  const columns = QA_COLUMNS.map((name) => names.indexOf(name));
  if (!header || columns.some((index) => index < 0)) {
    return { ok: false, errors: [{ line: header?.line ?? 1, message: 'the header must name the columns group, question and answer' }] };
  }
  const [groupColumn, questionColumn, answerColumn] = columns;
  const errors: CsvRowError[] = [];
  const groups = new Map<string, QaGroupInput>();
  for (const row of rows) {
    if (row.fields.length !== names.length) {
      errors.push({ line: row.line, message: `expected ${names.length} fields, found ${row.fields.length}` });
      continue;
    }
    const id = row.fields[groupColumn].trim();
    const question = row.fields[questionColumn].trim();
    const answer = row.fields[answerColumn].trim();
    if (!id || !question) {
      errors.push({ line: row.line, message: 'group and question must not be empty' });
      continue;
    }
    const group = groups.get(id) ?? { id, questions: [], answers: [] };
    groups.set(id, group);
    if (!group.questions.includes(question)) group.questions.push(question);
    if (answer && !group.answers.includes(answer)) group.answers.push(answer);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, groups: [...groups.values()] };
}

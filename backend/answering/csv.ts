// RFC 4180 CSV reading for Q&A import files: quoted fields may hold commas, doubled quotes and line breaks;
// CRLF or LF endings and a UTF-8 byte-order mark are accepted. Every problem names the line it starts on.

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

/** Splits text into records; throws CsvSyntaxError on a stray or unterminated quote. Blank lines are skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;

  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };

  while (i < source.length) {
    const c = source[i];
    if (c === '"') {
      if (field !== '') throw new CsvSyntaxError(line, 'a quote inside an unquoted field');
      const quoteLine = line;
      i++;
      for (;;) {
        if (i >= source.length) throw new CsvSyntaxError(quoteLine, 'a quoted field is never closed');
        const q = source[i];
        if (q === '"' && source[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (q === '"') {
          i++;
          break;
        } else {
          if (q === '\n') line++;
          field += q;
          i++;
        }
      }
      const next = source[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvSyntaxError(line, 'text after a closing quote');
      }
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      i++;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && source[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
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

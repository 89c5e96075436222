// The entity file: a UTF-8 CSV whose header row names the columns `type`, `value` and (optionally) `synonyms`, in any
// order and case; each further row is one entity, its synonyms separated by `|` (or `｜`). Any bad row refuses the
// whole file (400 IMPORT_INVALID), naming every bad row by its line and what is wrong with it.
import path from 'node:path';
import type { LineIssue } from '../../schema/rules/errors';
import { ENTITY_BAD_ROWS_LISTED, ENTITY_FILE_MAX_ROWS, ENTITY_NAME_MAX_CHARS, ENTITY_SYNONYM_SEPARATOR, ENTITY_SYNONYMS_MAX, ENTITY_TYPE_PATTERN } from '../../schema/rules/entities';
import { CsvSyntaxError, normalise, parseCsv, type CsvRecord } from '../answering';
import { AppError } from '../http/errors';
import type { StoredEntity } from './entities.repository';

export interface EntityRow extends StoredEntity {
  /** The CSV line the row starts on (the header is line 1). */
  row: number;
}

/** 400 IMPORT_INVALID with every bad line (`error.lines`), at most ENTITY_BAD_ROWS_LISTED of them. */
export class EntityFileInvalid extends AppError {
  constructor(
    readonly file: string,
    readonly lines: LineIssue[],
  ) {
    super('IMPORT_INVALID', `${file}: ${lines.map((issue) => `line ${issue.line}: ${issue.message}`).join('; ')}`);
  }
}

const chars = (value: string) => Array.from(value).length;

function decode(fileName: string, bytes: Buffer): string {
  const refuse = () => new EntityFileInvalid(fileName, [{ line: 1, message: 'not a UTF-8 CSV text file' }]);
  if (path.extname(fileName).toLowerCase() !== '.csv' || bytes.includes(0)) throw refuse();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse();
  }
}

function records(fileName: string, text: string): CsvRecord[] {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new EntityFileInvalid(fileName, [{ line: error.line, message: 'CSV syntax error (a stray or unclosed quote)' }]);
    throw error;
  }
}

/** The row's entity, or what is wrong with it. */
function readRow(fields: string[], at: { type: number; value: number; synonyms: number }): StoredEntity | string {
  const type = (fields[at.type] ?? '').trim();
  const value = (fields[at.value] ?? '').trim();
  if (!type) return 'the type is empty';
  if (!ENTITY_TYPE_PATTERN.test(type)) return `the type "${type.slice(0, 40)}" may hold only letters, digits, _ and - (at most 40)`;
  if (!value) return 'the value is empty';
  if (chars(value) > ENTITY_NAME_MAX_CHARS) return `the value is longer than ${ENTITY_NAME_MAX_CHARS} characters`;
  const cell = at.synonyms >= 0 ? fields[at.synonyms] ?? '' : '';
  const synonyms = [...new Set(cell.split(ENTITY_SYNONYM_SEPARATOR).map((name) => name.trim()).filter((name) => name && name !== value))];
  if (synonyms.length > ENTITY_SYNONYMS_MAX) return `more than ${ENTITY_SYNONYMS_MAX} synonyms`;
  if (synonyms.some((name) => chars(name) > ENTITY_NAME_MAX_CHARS)) return `a synonym is longer than ${ENTITY_NAME_MAX_CHARS} characters`;
  if (![value, ...synonyms].some((name) => normalise(name))) return 'the value has no letters or digits';
  return { type, value, synonyms };
}

export function readEntityCsv(fileName: string, bytes: Buffer): EntityRow[] {
  const [header, ...rows] = records(fileName, decode(fileName, bytes));
  if (!header) throw new EntityFileInvalid(fileName, [{ line: 1, message: 'the file is empty' }]);
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const at = { type: names.indexOf('type'), value: names.indexOf('value'), synonyms: names.indexOf('synonyms') };
  if (at.type < 0 || at.value < 0) throw new EntityFileInvalid(fileName, [{ line: header.line, message: 'the header row must name the columns type, value and synonyms' }]);
  if (rows.length === 0) throw new EntityFileInvalid(fileName, [{ line: header.line, message: 'the file has no entities' }]);
  if (rows.length > ENTITY_FILE_MAX_ROWS) {
    throw new EntityFileInvalid(fileName, [{ line: rows[ENTITY_FILE_MAX_ROWS].line, message: `more than ${ENTITY_FILE_MAX_ROWS} entities; split the file` }]);
  }

  const bad: LineIssue[] = [];
  const seen = new Map<string, number>();
  const entities: EntityRow[] = [];
  for (const record of rows) {
    const read = readRow(record.fields, at);
    const key = typeof read === 'string' ? '' : `${read.type}\u0000${normalise(read.value)}`;
    const earlier = seen.get(key);
    if (typeof read === 'string') bad.push({ line: record.line, message: read });
    else if (earlier !== undefined) bad.push({ line: record.line, message: `the same ${read.type} as line ${earlier}` });
    else {
      seen.set(key, record.line);
      entities.push({ ...read, row: record.line });
    }
  }
  if (bad.length > ENTITY_BAD_ROWS_LISTED) {
    const rest = bad.length - ENTITY_BAD_ROWS_LISTED;
    bad.splice(ENTITY_BAD_ROWS_LISTED, rest, { line: bad[ENTITY_BAD_ROWS_LISTED].line, message: `and ${rest} more bad rows` });
  }
  if (bad.length > 0) throw new EntityFileInvalid(fileName, bad);
  return entities;
}

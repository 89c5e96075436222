// The entity file: a UTF-8 (or UTF-16) CSV whose header row names the columns `type`, `value` and (optionally) `synonyms`, in any
// order and case; each further row is one entity, its synonyms separated by `|` (or `｜`). Any bad row refuses the
// whole file (400 IMPORT_INVALID), naming every bad row by its line and what is wrong with it (a message key of
// ENTITY_MSG and the values it names, which the console words in its language).
import path from 'node:path';
import type { LineIssue } from '../../schema/rules/errors';
import { ENTITY_BAD_ROWS_LISTED, ENTITY_FILE_MAX_ROWS, ENTITY_MSG, ENTITY_NAME_MAX_CHARS, ENTITY_SYNONYM_SEPARATOR, ENTITY_SYNONYMS_MAX, ENTITY_TYPE_PATTERN } from '../../schema/rules/entities';
import { MSG } from '../../schema/rules/messages';
import { CsvSyntaxError, normalise, parseCsv, type CsvRecord } from '../answering';
import { AppError } from '../http/errors';
import { decodeUploadedText } from '../uploads/text-decoding';
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
    super('IMPORT_INVALID', `${file} was not stored: bad rows on line ${lines.map((issue) => issue.line).join(', ')} (error.lines names each reason).`);
  }
}

const chars = (value: string) => Array.from(value).length;

/** UTF-8 or UTF-16 with a byte-order mark, as every text upload (backend/uploads/text-decoding.ts). */
function decode(fileName: string, bytes: Buffer): string {
  const decoded = path.extname(fileName).toLowerCase() === '.csv' ? decodeUploadedText(bytes) : undefined;
  if (!decoded?.ok) throw new EntityFileInvalid(fileName, [{ line: 1, message: ENTITY_MSG.notCsvText }]);
  return decoded.text;
}

function records(fileName: string, text: string): CsvRecord[] {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new EntityFileInvalid(fileName, [{ line: error.line, message: MSG.csvSyntax }]);
    throw error;
  }
}

type RowProblem = Omit<LineIssue, 'line'>;

/** The row's entity, or what is wrong with it. */
function readRow(fields: string[], at: { type: number; value: number; synonyms: number }): StoredEntity | RowProblem {
  const type = (fields[at.type] ?? '').trim();
  const value = (fields[at.value] ?? '').trim();
  if (!type) return { message: ENTITY_MSG.typeEmpty };
  if (!ENTITY_TYPE_PATTERN.test(type)) return { message: ENTITY_MSG.typeInvalid, values: { type: Array.from(type).slice(0, 40).join('') } };
  if (!value) return { message: ENTITY_MSG.valueEmpty };
  if (chars(value) > ENTITY_NAME_MAX_CHARS) return { message: ENTITY_MSG.valueTooLong, values: { max: ENTITY_NAME_MAX_CHARS } };
  const cell = at.synonyms >= 0 ? fields[at.synonyms] ?? '' : '';
  const synonyms = [...new Set(cell.split(ENTITY_SYNONYM_SEPARATOR).map((name) => name.trim()).filter((name) => name && name !== value))];
  if (synonyms.length > ENTITY_SYNONYMS_MAX) return { message: ENTITY_MSG.tooManySynonyms, values: { max: ENTITY_SYNONYMS_MAX } };
  if (synonyms.some((name) => chars(name) > ENTITY_NAME_MAX_CHARS)) return { message: ENTITY_MSG.synonymTooLong, values: { max: ENTITY_NAME_MAX_CHARS } };
  if (![value, ...synonyms].some((name) => normalise(name))) return { message: ENTITY_MSG.noLetters };
  return { type, value, synonyms };
}

export function readEntityCsv(fileName: string, bytes: Buffer): EntityRow[] {
  const [header, ...rows] = records(fileName, decode(fileName, bytes));
  if (!header) throw new EntityFileInvalid(fileName, [{ line: 1, message: MSG.csvEmpty }]);
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const at = { type: names.indexOf('type'), value: names.indexOf('value'), synonyms: names.indexOf('synonyms') };
  if (at.type < 0 || at.value < 0) throw new EntityFileInvalid(fileName, [{ line: header.line, message: ENTITY_MSG.header }]);
  if (rows.length === 0) throw new EntityFileInvalid(fileName, [{ line: header.line, message: ENTITY_MSG.noEntities }]);
  if (rows.length > ENTITY_FILE_MAX_ROWS) {
    throw new EntityFileInvalid(fileName, [{ line: rows[ENTITY_FILE_MAX_ROWS].line, message: ENTITY_MSG.tooManyRows, values: { max: ENTITY_FILE_MAX_ROWS } }]);
  }

  const bad: LineIssue[] = [];
  const seen = new Map<string, number>();
  const entities: EntityRow[] = [];
  for (const record of rows) {
    const read = readRow(record.fields, at);
    const key = 'message' in read ? '' : `${read.type}\u0000${normalise(read.value)}`;
    const earlier = seen.get(key);
    if ('message' in read) bad.push({ line: record.line, ...read });
    else if (earlier !== undefined) bad.push({ line: record.line, message: ENTITY_MSG.duplicate, values: { type: read.type, line: earlier } });
    else {
      seen.set(key, record.line);
      entities.push({ ...read, row: record.line });
    }
  }
  if (bad.length > ENTITY_BAD_ROWS_LISTED) {
    const rest = bad.length - ENTITY_BAD_ROWS_LISTED;
    bad.splice(ENTITY_BAD_ROWS_LISTED, rest, { line: bad[ENTITY_BAD_ROWS_LISTED].line, message: ENTITY_MSG.moreBadRows, values: { count: rest } });
  }
  if (bad.length > 0) throw new EntityFileInvalid(fileName, bad);
  return entities;
}

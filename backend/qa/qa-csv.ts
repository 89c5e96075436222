// The Q&A import/export file: `group,question,answer`, several rows per group (and on import, as many question and
// answer columns as the owner likes; a column of another name holding text refuses the file), and the optional
// settings columns of qa-csv-settings.ts (answer_mode, similar_enabled, tags, choices). Reading uses the answer
// engine's RFC 4180 reader; the grouping follows docs/rest-api.md (a row may leave its question or its
// answer empty; every group needs both), and each problem is a line number with a validation.csv* key.
import { MESSAGE_MAX_CHARS, QA_GROUP_MAX_ANSWERS, QA_GROUP_MAX_QUESTIONS } from '../../schema/rules/constants';
import type { LineIssue } from '../../schema/rules/errors';
import { MSG, stripHiddenCharacters } from '../../schema/rules/validation';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../answering';
import { SETTING_COLUMN_NAMES, settingCells, SettingsCells, type GroupSettings, type SettingField } from './qa-csv-settings';

// The same bounds qaGroupSchema puts on a group made in the console.
const KEY_MAX_CHARS = 200;
const ANSWER_MAX_CHARS = 5000;
const COLUMNS = ['group', 'question', 'answer'] as const;

export interface ImportedGroup {
  key: string;
  /** Line of the group's first row, for problems about the group as a whole. */
  line: number;
  questions: string[];
  answers: string[];
  /** The settings of the file's settings columns (`settingFields`), each group the same ones. */
  settings: GroupSettings;
  /** The line of the row that gave each setting the group has a cell for, for problems about that setting. */
  settingLines: Partial<Record<SettingField, number>>;
}

/**
 * `warnings`: what goes through but reads as a mistake (importAmbiguities), in line order. `settingFields`: the
 * settings the file's columns give (an import sets them on the groups it updates; others keep theirs).
 */
export type QaCsvReading = { ok: true; groups: ImportedGroup[]; rows: number; warnings: LineIssue[]; settingFields: SettingField[] } | { ok: false; lines: LineIssue[] };

/** A question or a key as matching and the owner read it: width folded (NFKC), trimmed, case aside. */
export function foldedText(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

/**
 * Questions the file gives two groups, and keys equal once folded, each named on its later line with the first:
 * imported as they are (a file its own export round-trips is not refused), but worth a look, as two groups with one
 * question leave the answer to the index's ranking and two keys that read as one make two groups.
 */
class ImportAmbiguities {
  readonly warnings: LineIssue[] = [];
  private readonly questions = new Map<string, { key: string; line: number }>();
  private readonly keys = new Map<string, { key: string; line: number }>();

  group(key: string, line: number): void {
    const first = this.keys.get(foldedText(key));
    if (!first) this.keys.set(foldedText(key), { key, line });
    else if (first.key !== key) this.warnings.push({ line, message: MSG.csvKeysAlike, values: { key: first.key, line: first.line } });
  }

  question(question: string, key: string, line: number): void {
    if (!question) return;
    const first = this.questions.get(foldedText(question));
    if (!first) this.questions.set(foldedText(question), { key, line });
    else if (first.key !== key) this.warnings.push({ line, message: MSG.csvQuestionInTwoGroups, values: { key: first.key, line: first.line } });
  }
}

function readRecords(text: string): CsvRecord[] | LineIssue {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { line: error.line, message: MSG.csvSyntax };
    throw error;
  }
}

const hasColumns = (header: CsvRecord) => {
  const names = header.fields.map((name) => name.trim().toLowerCase());
  return COLUMNS.every((name) => names.includes(name));
};

/** The first line read on its own: a file broken further down is still told when its header is not ours. */
function headerIssue(text: string): LineIssue | undefined {
  const firstLine = text.split(/\r?\n/, 1)[0];
  const header = readRecords(firstLine);
  return Array.isArray(header) && header[0] && !hasColumns(header[0]) ? { line: 1, message: MSG.csvColumns } : undefined;
}

export function readQaCsv(text: string): QaCsvReading {
  const records = readRecords(text);
  if (!Array.isArray(records)) {
    const header = records.line > 1 ? headerIssue(text) : undefined;
    return { ok: false, lines: header ? [header, records] : [records] };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, lines: [{ line: 1, message: MSG.csvEmpty }] };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const columnsNamed = (name: string) => names.flatMap((each, at) => (each === name ? [at] : []));
  const groupAt = names.indexOf('group');
  // A phrasing or an answer per column is a natural layout too: every question and answer column is read.
  const questionAts = columnsNamed('question');
  const answerAts = columnsNamed('answer');
  const namedTwice = ['group', ...SETTING_COLUMN_NAMES].some((name) => columnsNamed(name).length > 1);
  if (!hasColumns(header) || namedTwice) return { ok: false, lines: [{ line: header.line, message: MSG.csvColumns }] };
  if (rows.length === 0) return { ok: false, lines: [{ line: header.line, message: MSG.csvEmpty }] };
  // Any other column is not imported: one holding text would be lost without a word, so the file is refused.
  const unread = names.flatMap((name, at) => ([...COLUMNS, ...SETTING_COLUMN_NAMES].includes(name) ? [] : [at]));
  if (rows.some((row) => unread.some((at) => (row.fields[at] ?? '').trim() !== ''))) return { ok: false, lines: [{ line: header.line, message: MSG.csvUnreadColumn }] };

  const lines: LineIssue[] = [];
  const groups = new Map<string, ImportedGroup>();
  const ambiguities = new ImportAmbiguities();
  const settings = new SettingsCells(names);
  for (const row of rows) {
    if (row.fields.length !== names.length) {
      lines.push({ line: row.line, message: MSG.csvRowCells });
      continue;
    }
    // Two exports pasted into one file repeat the header in the middle: not a group named "group".
    if (row.fields.every((field, at) => field.trim().toLowerCase() === names[at])) {
      lines.push({ line: row.line, message: MSG.csvHeaderAgain });
      continue;
    }
    const cell = (at: number) => restoredCell(row.fields[at].trim());
    const key = cell(groupAt);
    const questions = questionAts.map(cell);
    const answers = answerAts.map(cell);
    if (!key) {
      lines.push({ line: row.line, message: MSG.csvEmptyGroup });
      continue;
    }
    if (key.length > KEY_MAX_CHARS || questions.some((question) => question.length > MESSAGE_MAX_CHARS) || answers.some((answer) => answer.length > ANSWER_MAX_CHARS)) {
      lines.push({ line: row.line, message: MSG.csvCellTooLong });
      continue;
    }
    const group = groups.get(key) ?? { key, line: row.line, questions: [], answers: [], settings: settings.initial(), settingLines: {} };
    if (!groups.has(key)) ambiguities.group(key, row.line);
    groups.set(key, group);
    for (const question of questions) ambiguities.question(question, key, row.line);
    for (const question of questions) addOnce(group.questions, question, QA_GROUP_MAX_QUESTIONS);
    for (const answer of answers) addOnce(group.answers, answer, QA_GROUP_MAX_ANSWERS);
    lines.push(...settings.read(group, cell, row.line));
  }
  for (const group of groups.values()) {
    if (group.questions.length === 0) lines.push({ line: group.line, message: MSG.csvNoQuestion });
    else if (group.answers.length === 0) lines.push({ line: group.line, message: MSG.csvNoAnswer });
    else if (group.questions.length > QA_GROUP_MAX_QUESTIONS || group.answers.length > QA_GROUP_MAX_ANSWERS) lines.push({ line: group.line, message: MSG.tooLong });
  }
  if (lines.length > 0) return { ok: false, lines: lines.sort((a, b) => a.line - b.line) };
  return { ok: true, groups: [...groups.values()], rows: rows.length, warnings: ambiguities.warnings, settingFields: settings.fields };
}

/**
 * Adds a new, non-empty value; one past `max` is kept (the group is then refused), no more. So a list is never searched
 * past `max` + 1 items: unbounded, a file of one group of 140,000 rows took 86 s here, holding every bot's replies.
 */
function addOnce(list: string[], value: string, max: number): void {
  if (!value || list.length > max || list.includes(value)) return;
  list.push(value);
}

// OWASP CSV injection: a cell starting with = + - @, tab or CR is read by spreadsheets as a formula. The export
// puts a single quote in front of such a cell, and of a cell that is quotes in front of one (so a value that
// really starts with a quote survives); the import takes exactly one such quote off (docs/decisions.md).
const FORMULA_CELL = /^'*[=+\-@\t\r]/;
const QUOTED_FORMULA_CELL = /^'+[=+\-@\t\r]/;

/** A cell as written to the file: formula-like cells behind a single quote. */
function defusedCell(value: string): string {
  return FORMULA_CELL.test(value) ? `'${value}` : value;
}

/** A cell as read from the file: the export's formula quote taken off. */
function restoredCell(value: string): string {
  // As every free-text field: a cell that is only a zero-width space is empty, not an invisible question.
  const visible = stripHiddenCharacters(value).trim();
  return QUOTED_FORMULA_CELL.test(visible) ? visible.slice(1) : visible;
}

/** RFC 4180: a field holding a quote, comma or line break is quoted, quotes doubled; a formula-like one is defused. */
export function csvField(value: string): string {
  const cell = defusedCell(value);
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * A group of n questions and m answers becomes max(n, m) rows, its settings on the first (empty cells for those it
 * does not carry: the defaults on import); reading the file back gives the same groups.
 */
export function writeQaCsv(groups: ({ key: string; questions: string[]; answers: string[] } & GroupSettings)[]): string {
  const lines = [[...COLUMNS, ...SETTING_COLUMN_NAMES].join(',')];
  for (const group of groups) {
    const rows = Math.max(group.questions.length, group.answers.length);
    const first = settingCells(group);
    for (let i = 0; i < rows; i++) {
      const settings = i === 0 ? first : first.map(() => '');
      lines.push([group.key, group.questions[i] ?? '', group.answers[i] ?? '', ...settings].map(csvField).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

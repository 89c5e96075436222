// The Q&A file's settings columns, beside group,question,answer: a group's answer mode, its similar-question switch,
// its tags and its follow-up (postback) choices. Each is optional: a file without the column imports as before and
// leaves that setting of a group it updates as it was. With the column, the group's value is on one of its rows (the
// export writes it on the first); an empty cell is the console's default. The mode and the switch may be written in
// the console's languages (隨機, 依序, 是, 否, …). docs/rest-api.md describes the format.
import { QA_GROUP_CHOICES, QA_GROUP_TAGS, type AnswerMode } from '../../schema/rules/constants';
import type { LineIssue } from '../../schema/rules/errors';
import { MSG } from '../../schema/rules/validation';

/** A group's settings as a file gives them: only those of the columns it has. */
export interface GroupSettings {
  answer_mode?: AnswerMode;
  similar_enabled?: boolean;
  tags?: string[];
  postback_choices?: string[];
}
export type SettingField = keyof GroupSettings;

/** What a group the console or an import makes without saying has. */
export const DEFAULT_GROUP_SETTINGS: Required<GroupSettings> = { answer_mode: 1, similar_enabled: true, tags: [], postback_choices: [] };

type Problem = Omit<LineIssue, 'line'>;
type Reading<T> = { value: T } | { problem: Problem };

interface Column<F extends SettingField> {
  name: string;
  field: F;
  read(cell: string): Reading<Required<GroupSettings>[F]>;
  write(value: Required<GroupSettings>[F]): string;
}
type AnyColumn = { [F in SettingField]: Column<F> }[SettingField];

const MODE_NAMES: Record<AnswerMode, string> = { 1: 'first', 2: 'random', 3: 'in_order' };
/**
 * Words an owner may type for a mode besides its name and number: the console's own label of it in each of its
 * languages (tw, cn, jp, en, as the Q&A dialog shows them; qa-csv.test.ts holds them to the i18n files) and their
 * short forms, so a file edited in a spreadsheet in Chinese or Japanese imports as typed.
 */
const MODE_WORDS: Record<AnswerMode, readonly string[]> = {
  1: ['第一個回答', '第一个回答', '最初の回答', 'first answer', '第一個', '第一个', '最初'],
  2: ['隨機', '随机', 'ランダム'],
  3: ['依序', '按顺序', '順番', 'in order', '依順序', '顺序', '順序'],
};
/** The similar-question switch: English words and numbers, and yes / no, on / off in Chinese and Japanese. */
const SWITCH_WORDS = {
  on: ['yes', 'y', 'true', 'on', '1', '是', '開', '开', '開啟', '开启', '啟用', '启用', 'はい', 'オン', '有効'],
  off: ['no', 'n', 'false', 'off', '0', '否', '關', '关', '關閉', '关闭', '停用', 'いいえ', 'オフ', '無効'],
} as const;

const word = (cell: string) => cell.normalize('NFKC').trim().toLowerCase().replace(/[\s-]+/g, '_');

/** The mode's name (`in order` and `in-order` too), its number as the REST API gives it, or one of its words. */
const MODE_OF = new Map<string, AnswerMode>(
  ([1, 2, 3] as const).flatMap((mode) => [MODE_NAMES[mode], String(mode), ...MODE_WORDS[mode]].map((name) => [word(name), mode] as const)),
);
const SWITCH_OF = new Map<string, boolean>([...SWITCH_WORDS.on.map((name) => [word(name), true] as const), ...SWITCH_WORDS.off.map((name) => [word(name), false] as const)]);

/**
 * The items of a list cell, separated by `|` or the full-width `｜` an input method types in its place (as entity
 * files' synonyms); a separator written twice is that character inside an item, so any item round-trips. Items are
 * trimmed as the console trims them; empty ones (a trailing separator) are dropped.
 */
export function splitList(cell: string): string[] {
  const items: string[] = [];
  let item = '';
  for (let at = 0; at < cell.length; at++) {
    const char = cell[at];
    if (char !== '|' && char !== '\uff5c') item += char;
    else if (cell[at + 1] === char) item += cell[at++];
    else {
      items.push(item);
      item = '';
    }
  }
  items.push(item);
  return items.map((each) => each.trim()).filter((each) => each !== '');
}

export function joinList(items: string[]): string {
  return items.map((item) => item.replace(/[|\uff5c]/g, '$&$&')).join(' | ');
}

function listColumn<F extends 'tags' | 'postback_choices'>(name: string, field: F, limits: { max: number; chars: number }, message: string): Column<F> {
  return {
    name,
    field,
    read(cell) {
      const items = splitList(cell);
      if (items.length > limits.max || items.some((item) => item.length > limits.chars)) return { problem: { message, values: { ...limits } } };
      return { value: items };
    },
    write: joinList,
  };
}

/** In the order the export writes them, after group,question,answer. */
export const SETTING_COLUMNS: readonly AnyColumn[] = [
  {
    name: 'answer_mode',
    field: 'answer_mode',
    read: (cell) => {
      const mode = MODE_OF.get(word(cell));
      return mode ? { value: mode } : { problem: { message: MSG.csvAnswerMode } };
    },
    write: (mode) => MODE_NAMES[mode],
  },
  {
    name: 'similar_enabled',
    field: 'similar_enabled',
    read: (cell) => {
      const on = SWITCH_OF.get(word(cell));
      return on === undefined ? { problem: { message: MSG.csvSimilarEnabled } } : { value: on };
    },
    write: (on) => (on ? 'yes' : 'no'),
  },
  listColumn('tags', 'tags', QA_GROUP_TAGS, MSG.csvTags),
  listColumn('choices', 'postback_choices', QA_GROUP_CHOICES, MSG.csvChoices),
];

export const SETTING_COLUMN_NAMES: readonly string[] = SETTING_COLUMNS.map((column) => column.name);

/** The settings cells of one group's first row in the export; empty cells for settings the group does not carry. */
export function settingCells(group: GroupSettings): string[] {
  return SETTING_COLUMNS.map((column) => {
    const value = group[column.field];
    return value === undefined ? '' : (column.write as (value: unknown) => string)(value);
  });
}

/**
 * Reads the settings columns of a file: `fields` are those it has. A group starts with their defaults; a row's
 * non-empty cell sets the value, and another row of the group giving another value is a problem on its line.
 */
export class SettingsCells {
  private readonly columns: { column: AnyColumn; at: number }[];
  /** Per group key and field: the line that gave its value, and the value as JSON (to compare). */
  private readonly given = new Map<string, Map<SettingField, { line: number; json: string }>>();

  constructor(names: string[]) {
    this.columns = SETTING_COLUMNS.flatMap((column) => {
      const at = names.indexOf(column.name);
      return at < 0 ? [] : [{ column, at }];
    });
  }

  get fields(): SettingField[] {
    return this.columns.map(({ column }) => column.field);
  }

  /** The settings of a group the file starts: each of the file's columns at its default. */
  initial(): GroupSettings {
    return Object.fromEntries(this.fields.map((field) => [field, DEFAULT_GROUP_SETTINGS[field]]));
  }

  /** Sets the group's settings (and the line each came from) from a row's cells; answers the row's problems. */
  read(group: { key: string; settings: GroupSettings; settingLines: Partial<Record<SettingField, number>> }, cell: (at: number) => string, line: number): LineIssue[] {
    if (this.columns.length === 0) return [];
    const problems: LineIssue[] = [];
    const given = this.given.get(group.key) ?? new Map<SettingField, { line: number; json: string }>();
    this.given.set(group.key, given);
    for (const { column, at } of this.columns) {
      const text = cell(at);
      if (!text) continue;
      const reading = column.read(text);
      if ('problem' in reading) {
        problems.push({ line, ...reading.problem });
        continue;
      }
      const json = JSON.stringify(reading.value);
      const first = given.get(column.field);
      if (first && first.json !== json) problems.push({ line, message: MSG.csvSettingTwice, values: { column: column.name, line: first.line } });
      else if (!first) {
        given.set(column.field, { line, json });
        Object.assign(group.settings, { [column.field]: reading.value });
        group.settingLines[column.field] = line;
      }
    }
    return problems;
  }
}

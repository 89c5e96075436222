// A CSV download written page by page as its rows are read, so a long export is never held in memory: UTF-8 with a
// byte-order mark (Excel opens Chinese correctly), CRLF line ends, cells quoted and formula-defused as the Q&A
// export does them, a header row in the console's language, and a client that goes away stops the reading.
import { once } from 'node:events';
import type { Response } from 'express';
import type { Language } from '../../schema/rules/constants';
import { csvField } from '../qa/qa-csv';

/** What a CSV route's OpenAPI description says of the file it writes (its `language` is `csvHeaderLanguageSchema`). */
export const CSV_FORMAT_NOTE =
  "UTF-8 with a byte-order mark, CRLF line ends, a header row in `language` (tw, en, cn, jp: the console's; default en, the columns' names); cells that spreadsheets would read as formulas get a leading single quote. The values are the same in every language.";

/** An export's header words in the console's languages but English, whose header is the columns' own names. */
export type CsvHeaderWords<Column extends string> = Record<Exclude<Language, 'en'>, Record<Column, string>>;

/** The header row in `language`: the columns' names in English (what the exports always wrote), else the console's words. */
export function csvHeader<Column extends string>(columns: readonly Column[], words: CsvHeaderWords<NoInfer<Column>>, language: Language): string[] {
  return language === 'en' ? [...columns] : columns.map((column) => words[language][column]);
}

type Cell = string | number | boolean | null;

const line = (cells: Cell[]) => `${cells.map((cell) => csvField(cell === null ? '' : String(cell))).join(',')}\r\n`;

/**
 * Writes `chunk`, waiting while the client's buffer is full (or until the client has gone). The listener that did not
 * fire is removed, so a long export leaves none behind.
 */
async function send(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return;
  const done = new AbortController();
  const waits = [once(res, 'drain', { signal: done.signal }), once(res, 'close', { signal: done.signal })];
  try {
    await Promise.race(waits);
  } finally {
    done.abort();
    await Promise.allSettled(waits);
  }
}

/** `fileName` is sent as the attachment's name; keep it to letters, digits, `-`, `_` and `.`. */
export async function streamCsv<Row>(res: Response, fileName: string, header: readonly string[], pages: AsyncIterable<Row[]>, cellsOf: (row: Row) => Cell[]): Promise<void> {
  res.status(200).set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` });
  await send(res, `\ufeff${line([...header])}`);
  for await (const rows of pages) {
    if (res.destroyed) return;
    await send(res, rows.map((row) => line(cellsOf(row))).join(''));
  }
  res.end();
}

/** An id as a file-name part. */
export const fileNamePart = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '');

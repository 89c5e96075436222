// The answer settings card edits a bot's synonym sets as plain text: one set per line, words separated by
// commas (or the CJK comma, enumeration comma or semicolons people type in Chinese and Japanese).
const WORD_SEPARATORS = /[,，、;；]/;

/** The sets written in the textarea, and for each set the 1-based textarea line it came from. */
export interface SynonymLines {
  sets: string[][];
  lines: number[];
}

/** Splits the text into sets; blank words and blank lines are dropped, so line numbers skip them. */
export function parseSynonymText(text: string): SynonymLines {
  const parsed: SynonymLines = { sets: [], lines: [] };
  text.split(/\r?\n/).forEach((line, index) => {
    const words = line
      .split(WORD_SEPARATORS)
      .map((word) => word.trim())
      .filter((word) => word !== '');
    if (words.length === 0) return;
    parsed.sets.push(words);
    parsed.lines.push(index + 1);
  });
  return parsed;
}

/** The text for saved sets: one per line, words joined with ", ". */
export function synonymText(sets: readonly (readonly string[])[]): string {
  return sets.map((words) => words.join(', ')).join('\n');
}

/**
 * The textarea line of an error path inside `synonyms` (schema issue path or server field path, e.g.
 * `synonyms.2.0`), or null when the error is about the whole list (too many sets).
 */
export function lineOfSynonymPath(path: readonly PropertyKey[] | string, lines: readonly number[]): number | null {
  const [head, setIndex] = typeof path === 'string' ? path.split('.') : path.map(String);
  if (head !== 'synonyms' || setIndex === undefined) return null;
  return lines[Number(setIndex)] ?? null;
}

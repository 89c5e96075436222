// Surface similarity of a message to a phrasing: the longest common subsequence of their characters.
// It rewards shared wording in shared order, which bag-of-terms BM25 cannot see, and needs no dictionary.

/** Characters compared, at most: bounds the quadratic cost for a 1,000-character message. */
const MAX_CHARACTERS = 200;

/** The characters of normalised text without its spaces (spaces only separate words, which order already shows). */
export function comparableCharacters(normalised: string): string[] {
  return Array.from(normalised.replace(/ /g, '')).slice(0, MAX_CHARACTERS);
}

/**
 * The same characters as code points: cheaper to compare than one-character strings, and compact enough to keep
 * for every phrasing.
 */
export function comparableCodePoints(normalised: string): Int32Array {
  const points: number[] = [];
  for (const character of normalised) {
    if (character === ' ') continue;
    points.push(character.codePointAt(0) ?? 0);
    if (points.length === MAX_CHARACTERS) break;
  }
  return Int32Array.from(points);
}

/** Length of the longest common subsequence, with one row of the dynamic programme. */
export function longestCommonSubsequence<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  const row = new Uint16Array(b.length + 1);
  for (let i = 0; i < a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = a[i] === b[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1]);
      diagonal = above;
    }
  }
  return row[b.length];
}

/** Dice coefficient of the common subsequence: 1 for the same characters in the same order, 0 for none shared. */
export function sequenceSimilarity<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  if (a.length + b.length === 0) return 0;
  return (2 * longestCommonSubsequence(a, b)) / (a.length + b.length);
}

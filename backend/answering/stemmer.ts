// English stemming after M. F. Porter's 1980 algorithm, so "cards", "carded" and "carding" share one term.
// Written here rather than imported: it is small, stable and keeps the engine free of runtime dependencies.

function isConsonant(word: string, i: number): boolean {
  const c = word[i];
  if ('aeiou'.includes(c)) return false;
  if (c === 'y') return i === 0 || !isConsonant(word, i - 1);
  return true;
}

/** The number of vowel-consonant sequences, Porter's m. */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  while (i < stem.length && isConsonant(stem, i)) i++;
  while (i < stem.length) {
    while (i < stem.length && !isConsonant(stem, i)) i++;
    if (i >= stem.length) break;
    while (i < stem.length && isConsonant(stem, i)) i++;
    m++;
  }
  return m;
}

function hasVowel(stem: string): boolean {
  for (let i = 0; i < stem.length; i++) if (!isConsonant(stem, i)) return true;
  return false;
}

function endsWithDoubleConsonant(stem: string): boolean {
  const n = stem.length;
  return n >= 2 && stem[n - 1] === stem[n - 2] && isConsonant(stem, n - 1);
}

/** Consonant-vowel-consonant ending whose last consonant is not w, x or y (Porter's *o). */
function endsCvc(stem: string): boolean {
  const n = stem.length;
  if (n < 3) return false;
  if (!isConsonant(stem, n - 3) || isConsonant(stem, n - 2) || !isConsonant(stem, n - 1)) return false;
  return !'wxy'.includes(stem[n - 1]);
}

type SuffixRule = readonly [suffix: string, replacement: string];

/** Applies the first (longest) rule whose suffix matches, when the remaining stem's measure exceeds minMeasure. */
function replaceSuffix(word: string, rules: readonly SuffixRule[], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    return measure(stem) > minMeasure ? stem + replacement : word;
  }
  return word;
}

const STEP2_RULES: SuffixRule[] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
// Longest suffix first, so "ational" wins over "tional".
const STEP2 = [...STEP2_RULES].sort((a, b) => b[0].length - a[0].length);

const STEP3: readonly SuffixRule[] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];

const STEP4_SUFFIXES = [
  'ement', 'ance', 'ence', 'able', 'ible', 'ment', 'ant', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion',
  'al', 'er', 'ic', 'ou',
];

function step1a(word: string): string {
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies')) return word.slice(0, -2);
  if (word.endsWith('ss')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function step1b(word: string): string {
  if (word.endsWith('eed')) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  const suffix = word.endsWith('ed') ? 'ed' : word.endsWith('ing') ? 'ing' : '';
  if (!suffix) return word;
  const stem = word.slice(0, -suffix.length);
  if (!hasVowel(stem)) return word;
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return stem + 'e';
  if (endsWithDoubleConsonant(stem) && !'lsz'.includes(stem[stem.length - 1])) return stem.slice(0, -1);
  if (measure(stem) === 1 && endsCvc(stem)) return stem + 'e';
  return stem;
}

function step1c(word: string): string {
  return word.endsWith('y') && hasVowel(word.slice(0, -1)) ? word.slice(0, -1) + 'i' : word;
}

function step4(word: string): string {
  for (const suffix of STEP4_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (measure(stem) <= 1) return word;
    if (suffix === 'ion' && !(stem.endsWith('s') || stem.endsWith('t'))) return word;
    return stem;
  }
  return word;
}

function step5(word: string): string {
  let result = word;
  if (result.endsWith('e')) {
    const stem = result.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) result = stem;
  }
  if (measure(result) > 1 && endsWithDoubleConsonant(result) && result.endsWith('l')) result = result.slice(0, -1);
  return result;
}

/** Stems one lower-case English word; words of two letters or fewer and non-alphabetic tokens stay as they are. */
export function stem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let result = step1c(step1b(step1a(word)));
  result = replaceSuffix(result, STEP2, 0);
  result = replaceSuffix(result, STEP3, 0);
  return step5(step4(result));
}

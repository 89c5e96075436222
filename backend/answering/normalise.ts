// Text normalisation for the answer engine: every query and every Q&A phrasing passes through the same
// folding, so width, case, punctuation and Traditional/Simplified script never decide a match.
import { Converter } from 'opencc-js';

// Character-level tw→cn folding: both scripts land on Simplified, which is the many-to-one direction
// (發/髮 → 发), so a Simplified query and a Traditional phrasing fold to the same string.
const foldChineseScript = Converter({ from: 'tw', to: 'cn' });

const APOSTROPHE_IN_WORD = /(\p{L})['’](\p{L})/gu;
const PUNCTUATION_OR_SYMBOL = /[\p{P}\p{S}\p{Cc}\p{Cf}]+/gu;
const WHITESPACE = /\s+/gu;

/** Folds width (NFKC), Chinese script, case and punctuation; keeps kana and kanji as they are otherwise. */
export function normalise(text: string): string {
  const folded = foldChineseScript(text.normalize('NFKC')).toLowerCase();
  return folded
    .replace(APOSTROPHE_IN_WORD, '$1$2')
    .replace(PUNCTUATION_OR_SYMBOL, ' ')
    .replace(WHITESPACE, ' ')
    .trim();
}

// Turns normalised text into index terms: stemmed words and adjacent word pairs for alphabetic scripts,
// character unigrams and bigrams for Chinese and Japanese (no dictionary, so any domain vocabulary is matched).
import { languagePack, STOP_WORD_FOLDERS } from './language-pack';
import { stem } from './stemmer';

/** word: a stemmed word; word2: two adjacent content words; cjk1/cjk2: one or two CJK characters. */
export type TermKind = 'word' | 'word2' | 'cjk1' | 'cjk2';

export interface Term {
  text: string;
  kind: TermKind;
}

// Han, kana and the prolonged-sound mark form one run; anything else made of letters or digits is a word.
const CJK_RUN = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]+`;
const WORD = String.raw`(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆])[\p{L}\p{N}\p{M}])+`;
const RUN = new RegExp(`(${CJK_RUN})|(${WORD})`, 'gu');

// The stop words of every folder in STOP_WORD_FOLDERS (English words, Chinese characters and pairs), read once.
type StopLists = Record<'stopWords' | 'stopCharacters' | 'stopBigrams', ReadonlySet<string>>;
let stopLists: StopLists | undefined;
function stop(): StopLists {
  if (stopLists) return stopLists;
  const packs = STOP_WORD_FOLDERS.map(languagePack);
  const union = (list: keyof StopLists) => new Set(packs.flatMap((pack) => [...pack[list]]));
  return (stopLists = { stopWords: union('stopWords'), stopCharacters: union('stopCharacters'), stopBigrams: union('stopBigrams') });
}

function cjkTerms(run: string, terms: Term[]): void {
  const { stopCharacters: characters, stopBigrams: bigrams } = stop();
  const chars = Array.from(run);
  for (let i = 0; i < chars.length; i++) {
    if (!characters.has(chars[i])) terms.push({ text: chars[i], kind: 'cjk1' });
    if (i + 1 >= chars.length) continue;
    const bigram = chars[i] + chars[i + 1];
    const bothStop = characters.has(chars[i]) && characters.has(chars[i + 1]);
    if (!bothStop && !bigrams.has(bigram)) terms.push({ text: bigram, kind: 'cjk2' });
  }
}

/** Terms of text that has already been through normalise(); order follows the text, repeats are kept. */
export function tokenise(normalised: string): Term[] {
  const terms: Term[] = [];
  const { stopWords } = stop();
  let previous = '';
  for (const match of normalised.matchAll(RUN)) {
    if (match[1]) {
      cjkTerms(match[1], terms);
      previous = '';
    } else if (!stopWords.has(match[2])) {
      const word = stem(match[2]);
      if (previous) terms.push({ text: previous + '_' + word, kind: 'word2' });
      terms.push({ text: word, kind: 'word' });
      previous = word;
    }
  }
  return terms;
}

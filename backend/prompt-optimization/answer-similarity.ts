// How close an answer is to the one the owner expects, deterministic and model-free, 0..1. Both texts go through
// the answer engine's normalisation (full/half width, case, Traditional→Simplified folding, punctuation → spaces);
// then Chinese/Japanese runs count as character bigrams (a lone character as itself) and Latin-script or digit runs
// as whole words. The score is the F1 of the two bags of terms (overlap counted with multiplicity): recall rewards
// covering the expected answer, precision punishes padding. Mixed texts simply pool both kinds of term.
import { normalise } from '../answering';

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const CJK_RUN = new RegExp(`^[${CJK}]+$`, 'u');
/** A CJK run, or a run of other letters and digits. */
const TERM_RUNS = new RegExp(`[${CJK}]+|(?:(?![${CJK}])[\\p{L}\\p{N}])+`, 'gu');

export function similarityTerms(text: string): string[] {
  const terms: string[] = [];
  for (const run of normalise(text).match(TERM_RUNS) ?? []) {
    if (!CJK_RUN.test(run)) {
      terms.push(run);
      continue;
    }
    const characters = Array.from(run);
    if (characters.length === 1) terms.push(run);
    for (let i = 0; i + 1 < characters.length; i++) terms.push(characters[i] + characters[i + 1]);
  }
  return terms;
}

export function answerSimilarity(expected: string, got: string): number {
  const want = similarityTerms(expected);
  const have = similarityTerms(got);
  if (want.length === 0 || have.length === 0) return want.length === have.length ? 1 : 0;
  const counts = new Map<string, number>();
  for (const term of want) counts.set(term, (counts.get(term) ?? 0) + 1);
  let overlap = 0;
  for (const term of have) {
    const left = counts.get(term) ?? 0;
    if (left > 0) {
      overlap += 1;
      counts.set(term, left - 1);
    }
  }
  if (overlap === 0) return 0;
  const precision = overlap / have.length;
  const recall = overlap / want.length;
  return (2 * precision * recall) / (precision + recall);
}

export const meanScore = (scores: number[]): number => (scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + score, 0) / scores.length);

// AutoQA without a language model: the best retrieved passage, trimmed to the sentences that cover the question,
// ending with the name of the file it came from. When the knowledge does not cover the question there is no
// answer (the bot then sends its failed message): nothing is ever made up.
import type { Language } from '../../schema/rules/constants';
import { normalise, tokenise } from '../answering';
import { splitSentences } from './chunk';

export const ANSWER_MAX_CHARACTERS = 300;

const SOURCE_LABEL: Record<Language, (file: string) => string> = {
  tw: (file) => `（資料來源：${file}）`,
  cn: (file) => `（资料来源：${file}）`,
  jp: (file) => `（出典：${file}）`,
  en: (file) => ` (Source: ${file})`,
};

export function sourceNote(language: Language, fileName: string): string {
  return SOURCE_LABEL[language](fileName);
}

const isQuestion = (sentence: string) => /[?？]\s*$/.test(sentence);

/** The question's telling terms (words and CJK character pairs; single characters count a little). */
function termWeights(question: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const term of tokenise(normalise(question))) weights.set(term.text, term.kind === 'cjk1' ? 0.2 : term.kind === 'word2' ? 0.5 : 1);
  return weights;
}

function coverage(sentence: string, weights: Map<string, number>): number {
  const seen = new Set(tokenise(normalise(sentence)).map((term) => term.text));
  let score = 0;
  for (const [term, weight] of weights) if (seen.has(term)) score += weight;
  return score;
}

/**
 * From the passage's sentence that covers the question best, as many following sentences as fit. A passage that
 * opens with the question itself (an FAQ entry) answers with what follows it.
 */
export function extractAnswer(passage: string, question: string, maxCharacters = ANSWER_MAX_CHARACTERS): string {
  const sentences = splitSentences(passage);
  if (sentences.length === 0) return '';
  const weights = termWeights(question);
  let best = 0;
  sentences.forEach((sentence, i) => {
    if (coverage(sentence, weights) > coverage(sentences[best], weights)) best = i;
  });
  while (best < sentences.length - 1 && isQuestion(sentences[best])) best += 1;
  let answer = sentences[best];
  for (const sentence of sentences.slice(best + 1)) {
    if (answer.length + sentence.length > maxCharacters) break;
    answer += (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]$/u.test(answer) ? '' : ' ') + sentence;
  }
  return answer.length > maxCharacters ? `${Array.from(answer).slice(0, maxCharacters - 1).join('')}…` : answer;
}

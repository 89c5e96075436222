// Groups unhandled questions into themes without a model: each question is folded as the answer engine folds a query
// (width, case, script, punctuation), cut into character bigrams, and joins the theme of its most similar question when
// the bigram sets' Jaccard similarity reaches the threshold. The theme's most central question heads it.
import { normalise } from '../answering';

export interface AskedQuestion {
  question: string;
  count: number;
}

export interface QuestionTheme {
  /** How often the theme's questions were asked. */
  count: number;
  /** The theme's questions, the most central first, then by how often they were asked. */
  questions: AskedQuestion[];
}

/** Chosen by hand, not tuned on a data set: 可以寄到國外嗎 and 可以寄送到國外嗎 share 62 % of their bigrams, 有停車位嗎 and 營業時間 none. */
export const THEME_SIMILARITY = 0.4;

/**
 * How much of a question its theme is read from: the start says what it is about, and the bound keeps the all-pairs
 * comparison small (500 planted questions of 1,000 characters held the server for 14 s).
 */
export const THEME_TEXT_CHARS = 80;

function bigrams(question: string): Set<string> {
  const characters = [...normalise(question).replace(/\s+/gu, '')].slice(0, THEME_TEXT_CHARS);
  if (characters.length < 2) return new Set(characters);
  return new Set(characters.slice(1).map((character, index) => characters[index] + character));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Themes of the questions, the most asked first. Questions are taken the most asked first, so a theme grows from its commonest wording. */
export function questionThemes(asked: AskedQuestion[], threshold = THEME_SIMILARITY): QuestionTheme[] {
  const members: { asked: AskedQuestion; terms: Set<string> }[][] = [];
  for (const question of [...asked].sort((a, b) => b.count - a.count || a.question.localeCompare(b.question))) {
    const terms = bigrams(question.question);
    let best: { theme: number; similarity: number } | undefined;
    members.forEach((theme, index) => {
      const similarity = Math.max(...theme.map((member) => jaccard(member.terms, terms)));
      if (similarity >= threshold && (!best || similarity > best.similarity)) best = { theme: index, similarity };
    });
    if (best) members[best.theme]?.push({ asked: question, terms });
    else members.push([{ asked: question, terms }]);
  }
  return members
    .map((theme) => {
      // Centrality: similarity to every ask of the theme, its own included (a question is fully similar to itself).
      const centrality = new Map(theme.map((member) => [member, theme.reduce((sum, other) => sum + jaccard(member.terms, other.terms) * other.asked.count, 0)]));
      const ordered = [...theme].sort((a, b) => (centrality.get(b) ?? 0) - (centrality.get(a) ?? 0) || b.asked.count - a.asked.count);
      const [central, ...rest] = ordered;
      const questions = central ? [central.asked, ...rest.sort((a, b) => b.asked.count - a.asked.count).map((member) => member.asked)] : [];
      return { count: theme.reduce((sum, member) => sum + member.asked.count, 0), questions };
    })
    .sort((a, b) => b.count - a.count || (a.questions[0]?.question ?? '').localeCompare(b.questions[0]?.question ?? ''));
}

// Re-orders the best groups BM25 found: the character-sequence similarity of the message to each group's best
// phrasing is blended into its score, then, within the best group's family, the member that asks what the message
// asks goes first.
import type { AnswerIndex } from './answer-index';
import { askedAspects, overlap, telling } from './aspects';
import { normalise } from './normalise';
import type { MatchOptions, RankingOptions } from './options';
import type { AnalysedMessage, PreparedIndex } from './prepared-index';
import { comparableCodePoints, SequencePattern } from './similarity';

export interface GroupScore {
  group: number;
  score: number;
  bestPhrasing: number;
}

/** A phrasing document's text after normalise(), for the comparisons the re-ordering makes (each result is cached). */
function normalisedPhrasing(index: AnswerIndex, table: PreparedIndex, phrasing: number): string {
  return normalise(index.groups[table.phrasingGroup[phrasing]].questions[index.phrasingQuestion[phrasing]]);
}

/**
 * Blends the sequence similarity into the best groups' scores, keeping the 0–1 scale. Groups below the re-ranking
 * depth are scaled as if their similarity were 0, so they can never overtake a re-scored group.
 */
export function rerank(index: AnswerIndex, table: PreparedIndex, message: AnalysedMessage, ranked: GroupScore[], options: RankingOptions): GroupScore[] {
  if (options.sequenceWeight <= 0 || options.rerankDepth <= 0 || ranked.length === 0) return ranked;
  message.sequence ??= new SequencePattern(comparableCodePoints(message.normalised));
  const sequence = message.sequence;
  const cache = table.phrasingCharacters;
  const scale = 1 + options.sequenceWeight;
  const rescored = ranked.slice(0, options.rerankDepth).map((entry) => {
    let phrasing = cache[entry.bestPhrasing];
    if (!phrasing) {
      phrasing = comparableCodePoints(normalisedPhrasing(index, table, entry.bestPhrasing));
      cache[entry.bestPhrasing] = phrasing;
    }
    return { ...entry, score: (entry.score + options.sequenceWeight * sequence.similarity(phrasing)) / scale };
  });
  const rest = ranked.slice(options.rerankDepth).map((entry) => ({ ...entry, score: entry.score / scale }));
  return [...rescored.sort((x, y) => y.score - x.score), ...rest];
}

/** A family member must score within this share of the best group, and share this much of its phrasing's wording. */
const FAMILY_SCORE_SHARE = 0.8;
const FAMILY_OVERLAP = 0.3;

function phrasingFacets(index: AnswerIndex, table: PreparedIndex, phrasing: number): { aspects: number; telling: ReadonlySet<string> } {
  let facets = table.phrasingFacets[phrasing];
  if (!facets) {
    const text = normalisedPhrasing(index, table, phrasing);
    facets = { aspects: askedAspects(text), telling: telling(text) };
    table.phrasingFacets[phrasing] = facets;
  }
  return facets;
}

/**
 * Puts first, among the best group and its family (groups scoring within FAMILY_SCORE_SHARE of it and above the
 * suggestion floor whose best phrasing shares FAMILY_OVERLAP of its words and pairs), the members whose phrasing
 * asks what the message asks. Scores are left as they were, so the bot grows no surer: a member moved ahead of a
 * better-scored one makes a close call, and the decision offers both.
 */
export function preferAskedAspect(index: AnswerIndex, table: PreparedIndex, message: AnalysedMessage, ranked: GroupScore[], options: MatchOptions): GroupScore[] {
  if (options.aspectWeight <= 0 || ranked.length < 2) return ranked;
  message.aspects ??= askedAspects(message.normalised);
  const asked = message.aspects;
  if (asked === 0) return ranked;
  const best = ranked[0];
  const inFamily = (entry: GroupScore) =>
    entry === best ||
    (entry.score >= best.score * FAMILY_SCORE_SHARE &&
      entry.score >= options.suggestThreshold &&
      overlap(phrasingFacets(index, table, entry.bestPhrasing).telling, phrasingFacets(index, table, best.bestPhrasing).telling) >= FAMILY_OVERLAP);
  const keyed = ranked.map((entry) => {
    const agrees = inFamily(entry) && (phrasingFacets(index, table, entry.bestPhrasing).aspects & asked) !== 0;
    return { entry, key: entry.score + (agrees ? options.aspectWeight : 0) };
  });
  // A stable sort: members that gain nothing keep their order.
  return keyed.sort((x, y) => y.key - x.key).map(({ entry }) => entry);
}

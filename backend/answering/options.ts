// The options of matching (match.ts) and re-ranking (rerank.ts): how groups are scored, then how a reply is decided.
import type { AnswerIndex } from './answer-index';
import type { SynonymTable } from './synonyms';
import type { TermKind } from './tokenise';

export interface RankingOptions {
  /** BM25 term-frequency saturation and length normalisation. */
  k1: number;
  b: number;
  /** Weight of each term kind relative to a word (pairs carry word order, single CJK characters catch paraphrase). */
  kindWeights: Record<TermKind, number>;
  /** Weight of the whole-group field (all phrasings and answers) relative to the best single phrasing. */
  groupWeight: number;
  /**
   * The best `rerankDepth` groups are re-scored with the character-sequence similarity of the message to their
   * best phrasing, weighted `sequenceWeight` against the BM25 score (0 turns re-ranking off).
   */
  rerankDepth: number;
  sequenceWeight: number;
  /** How many top phrasings vote for their groups, and how much a vote beyond a group's best phrasing counts. */
  neighbours: number;
  neighbourWeight: number;
  /**
   * Weight of the terms a message gains from synonym sets, relative to its own: `synonymWeight` when the bot's
   * text never uses the message's word (its 第四台 reads as the 有線電視 the FAQ says, in the ceiling too),
   * `knownSynonymWeight` when it does (the word already finds its groups; the synonyms only add to scores).
   */
  synonymWeight: number;
  knownSynonymWeight: number;
  /**
   * Within the best group's family (near-identical entries that differ in what they ask: 對象 / 年齡 / 期間), a
   * member whose phrasing asks what the message asks (`aspects.ts`) is ranked as if it scored `aspectWeight` more;
   * its score stays as it was (0 turns this off).
   */
  aspectWeight: number;
  /** The bot's own synonym sets, read with the built-in ones. */
  synonyms?: SynonymTable;
  /** The off-topic reference to compare messages with (default: the built-in one, `off-topic.ts`). */
  offTopicReference?: AnswerIndex;
}

export interface DecisionOptions {
  /** Scores are normalised to about 0–1 (1 ≈ the query matches a phrasing term for term). */
  answerThreshold: number;
  suggestThreshold: number;
  /** Candidates scoring at least this fraction of the best one are "close" and turn an answer into a suggestion. */
  closeRatio: number;
  /**
   * Share of the message's words and CJK character pairs that occur nowhere in the bot's Q&A at or above
   * which it replies 'none' whatever the scores: such a message is about something the bot does not cover.
   */
  maxUnknownShare: number;
  /**
   * A message whose best off-topic reference (small talk, general knowledge: `off-topic.ts`) scores at least
   * `offTopicRatio` × the bot's best group, and at least `offTopicFloor`, gets 'none' (0 turns this off).
   */
  offTopicRatio: number;
  offTopicFloor: number;
  maxCandidates: number;
  maxSuggestions: number;
}

export type MatchOptions = RankingOptions & DecisionOptions;

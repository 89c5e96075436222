// Offline quality figures of the matcher over labelled queries (the format of shared/data/*.queries.jsonl).
import type { MatchResult } from './match';

/** What evaluation reads of a reply: its ranked candidates and the decision. */
export type EvaluatedResult = Pick<MatchResult, 'candidates' | 'decision'>;

export interface LabelledQuery {
  query: string;
  /** The group that should answer, or null when the bot should give its failed message. */
  expected: string | null;
  also_ok?: string[];
}

export interface EvaluationReport {
  n: number;
  top1: number;
  /** Mean reciprocal rank of the first acceptable group among the candidates, over answerable queries. */
  mrr: number;
  /** Share of answerable queries whose first candidate is right, whatever the decision: ranking quality alone. */
  rankTop1: number;
  noAnswerPrecision: number;
  noAnswerRecall: number;
  /** Share of 'answer' decisions (confident, no buttons) that answered with an acceptable group. */
  answerPrecision: number;
  decisions: Record<MatchResult['decision']['kind'], number>;
}

/**
 * The reply's group is the answered group, or the first suggestion (the first similar-question button);
 * a 'none' decision has no group. A null expectation is right only for 'none'.
 */
export function repliedGroup(result: EvaluatedResult): string | null {
  if (result.decision.kind === 'none') return null;
  return result.decision.groupId ?? result.decision.candidates[0]?.groupId ?? null;
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

export function evaluate(queries: LabelledQuery[], results: EvaluatedResult[]): EvaluationReport {
  let correct = 0;
  let reciprocalRanks = 0;
  let predictedNone = 0;
  let expectedNone = 0;
  let correctNone = 0;
  let rankedFirst = 0;
  let rightAnswers = 0;
  const decisions = { answer: 0, suggest: 0, none: 0 };
  queries.forEach((labelled, i) => {
    const result = results[i];
    decisions[result.decision.kind]++;
    const acceptable = new Set([labelled.expected, ...(labelled.also_ok ?? [])].filter((id): id is string => id !== null));
    const replied = repliedGroup(result);
    if (result.decision.kind === 'none') predictedNone++;
    if (labelled.expected === null) {
      expectedNone++;
      if (replied === null) {
        correct++;
        correctNone++;
      }
      return;
    }
    if (replied !== null && acceptable.has(replied)) {
      correct++;
      if (result.decision.kind === 'answer') rightAnswers++;
    }
    const rank = result.candidates.findIndex((candidate) => acceptable.has(candidate.groupId));
    if (rank >= 0) reciprocalRanks += 1 / (rank + 1);
    if (rank === 0) rankedFirst++;
  });
  const n = queries.length;
  return {
    n,
    top1: ratio(correct, n),
    mrr: ratio(reciprocalRanks, n - expectedNone),
    rankTop1: ratio(rankedFirst, n - expectedNone),
    noAnswerPrecision: ratio(correctNone, predictedNone),
    noAnswerRecall: ratio(correctNone, expectedNone),
    answerPrecision: ratio(rightAnswers, decisions.answer),
    decisions,
  };
}

/** The value at the given quantile (0–1) of a list of numbers, by the nearest-rank method. */
export function percentile(values: number[], quantile: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(quantile * sorted.length) - 1));
  return sorted[rank];
}

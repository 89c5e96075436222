// Each source's own scores mapped onto the Q&A list's scale, so that equal confidences are about equally likely to be
// right and the bot's thresholds (answer, suggest) mean the same for every source. A bot with several sources ranks
// them in one index (merged-index.ts); this map still places a passage's own retrieval there (the higher of the two
// counts), and the AutoFAQ test box and the retrieval-test panel show it. Measured by
// `npx tsx scripts/calibrate-sources.ts` on the Taipei FAQ with every group in each source in turn, over the dev and
// the three held-out query sets (390 queries): a logistic fit of P(right | score) per source, then the score of the
// Q&A list that the fit gives the same chance. The Q&A list is the reference (identity), so a bot with only a Q&A
// list replies exactly as before. Fits (a + b·score): qa −2.530 + 9.284, AutoFAQ −2.560 + 7.651, knowledge
// −2.049 + 7.794 (BM25 retrieval; hybrid scores with embeddings are not calibrated separately).
import type { AnswerSource } from './candidates';

export const CALIBRATION: Readonly<Record<AnswerSource, { offset: number; scale: number }>> = {
  qa: { offset: 0, scale: 1 },
  autofaq: { offset: -0.003, scale: 0.824 },
  knowledge: { offset: 0.052, scale: 0.839 },
};

export function confidenceOf(source: AnswerSource, score: number, calibration = CALIBRATION): number {
  const { offset, scale } = calibration[source];
  return Math.max(0, offset + scale * score);
}

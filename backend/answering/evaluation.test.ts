import { evaluate, percentile } from './evaluation';
import type { EvaluatedResult } from './evaluation';

const answer = (groupId: string): EvaluatedResult => ({
  candidates: [{ groupId, score: 0.9, question: '' }],
  decision: { kind: 'answer', groupId, candidates: [{ groupId, score: 0.9, question: '' }] },
});
const suggest = (...groupIds: string[]): EvaluatedResult => {
  const candidates = groupIds.map((groupId) => ({ groupId, score: 0.3, question: '' }));
  return { candidates, decision: { kind: 'suggest', candidates } };
};
const none = (...groupIds: string[]): EvaluatedResult => ({
  candidates: groupIds.map((groupId) => ({ groupId, score: 0.1, question: '' })),
  decision: { kind: 'none', candidates: [] },
});

describe('evaluate', () => {
  it('counts an answer, a first suggestion or an also-ok group as right, and none for a null expectation', () => {
    const report = evaluate(
      [
        { query: 'q1', expected: 'a' },
        { query: 'q2', expected: 'b', also_ok: ['c'] },
        { query: 'q3', expected: 'd' },
        { query: 'q4', expected: null },
        { query: 'q5', expected: null },
      ],
      [answer('a'), suggest('c', 'b'), none('x', 'd'), none(), answer('z')],
    );
    expect(report).toMatchObject({
      n: 5,
      top1: 3 / 5,
      mrr: (1 + 1 + 1 / 2) / 3,
      rankTop1: 2 / 3,
      noAnswerPrecision: 1 / 2,
      noAnswerRecall: 1 / 2,
      answerPrecision: 1 / 2,
      decisions: { answer: 2, suggest: 1, none: 2 },
    });
  });
});

describe('percentile', () => {
  it('takes the nearest-rank value', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([5, 1, 4, 2, 3], 0.99)).toBe(5);
    expect(percentile([], 0.5)).toBe(0);
  });
});

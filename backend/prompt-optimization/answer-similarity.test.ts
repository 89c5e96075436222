// The optimisation score and the proposal's length limit: deterministic, model-free pieces of the job.
import { estimateTokens } from '../../schema/rules/tokens';
import { answerSimilarity, similarityTerms } from './answer-similarity';
import { cleanProposal, trimToTokens } from './prompt-proposal';

describe('answerSimilarity', () => {
  it('counts CJK text as character bigrams and Latin text as words, after the engine normalisation', () => {
    expect(similarityTerms('開放時間 Opening, HOURS! 9點')).toEqual(['开放', '放时', '时间', 'opening', 'hours', '9', '点']);
  });

  it('is 1 for the same answer, 0 for nothing in common or no answer, and in between otherwise', () => {
    expect(answerSimilarity('成人票 300 元。', '成人票300元')).toBe(1);
    expect(answerSimilarity('Adult tickets cost 300 dollars.', 'We open at nine.')).toBe(0);
    expect(answerSimilarity('Adult tickets cost 300 dollars.', '')).toBe(0);
    const partial = answerSimilarity('Adult tickets cost 300 dollars.', 'Tickets cost 300 dollars for adults and 100 for children.');
    expect(partial).toBeGreaterThan(0.4);
    expect(partial).toBeLessThan(1);
  });

  it('folds Traditional and Simplified Chinese and full-width characters', () => {
    expect(answerSimilarity('開放時間為９點', '开放时间为9点')).toBe(1);
  });
});

describe('proposal clean-up', () => {
  it('trims a proposal to 400 estimated tokens at a sentence end', () => {
    const long = 'Answer in one short sentence. '.repeat(100);
    const trimmed = trimToTokens(long);
    expect(estimateTokens(trimmed)).toBeLessThanOrEqual(400);
    expect(trimmed.endsWith('sentence.')).toBe(true);
    expect(estimateTokens(trimToTokens('字'.repeat(400)))).toBeLessThanOrEqual(400);
  });

  it('drops code fences, quotes and a label around the proposal', () => {
    expect(cleanProposal('```\nPrompt: "Be brief."\n```')).toBe('Be brief.');
  });
});

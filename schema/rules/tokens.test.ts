// The shared token estimate follows §5/§9: 400 tokens ≈ 270 Chinese or 1,500 English characters.
import { estimateTokens } from './tokens';

describe('estimateTokens', () => {
  it('counts about 400 tokens for 270 Chinese characters and for 1,500 English characters', () => {
    expect(estimateTokens('字'.repeat(266))).toBe(399);
    expect(estimateTokens('字'.repeat(270))).toBe(405);
    expect(estimateTokens('a'.repeat(1500))).toBe(400);
    expect(estimateTokens('a'.repeat(1501))).toBe(401);
  });

  it('counts kana, Hangul and full-width punctuation as CJK, spaces and digits as other characters', () => {
    expect(estimateTokens('ひらがな')).toBe(6);
    expect(estimateTokens('한국어')).toBe(5);
    expect(estimateTokens('。，')).toBe(3);
    expect(estimateTokens('12 34')).toBe(2);
    expect(estimateTokens('')).toBe(0);
  });
});

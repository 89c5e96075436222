import { normalise } from './normalise';
import { comparableCharacters, comparableCodePoints, longestCommonSubsequence, SequencePattern, sequenceSimilarity } from './similarity';

const chars = (text: string) => comparableCharacters(normalise(text));

describe('longestCommonSubsequence', () => {
  it('counts the characters two texts share in the same order, gaps allowed', () => {
    expect(longestCommonSubsequence(Array.from('敬老卡退費'), Array.from('敬老悠遊卡如何退費'))).toBe(5);
    expect(longestCommonSubsequence(Array.from('abc'), Array.from('cba'))).toBe(1);
    expect(longestCommonSubsequence([], Array.from('abc'))).toBe(0);
  });
});

describe('sequenceSimilarity', () => {
  it('is 1 for the same text across script, width and punctuation and 0 for nothing shared', () => {
    expect(sequenceSimilarity(chars('如何申請敬老卡？'), chars('如何申请敬老卡'))).toBe(1);
    expect(sequenceSimilarity(chars('敬老卡'), chars('停車費'))).toBe(0);
    expect(sequenceSimilarity([], [])).toBe(0);
  });

  it('scores shared wording in the same order above the same characters shuffled', () => {
    const phrasing = chars('公車票價調漲');
    expect(sequenceSimilarity(chars('公車票價要調漲嗎'), phrasing)).toBeGreaterThan(sequenceSimilarity(chars('調漲要票價公車嗎'), phrasing));
  });
});

describe('comparableCharacters', () => {
  it('drops spaces and caps a long message so its cost stays bounded', () => {
    expect(chars('How long')).toEqual(Array.from('howlong'));
    expect(comparableCharacters('字'.repeat(1000))).toHaveLength(200);
  });
});

describe('comparableCodePoints', () => {
  it('holds the same characters as comparableCharacters, as code points, with the same cap', () => {
    const text = normalise('如何申請敬老卡？ card 𠮷野家');
    expect(Array.from(comparableCodePoints(text))).toEqual(comparableCharacters(text).map((character) => character.codePointAt(0)));
    expect(comparableCodePoints('字'.repeat(1000))).toHaveLength(200);
  });

  it('gives the same similarity as the characters do', () => {
    const [a, b] = [normalise('公車票價要調漲嗎'), normalise('公車票價調漲')];
    expect(sequenceSimilarity(comparableCodePoints(a), comparableCodePoints(b))).toBe(sequenceSimilarity(comparableCharacters(a), comparableCharacters(b)));
  });
});

describe('SequencePattern', () => {
  /** Seeded, so a failure repeats: a linear congruential generator is enough to vary lengths and alphabets. */
  function generator(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
  }

  it('gives the dynamic programme\'s length for messages and phrasings of every size, across word boundaries', () => {
    const random = generator(7);
    const text = (length: number, alphabet: number) => Int32Array.from({ length }, () => 0x4e00 + Math.floor(random() * alphabet));
    const lengths = [0, 1, 2, 31, 32, 33, 63, 64, 65, 100, 200];
    for (const messageLength of lengths) {
      for (const otherLength of lengths) {
        for (const alphabet of [1, 3, 20]) {
          const [message, other] = [text(messageLength, alphabet), text(otherLength, alphabet)];
          const pattern = new SequencePattern(message);
          expect([messageLength, otherLength, alphabet, pattern.longestCommonSubsequence(other)]).toEqual([messageLength, otherLength, alphabet, longestCommonSubsequence(message, other)]);
          expect(pattern.similarity(other)).toBe(sequenceSimilarity(message, other));
        }
      }
    }
  });

  it('can be compared again and again, each comparison on its own', () => {
    const pattern = new SequencePattern(comparableCodePoints(normalise('敬老卡退費')));
    const phrasing = comparableCodePoints(normalise('敬老悠遊卡如何退費'));
    expect(pattern.longestCommonSubsequence(phrasing)).toBe(5);
    expect(pattern.longestCommonSubsequence(comparableCodePoints(normalise('停車費')))).toBe(1);
    expect(pattern.longestCommonSubsequence(phrasing)).toBe(5);
  });
});

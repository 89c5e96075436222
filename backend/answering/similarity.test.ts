import { normalise } from './normalise';
import { comparableCodePoints, SequencePattern } from './similarity';

const points = (text: string) => comparableCodePoints(normalise(text));
const similarity = (message: string, phrasing: string) => new SequencePattern(points(message)).similarity(points(phrasing));

/** The reference SequencePattern must equal: the longest common subsequence by one row of the dynamic programme. */
function referenceLength(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const row = new Uint16Array(b.length + 1);
  for (let i = 0; i < a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = a[i] === b[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1]);
      diagonal = above;
    }
  }
  return row[b.length];
}

describe('comparableCodePoints', () => {
  it('keeps the code points of the text without its spaces, astral characters as one', () => {
    const text = normalise('如何申請敬老卡？ card 𠮷野家');
    expect(Array.from(comparableCodePoints(text))).toEqual(Array.from(text.replace(/ /g, '')).map((character) => character.codePointAt(0)));
    expect(Array.from(comparableCodePoints('how long'))).toEqual(Array.from('howlong').map((character) => character.codePointAt(0)));
  });

  it('caps a long message so its cost stays bounded', () => {
    expect(comparableCodePoints('字'.repeat(1000))).toHaveLength(200);
  });
});

describe('SequencePattern', () => {
  it('counts the characters two texts share in the same order, gaps allowed', () => {
    const pattern = (text: string) => new SequencePattern(comparableCodePoints(text));
    expect(pattern('敬老卡退費').longestCommonSubsequence(comparableCodePoints('敬老悠遊卡如何退費'))).toBe(5);
    expect(pattern('abc').longestCommonSubsequence(comparableCodePoints('cba'))).toBe(1);
    expect(pattern('').longestCommonSubsequence(comparableCodePoints('abc'))).toBe(0);
    expect(pattern('abc').longestCommonSubsequence(comparableCodePoints(''))).toBe(0);
  });

  it('is 1 for the same text across script, width and punctuation and 0 for nothing shared', () => {
    expect(similarity('如何申請敬老卡？', '如何申请敬老卡')).toBe(1);
    expect(similarity('敬老卡', '停車費')).toBe(0);
    expect(similarity('', '')).toBe(0);
  });

  it('scores shared wording in the same order above the same characters shuffled', () => {
    expect(similarity('公車票價要調漲嗎', '公車票價調漲')).toBeGreaterThan(similarity('調漲要票價公車嗎', '公車票價調漲'));
  });

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
          const length = referenceLength(message, other);
          expect([messageLength, otherLength, alphabet, pattern.longestCommonSubsequence(other)]).toEqual([messageLength, otherLength, alphabet, length]);
          const total = messageLength + otherLength;
          expect(pattern.similarity(other)).toBe(total === 0 ? 0 : (2 * length) / total);
        }
      }
    }
  });

  it('can be compared again and again, each comparison on its own', () => {
    const pattern = new SequencePattern(points('敬老卡退費'));
    const phrasing = points('敬老悠遊卡如何退費');
    expect(pattern.longestCommonSubsequence(phrasing)).toBe(5);
    expect(pattern.longestCommonSubsequence(points('停車費'))).toBe(1);
    expect(pattern.longestCommonSubsequence(phrasing)).toBe(5);
  });
});

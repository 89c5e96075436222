// Surface similarity of a message to a phrasing: the longest common subsequence of their characters.
// It rewards shared wording in shared order, which bag-of-terms BM25 cannot see, and needs no dictionary.

/** Characters compared, at most: bounds the cost of comparing a 1,000-character message. */
const MAX_CHARACTERS = 200;

/**
 * The code points of normalised text without its spaces (spaces only separate words, which order already shows), at
 * most MAX_CHARACTERS of them: compact enough to keep for every phrasing.
 */
export function comparableCodePoints(normalised: string): Int32Array {
  const points: number[] = [];
  for (const character of normalised) {
    if (character === ' ') continue;
    points.push(character.codePointAt(0) ?? 0);
    if (points.length === MAX_CHARACTERS) break;
  }
  return Int32Array.from(points);
}

const WORD_BITS = 32;

/** Set bits of a 32-bit word. */
function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * One message's code points, prepared to be compared with many phrasings. The longest common subsequence is computed
 * bit-parallel (Allison and Dix's recurrence on bit vectors; the test holds the plain dynamic programme it must
 * equal). Each of the message's characters keeps a mask of where it occurs; a phrasing of n characters then costs n
 * steps of ⌈m/32⌉ word operations, not n × m cells of the table, and its characters the message lacks cost one
 * lookup each.
 */
export class SequencePattern {
  private readonly masks = new Map<number, Uint32Array>();
  private readonly words: number;
  /** The bit vector of the recurrence: a zero for every message character matched so far. */
  private readonly row: Uint32Array;

  constructor(private readonly points: Int32Array) {
    this.words = Math.max(1, Math.ceil(points.length / WORD_BITS));
    this.row = new Uint32Array(this.words);
    points.forEach((point, position) => {
      let mask = this.masks.get(point);
      if (!mask) {
        mask = new Uint32Array(this.words);
        this.masks.set(point, mask);
      }
      mask[position >>> 5] |= 1 << (position & 31);
    });
  }

  /** Length of the longest common subsequence of the message and `other`. */
  longestCommonSubsequence(other: ArrayLike<number>): number {
    const { row, words, masks } = this;
    row.fill(0xffffffff);
    for (let j = 0; j < other.length; j++) {
      const mask = masks.get(other[j]);
      if (!mask) continue;
      // row = (row + (row & mask)) | (row & ~mask), the sum carried from word to word.
      let carry = 0;
      for (let k = 0; k < words; k++) {
        const before = row[k];
        const matched = (before & mask[k]) >>> 0;
        const sum = before + matched + carry;
        carry = sum > 0xffffffff ? 1 : 0;
        row[k] = sum | (before & ~matched);
      }
    }
    let common = 0;
    for (let k = 0; k < words; k++) {
      const bits = Math.min(WORD_BITS, this.points.length - k * WORD_BITS);
      const used = bits === WORD_BITS ? 0xffffffff : (1 << bits) - 1;
      common += bits - bitCount((row[k] & used) >>> 0);
    }
    return common;
  }

  /** Dice coefficient of the common subsequence: 1 for the same characters in the same order, 0 for none shared. */
  similarity(other: ArrayLike<number>): number {
    const total = this.points.length + other.length;
    return total === 0 ? 0 : (2 * this.longestCommonSubsequence(other)) / total;
  }
}

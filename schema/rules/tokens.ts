// A model-free token estimate shared by backend and web (§5/§9 token limits). The spec equates 400 tokens with
// about 270 Chinese or 1,500 English characters, so a CJK character counts 1.5 tokens (400 ÷ 270 ≈ 1.48) and any
// other character 1 ÷ 3.75 of a token (1,500 ÷ 400). Deliberately simple: it must give the same count in the
// browser while the owner types as in the backend that enforces the limit, without shipping a tokenizer.

/** Han ideographs, kana, Hangul and CJK punctuation: each is about one and a half tokens. */
const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

export const TOKENS_PER_CJK_CHARACTER = 1.5;
export const CHARACTERS_PER_OTHER_TOKEN = 3.75;

/** Estimated tokens of a text (rounded up; 0 for an empty text). */
export function estimateTokens(text: string): number {
  let cjk = 0;
  let other = 0;
  for (const character of text) {
    if (CJK_CHARACTER.test(character)) cjk += 1;
    else other += 1;
  }
  return Math.ceil(cjk * TOKENS_PER_CJK_CHARACTER + other / CHARACTERS_PER_OTHER_TOKEN);
}

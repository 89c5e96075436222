import { normalise } from './normalise';

describe('normalise', () => {
  it('folds full-width letters, digits and spaces to half width', () => {
    expect(normalise('ＡＢＣ　１２３')).toBe('abc 123');
  });

  it('folds half-width katakana to full width and keeps kana and kanji as Japanese script', () => {
    // Kanji take the same script folding as Chinese, which is harmless because both sides are folded alike.
    expect(normalise('ｶﾀｶﾅ と 漢字')).toMatch(/^カタカナ と \p{Script=Han}{2}$/u);
  });

  it('folds Traditional and Simplified Chinese to the same string', () => {
    expect(normalise('臺灣的電腦資訊安全')).toBe(normalise('台湾的电脑资讯安全'));
    expect(normalise('頭髮')).toBe(normalise('头发'));
  });

  it('lower-cases Latin text', () => {
    expect(normalise('How Do I Reset My PIN')).toBe('how do i reset my pin');
  });

  it('turns punctuation of every width into single spaces', () => {
    expect(normalise('請問，如何申請？（線上）')).toBe(normalise('请问 如何申请 线上'));
    expect(normalise('Hello,   world!!! (test) — done.')).toBe('hello world test done');
  });

  it('joins words split by an apostrophe so contractions stay one word', () => {
    expect(normalise("I can't see my card’s PIN")).toBe('i cant see my cards pin');
  });
});

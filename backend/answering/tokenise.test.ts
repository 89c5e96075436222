import { normalise } from './normalise';
import { stem } from './stemmer';
import { tokenise } from './tokenise';

const texts = (text: string) => tokenise(normalise(text)).map((term) => term.text);

describe('tokenise', () => {
  it('splits Chinese into character unigrams and bigrams', () => {
    expect(texts('敬老卡')).toEqual(['敬', '敬老', '老', '老卡', '卡']);
  });

  it('treats Japanese kana and kanji as one run of n-grams', () => {
    expect(tokenise('カード紛失').map((term) => term.text)).toEqual(['カ', 'カー', 'ー', 'ード', 'ド', 'ド紛', '紛', '紛失', '失']);
  });

  it('stems English words, drops stop words and pairs neighbouring content words', () => {
    expect(texts('My cards are not arriving')).toEqual(['card', 'card_not', 'not', 'not_arriv', 'arriv']);
  });

  it('labels word pairs apart from single words', () => {
    expect(tokenise(normalise('reset my PIN')).map((term) => `${term.kind}:${term.text}`)).toEqual(['word:reset', 'word2:reset_pin', 'word:pin']);
  });

  it('keeps words and n-grams apart in mixed text without bigrams across scripts', () => {
    expect(texts('iPhone手機 65歲')).toEqual(['iphon', '手', '手機', '機', '65', '歲'].map((t) => normalise(t)));
  });

  it('labels each term with its kind', () => {
    expect(tokenise(normalise('pin 密碼')).map((term) => term.kind)).toEqual(['word', 'cjk1', 'cjk2', 'cjk1']);
  });
});

describe('stem', () => {
  it.each([
    ['cards', 'card'],
    ['running', 'run'],
    ['arrived', 'arriv'],
    ['arrival', 'arriv'],
    ['ponies', 'poni'],
    ['relational', 'relat'],
    ['generalizations', 'gener'],
    ['hopefulness', 'hope'],
  ])('stems %s to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('leaves short words, digits and non-Latin words unchanged', () => {
    expect([stem('is'), stem('2024'), stem('größe')]).toEqual(['is', '2024', 'größe']);
  });
});

import { normalise } from './normalise';
import { SynonymTable } from './synonyms';

const table = new SynonymTable([
  ['有線電視', '第四台'],
  ['家庭暴力', '家暴'],
  ['家庭暴力防治法', '家暴法'],
  ['對象', '哪些人', '資格'],
  ['單', '單字成員'],
]);
const expand = (text: string) => table.expand(normalise(text)).sort();

describe('SynonymTable', () => {
  it('gives the other members of the set a word of the message belongs to', () => {
    expect(expand('第四台什麼時候全部數位化')).toEqual([normalise('有線電視')]);
  });

  it('reads the members of either script the same way (a Simplified message finds a Traditional set)', () => {
    expect(expand('第四台什么时候数字化')).toEqual([normalise('有線電視')]);
  });

  it('reads overlapping members and leaves out what the message already holds', () => {
    expect(expand('男女朋友打人也適用家暴法嗎')).toEqual([normalise('家庭暴力'), normalise('家庭暴力防治法')].sort());
    expect(expand('家庭暴力防治法的對象')).toEqual([normalise('哪些人'), normalise('家暴'), normalise('家暴法'), normalise('資格')].sort());
  });

  it('ignores single-character members, which are too ambiguous to expand', () => {
    expect(expand('單字成員')).toEqual([]);
    expect(expand('帳單')).toEqual([]);
  });

  it('gives nothing for a message without any member', () => {
    expect(expand('公車票價調整')).toEqual([]);
    expect(table.size).toBe(10);
  });
});

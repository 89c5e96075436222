import { normalise } from './normalise';
import { SynonymTable } from './synonyms';
import { languagePack } from './language-pack';

const table = new SynonymTable([
  ['有線電視', '第四台'],
  ['家庭暴力', '家暴'],
  ['家庭暴力防治法', '家暴法'],
  ['對象', '哪些人', '資格'],
  ['單', '單字成員'],
]);
/** The members found, as written in their sets, each with its others as written. */
const found = (text: string) =>
  table
    .find(normalise(text))
    .map(({ member, others }) => `${table.writtenForm(member)}→${others.map((other) => table.writtenForm(other)).join('/')}`)
    .sort();

describe('SynonymTable', () => {
  it('finds a word of the message and the other members of its set', () => {
    expect(found('第四台什麼時候全部數位化')).toEqual(['第四台→有線電視']);
  });

  it('reads either script the same way (a Simplified message finds a Traditional set) and keeps the written form', () => {
    expect(found('第四台什么时候数字化')).toEqual(['第四台→有線電視']);
    expect(table.find(normalise('家暴'))[0].member).toBe(normalise('家暴'));
  });

  it('reads overlapping members, each once', () => {
    expect(found('男女朋友打人也適用家暴法嗎？家暴法')).toEqual(['家暴→家庭暴力', '家暴法→家庭暴力防治法']);
    expect(found('家庭暴力防治法的對象')).toEqual(['家庭暴力→家暴', '家庭暴力防治法→家暴法', '對象→哪些人/資格']);
  });

  it('ignores single-character members, which are too ambiguous to read', () => {
    expect(found('單字成員')).toEqual(['單字成員→']);
    expect(found('帳單')).toEqual([]);
    expect(table.size).toBe(10);
  });

  it('finds nothing in a message without any member', () => {
    expect(found('公車票價調整')).toEqual([]);
  });
});

describe('the built-in Traditional Chinese sets', () => {
  const { synonymSets } = languagePack('zh-tw');
  const builtIn = new SynonymTable(synonymSets);

  it('hold only members of 2 characters or more, each in one set', () => {
    const sets = synonymSets.map((set) => [...new Set(set.map((word) => normalise(word).replace(/ /g, '')))]);
    const members = sets.flat();
    expect(members.every((member) => Array.from(member).length >= 2)).toBe(true);
    expect(new Set(members).size).toBe(members.length);
    expect(builtIn.size).toBeGreaterThan(1500);
  });

  it('do not read New Taipei (新北市) as Taipei', () => {
    const read = builtIn.find(normalise('新北市政府和新北市府的公告')).flatMap(({ others }) => others.map((other) => builtIn.writtenForm(other)));
    expect(read.filter((word) => word.includes('北市'))).toEqual([]);
  });
});

import { lineOfSynonymPath, parseSynonymText, synonymText } from './synonym-text';

describe('synonym text', () => {
  it('reads one set per line, splitting words on ASCII and CJK commas and semicolons', () => {
    expect(parseSynonymText('第四台, 有線電視\n家暴，家庭暴力、家暴法;家庭暴力防治法；').sets).toEqual([
      ['第四台', '有線電視'],
      ['家暴', '家庭暴力', '家暴法', '家庭暴力防治法'],
    ]);
  });

  it('drops blank words and blank lines but remembers the line of each set', () => {
    expect(parseSynonymText('\n 第四台 ,, 有線電視 \r\n  \n, ,\n健保,全民健保\n')).toEqual({
      sets: [
        ['第四台', '有線電視'],
        ['健保', '全民健保'],
      ],
      lines: [2, 5],
    });
  });

  it('writes saved sets back as the text it reads', () => {
    const sets = [
      ['第四台', '有線電視'],
      ['健保', '全民健保'],
    ];
    expect(synonymText(sets)).toBe('第四台, 有線電視\n健保, 全民健保');
    expect(parseSynonymText(synonymText(sets)).sets).toEqual(sets);
  });

  it('finds the line of a schema or server error path, and none for the whole list', () => {
    expect(lineOfSynonymPath(['synonyms', 1, 0], [2, 5])).toBe(5);
    expect(lineOfSynonymPath('synonyms.0', [2, 5])).toBe(2);
    expect(lineOfSynonymPath('synonyms', [2, 5])).toBeNull();
    expect(lineOfSynonymPath('answer_threshold', [2, 5])).toBeNull();
  });
});

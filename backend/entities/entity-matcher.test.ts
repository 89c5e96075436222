// Finding entities in a message: both scripts and both widths, longest match from the left, whole Latin words,
// the names read as one synonym set by the answer engine, and `{entity:type}` filled or removed.
import { buildIndex, DEFAULT_MATCH_OPTIONS, match } from '../answering';
import { SynonymTable } from '../answering/synonyms';
import { EntityMatcher } from './entity-matcher';
import { fillPlaceholders } from './entity-step';

const matcher = new EntityMatcher([
  { type: 'district', value: '中正區', synonyms: ['中正', '中正区'] },
  { type: 'district', value: '大安區', synonyms: ['大安'] },
  { type: 'city', value: '臺北市', synonyms: ['台北市', '台北', '臺北'] },
  { type: 'agency', value: '中正區區公所', synonyms: ['中正區公所'] },
  { type: 'product', value: 'iPhone 15 Pro', synonyms: ['i15p'] },
  { type: 'product', value: 'Pro', synonyms: [] },
]);

describe('EntityMatcher.find', () => {
  it('finds a name written in either script and either width, and says how the message wrote it', () => {
    expect(matcher.find('我住在中正区')).toEqual([{ type: 'district', value: '中正區', text: '中正区' }]);
    expect(matcher.find('台北的大安區')).toEqual([
      { type: 'city', value: '臺北市', text: '台北' },
      { type: 'district', value: '大安區', text: '大安區' },
    ]);
    expect(matcher.find('ＩＰＨＯＮＥ　１５ pro 多少錢')).toEqual([{ type: 'product', value: 'iPhone 15 Pro', text: 'ＩＰＨＯＮＥ　１５ pro' }]);
  });

  it('takes the longest name at each place and never overlaps', () => {
    expect(matcher.find('中正區區公所在哪')).toEqual([{ type: 'agency', value: '中正區區公所', text: '中正區區公所' }]);
    expect(matcher.find('臺北市中正區公所')).toEqual([
      { type: 'city', value: '臺北市', text: '臺北市' },
      { type: 'agency', value: '中正區區公所', text: '中正區公所' },
    ]);
    expect(matcher.find('中正大安')).toEqual([
      { type: 'district', value: '中正區', text: '中正' },
      { type: 'district', value: '大安區', text: '大安' },
    ]);
  });

  it('reads a Latin name only as a whole word', () => {
    expect(matcher.find('a professional camera')).toEqual([]);
    expect(matcher.find('the Pro, please')).toEqual([{ type: 'product', value: 'Pro', text: 'Pro' }]);
    expect(matcher.find('I15P?')).toEqual([{ type: 'product', value: 'iPhone 15 Pro', text: 'I15P' }]);
  });

  it('lists the types and finds nothing in a message without names', () => {
    expect(matcher.types).toEqual(['agency', 'city', 'district', 'product']);
    expect(matcher.find('營業時間是幾點')).toEqual([]);
  });
});

describe('entity names as synonyms of the Q&A list', () => {
  const index = buildIndex([
    { id: 'office', questions: ['中正區區公所的地址在哪裡'], answers: ['中正區區公所位於羅斯福路。'] },
    { id: 'parking', questions: ['停車場怎麼收費'], answers: ['每小時 40 元。'] },
  ]);

  it('lets a short name meet the catalogue name it stands for', () => {
    const own = new SynonymTable([['停車場', '車位']]);
    const table = matcher.synonymsWith(own);
    expect(table?.sets).toEqual(expect.arrayContaining([['停車場', '車位'], ['中正區區公所', '中正區公所']]));
    expect(matcher.synonymsWith(own)).toBe(table);
    const without = match(index, '中正區公所地址', { ...DEFAULT_MATCH_OPTIONS, synonyms: own });
    const withNames = match(index, '中正區公所地址', { ...DEFAULT_MATCH_OPTIONS, synonyms: table });
    expect(withNames.candidates[0].groupId).toBe('office');
    expect(withNames.candidates[0].score).toBeGreaterThan(without.candidates[0]?.score ?? 0);
    expect(withNames.synonyms.map((reading) => reading.word)).toContain('中正區公所');
  });

  it('keeps the bot\'s own table when no entity has a synonym', () => {
    const plain = new EntityMatcher([{ type: 'district', value: '大同區', synonyms: [] }]);
    const own = new SynonymTable([['停車場', '車位']]);
    expect(plain.synonymsWith(own)).toBe(own);
    expect(plain.synonymsWith(undefined)).toBeUndefined();
  });
});

describe('fillPlaceholders', () => {
  const values = new Map([['district', '中正區']]);
  const fill = (text: string) => fillPlaceholders(text, (type) => values.get(type));

  it('writes the value of the type named', () => {
    expect(fill('{entity:district}區公所的電話是 02-1234。')).toBe('中正區區公所的電話是 02-1234。');
  });

  it('removes a placeholder of a type with no value, tidying the spaces around it', () => {
    expect(fill('The office of {entity:city} opens at 9.')).toBe('The office of opens at 9.');
    expect(fill('Opening hours {entity:city}, weekdays.')).toBe('Opening hours, weekdays.');
    expect(fill('{entity:city}請洽區公所。')).toBe('請洽區公所。');
  });

  it('leaves text without placeholders, and other braces, as it is', () => {
    expect(fill('Price: {price} and {entity:} stay')).toBe('Price: {price} and {entity:} stay');
  });
});

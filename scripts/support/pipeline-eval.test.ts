import { attribute, fnv1a, GroupIndex, longestSentence, normaliseText, sourceOf, stripSourceNote, summarise, type EvalGroup, type Outcome } from './pipeline-eval';

const FAILED = 'Sorry, I have no answer for that.';
const groups: EvalGroup[] = [
  { key: 'G1', questions: ['如何申請停車證？', '停車證怎麼辦'], answers: ['請至交通局網站填寫停車證申請表，並上傳行照影本。'] },
  { key: 'G2', questions: ['垃圾車幾點來？'], answers: ['垃圾車每日晚間七點收運。'] },
  {
    key: 'G3',
    questions: ['老人健保補助資格'],
    answers: [],
    passage: '老人健保補助資格\n年滿六十五歲且設籍臺北市滿一年者，可申請健保費補助。補助金額依身分而定。',
  },
  { key: 'G4', questions: ['是否收費？'], answers: ['是'] },
];
const index = new GroupIndex(groups);
const noIds = () => undefined;
const reply = (text: string, buttons: { id: string; text: string }[] = [], type = 'answer') => ({ type, text, buttons });

describe('sources', () => {
  it('hashes keys stably into thirds, or everything into the Q&A list', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(sourceOf('GIP_94145712', 'thirds')).toBe(sourceOf('GIP_94145712', 'thirds'));
    expect(new Set(Array.from({ length: 60 }, (_, i) => sourceOf(`GIP_${i}`, 'thirds')))).toEqual(new Set(['qa', 'autofaq', 'knowledge']));
    expect(sourceOf('GIP_1', 'none')).toBe('qa');
  });
});

describe('text helpers', () => {
  it('normalises width, case and whitespace', () => {
    expect(normaliseText(' ＡＢＣ　d e\n')).toBe('abcde');
  });
  it('strips the source note and names its file', () => {
    expect(stripSourceNote('答案。（資料來源：G3.txt）')).toEqual({ body: '答案。', file: 'G3.txt' });
    expect(stripSourceNote('Answer.\n(Source: a.txt)')).toEqual({ body: 'Answer.', file: 'a.txt' });
    expect(stripSourceNote('No note.')).toEqual({ body: 'No note.' });
  });
  it('finds the longest sentence of at least 8 characters, without a trailing ellipsis', () => {
    expect(longestSentence('短句。這是一個比較長的句子喔。中等長度的句子…')).toBe('這是一個比較長的句子喔。');
    expect(longestSentence('太短。')).toBeUndefined();
  });
});

describe('attribute', () => {
  it('reads the failed message, by type or by text', () => {
    expect(attribute(reply(FAILED, [], 'no_answer'), index, FAILED, noIds)).toEqual({ kind: 'no_answer' });
    expect(attribute(reply(FAILED), index, FAILED, noIds)).toEqual({ kind: 'no_answer' });
  });
  it('maps a button id that is a Q&A group id', () => {
    const keyOfId = (id: string) => (id === 'uuid-2' ? 'G2' : undefined);
    expect(attribute(reply('Did you mean:', [{ id: 'uuid-2', text: 'whatever' }]), index, FAILED, keyOfId)).toEqual({ kind: 'buttons', groups: ['G2'] });
  });
  it('maps a button text equal to any phrasing, after normalising', () => {
    expect(attribute(reply('Did you mean:', [{ id: 'x', text: '停車證 怎麼辦' }, { id: 'y', text: '老人健保補助資格' }]), index, FAILED, noIds)).toEqual({ kind: 'buttons', groups: ['G1', 'G3'] });
  });
  it('maps a button text that starts a first question, and leaves others unattributed', () => {
    expect(attribute(reply('Did you mean:', [{ id: 'x', text: '垃圾車幾點' }, { id: 'y', text: '天氣如何' }]), index, FAILED, noIds)).toEqual({ kind: 'buttons', groups: ['G2', null] });
  });
  it('maps an answer equal to a group answer (whitespace aside)', () => {
    expect(attribute(reply('垃圾車每日晚間 七點收運。'), index, FAILED, noIds)).toEqual({ kind: 'answer', group: 'G2', offered: [] });
    expect(attribute(reply('是'), index, FAILED, noIds)).toEqual({ kind: 'answer', group: 'G4', offered: [] });
  });
  it('maps an answer that contains a group answer', () => {
    expect(attribute(reply('您好！請至交通局網站填寫停車證申請表，並上傳行照影本。謝謝。'), index, FAILED, noIds)).toEqual({ kind: 'answer', group: 'G1', offered: [] });
  });
  it('maps an extractive AutoQA reply by its longest sentence, source note stripped', () => {
    expect(attribute(reply('年滿六十五歲且設籍臺北市滿一年者，可申請健保費補助。（資料來源：G3.txt）'), index, FAILED, noIds)).toEqual({ kind: 'answer', group: 'G3', offered: [] });
    expect(attribute(reply('請至交通局網站填寫停車證申請表，並上傳…'), index, FAILED, noIds)).toEqual({ kind: 'answer', group: 'G1', offered: [] });
  });
  it('prefers the file the source note names when several groups hold the sentence', () => {
    const twins = new GroupIndex([
      { key: 'A', questions: ['a'], answers: [], passage: 'a\n同一段很長的共同答案內容。' },
      { key: 'B', questions: ['b'], answers: [], passage: 'b\n同一段很長的共同答案內容。' },
    ]);
    expect(twins.answerGroup('同一段很長的共同答案內容。（資料來源：B.txt）')).toBe('B');
  });
  it('reads an answer with buttons as an answer that offers their groups, leaving postback choices out', () => {
    const keyOfId = (id: string) => (id === 'uuid-1' ? 'G1' : undefined);
    const buttons = [{ id: 'uuid-1', text: '如何申請停車證？' }, { id: 'choice-1', text: '營業時間' }, { id: 'x', text: '天氣如何' }];
    expect(attribute(reply('垃圾車每日晚間七點收運。', buttons), index, FAILED, keyOfId)).toEqual({ kind: 'answer', group: 'G2', offered: ['G1', null] });
    expect(attribute(reply('垃圾車每日晚間七點收運。', [{ id: 'choice-1', text: '營業時間' }]), index, FAILED, keyOfId)).toEqual({ kind: 'answer', group: 'G2', offered: [] });
  });
  it('reads buttons under a text that is no answer as buttons, whatever their ids', () => {
    expect(attribute(reply('您是不是想問：', [{ id: 'choice-1', text: '垃圾車幾點來？' }]), index, FAILED, noIds)).toEqual({ kind: 'buttons', groups: ['G2'] });
  });
  it('names no group for a reply that matches none', () => {
    expect(attribute(reply('今天天氣晴朗，適合出門散步走走。'), index, FAILED, noIds)).toEqual({ kind: 'answer', group: null, offered: [] });
  });
});

describe('summarise', () => {
  it('counts direct, suggested, wrong-confident and no-answer figures overall and per source', () => {
    const outcomes: Outcome[] = [
      { source: 'qa', expected: 'G1', alsoOk: [], attribution: { kind: 'answer', group: 'G1', offered: [] } },
      { source: 'autofaq', expected: 'G2', alsoOk: [], attribution: { kind: 'buttons', groups: [null, 'G2'] } },
      { source: 'knowledge', expected: 'G3', alsoOk: ['G4'], attribution: { kind: 'answer', group: 'G4', offered: [] } },
      { source: 'knowledge', expected: 'G3', alsoOk: [], attribution: { kind: 'answer', group: null, offered: [] } },
      { expected: null, alsoOk: [], attribution: { kind: 'answer', group: 'G2', offered: [] } },
      { expected: null, alsoOk: [], attribution: { kind: 'no_answer' } },
      { source: 'qa', expected: 'G1', alsoOk: [], attribution: { kind: 'no_answer' } },
      { source: 'qa', expected: 'G1', alsoOk: [], attribution: { kind: 'answer', group: 'G1', offered: ['G2'] } },
      { source: 'autofaq', expected: 'G2', alsoOk: [], attribution: { kind: 'answer', group: 'G1', offered: ['G2'] } },
      { source: 'autofaq', expected: 'G2', alsoOk: [], attribution: { kind: 'answer', group: 'G1', offered: ['G4'] } },
    ];
    const figures = summarise(outcomes);
    expect(figures.n).toBe(10);
    expect(figures.direct).toBeCloseTo(3 / 10);
    expect(figures.suggested).toBeCloseTo(2 / 10);
    // A wrong answer that offers other groups is hedged, not wrong and confident.
    expect(figures.wrongConfident).toBeCloseTo(2 / 10);
    expect(figures.wrongHedged).toBeCloseTo(2 / 10);
    expect(figures.noAnswerPrecision).toBeCloseTo(1 / 2);
    expect(figures.noAnswerRecall).toBeCloseTo(1 / 2);
    expect(figures.outOfScopeFailed).toBeCloseTo(1 / 2);
    expect(figures.bySource.qa).toEqual({ n: 3, direct: 2 / 3, suggested: 0, wrongConfident: 0, wrongHedged: 0 });
    expect(figures.bySource.autofaq).toEqual({ n: 3, direct: 0, suggested: 2 / 3, wrongConfident: 0, wrongHedged: 2 / 3 });
    expect(figures.bySource.knowledge).toEqual({ n: 2, direct: 0.5, suggested: 0, wrongConfident: 0.5, wrongHedged: 0 });
    expect(figures.bySource.outOfScope).toEqual({ n: 2, direct: 0, suggested: 0, wrongConfident: 0.5, wrongHedged: 0 });
  });
});

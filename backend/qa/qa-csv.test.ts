// Reading and writing the group,question,answer file and its settings columns: grouping, every bad line named,
// RFC 4180 round trip.
import { readFileSync } from 'node:fs';
import { MSG } from '../../schema/rules/validation';
import { readQaCsv, writeQaCsv } from './qa-csv';
import { joinList, splitList } from './qa-csv-settings';

describe('readQaCsv', () => {
  it('joins rows of a group, de-duplicating phrasings and answers in order and allowing empty cells', () => {
    const reading = readQaCsv('\ufeffGroup,Question,Answer\r\nhours,When do you open?,9 to 5\r\nhours,Opening hours?,9 to 5\r\nhours,,Closed on Sundays\r\nhours,When do you open?,\r\n');
    expect(reading).toEqual({
      ok: true,
      rows: 4,
      groups: [{ key: 'hours', line: 2, questions: ['When do you open?', 'Opening hours?'], answers: ['9 to 5', 'Closed on Sundays'], settings: {}, settingLines: {} }],
      warnings: [],
      settingFields: [],
    });
  });

  it('refuses a group of more than 200 phrasings or 50 answers at its first line, whatever its size', () => {
    // 80,000 distinct phrasings of one group (how long that reading takes: `npx tsx scripts/bench-csv-read.ts`).
    const rows = Array.from({ length: 80_000 }, (_, i) => `big,Question ${i},Answer ${i % 60}`);
    expect(readQaCsv(['group,question,answer', 'small,Hi,Hello', ...rows].join('\n'))).toEqual({ ok: false, lines: [{ line: 3, message: MSG.tooLong }] });
    const answers = Array.from({ length: 51 }, (_, i) => `many,Same question,Answer ${i}`);
    expect(readQaCsv(['group,question,answer', ...answers].join('\n'))).toEqual({ ok: false, lines: [{ line: 2, message: MSG.tooLong }] });
    const atLimit = Array.from({ length: 200 }, (_, i) => `full,Question ${i},Answer ${i % 50}`);
    const full = readQaCsv(['group,question,answer', ...atLimit].join('\n'));
    expect(full.ok && [full.groups[0].questions.length, full.groups[0].answers.length]).toEqual([200, 50]);
  });

  it("skips a spreadsheet's cleared rows (every cell blank) as blank lines, and counts lines as an editor does", () => {
    const reading = readQaCsv('\ufeffgroup,question,answer\r\ng1,q1,a1\r\n,,\r\n , ,\r\ng2,q2,a2\r\n,,\r\n,,\r\n');
    expect(reading).toMatchObject({ ok: true, rows: 2, groups: [{ key: 'g1', line: 2 }, { key: 'g2', line: 5 }] });
  });

  it('reads every question and answer column, and refuses a file whose other columns hold text rather than drop it', () => {
    const reading = readQaCsv('group,question,question,answer,answer,notes\ng1,Open today?,Open now?,Yes,Until 9,\n');
    expect(reading).toMatchObject({ ok: true, groups: [{ key: 'g1', questions: ['Open today?', 'Open now?'], answers: ['Yes', 'Until 9'] }] });
    expect(readQaCsv('group,question,answer,notes\ng1,Open today?,Yes,store\n')).toEqual({ ok: false, lines: [{ line: 1, message: MSG.csvUnreadColumn }] });
    expect(readQaCsv('group,group,question,answer\ng1,g2,Open today?,Yes\n')).toEqual({ ok: false, lines: [{ line: 1, message: MSG.csvColumns }] });
  });

  it('reads a cell that is only a zero-width space as empty, and takes zero-width spaces out of the rest', () => {
    expect(readQaCsv('group,question,answer\ng1,\u200b,Yes\ng1,Open\u200b today?,\n')).toMatchObject({ ok: true, groups: [{ key: 'g1', questions: ['Open today?'], answers: ['Yes'] }] });
  });

  it('names a row that repeats the header, as two exports pasted together have', () => {
    const csv = ['group,question,answer', 'g1,Open today?,Yes', 'Group,Question,Answer', 'g2,Parking?,Downstairs'].join('\n');
    expect(readQaCsv(csv)).toEqual({ ok: false, lines: [{ line: 3, message: MSG.csvHeaderAgain }] });
  });

  it('accepts the columns in any order', () => {
    const reading = readQaCsv('answer,group,question\nYes,g1,Open today?\n');
    expect(reading).toMatchObject({ ok: true, groups: [{ key: 'g1', questions: ['Open today?'], answers: ['Yes'] }] });
  });

  it('names every bad line with its message', () => {
    const csv = ['group,question,answer', 'a,Question A,Answer A', ',Orphan question,Orphan answer', 'b,Only a question,', 'c,,Only an answer', 'd,Too,many,fields', `e,${'x'.repeat(1001)},Answer`].join('\n');
    expect(readQaCsv(csv)).toEqual({
      ok: false,
      lines: [
        { line: 3, message: MSG.csvEmptyGroup },
        { line: 4, message: MSG.csvNoAnswer },
        { line: 5, message: MSG.csvNoQuestion },
        { line: 6, message: MSG.csvRowCells },
        { line: 7, message: MSG.csvCellTooLong },
      ],
    });
  });

  it.each([
    ['a wrong header', 'question,answer\nHi,Hello\n', 1, MSG.csvColumns],
    ['an empty file', '', 1, MSG.csvEmpty],
    ['a header alone', 'group,question,answer\n', 1, MSG.csvEmpty],
    ['an unterminated quote', 'group,question,answer\na,"Hi,Hello\n', 2, MSG.csvSyntax],
  ])('refuses %s', (_label, csv, line, message) => {
    expect(readQaCsv(csv)).toEqual({ ok: false, lines: [{ line, message }] });
  });

  it('names a wrong header too when the file is broken further down', () => {
    const csv = ['題目,解答', '營業時間？,早上九點', '地址？,台北市', '"未結束的引號,答案'].join('\n');
    expect(readQaCsv(csv)).toEqual({
      ok: false,
      lines: [
        { line: 1, message: MSG.csvColumns },
        { line: 4, message: MSG.csvSyntax },
      ],
    });
  });
});

describe('settings columns', () => {
  it('reads each group\'s settings from whichever of its rows has them, in any case, and defaults empty cells', () => {
    const csv = [
      'group,question,answer,Answer_Mode,similar_enabled,tags,choices',
      'hours,When do you open?,9 to 5,In order,NO,store ｜ hours |,Where are you? | Do you deliver?',
      'hours,Opening hours?,,,,,',
      'place,Where are you?,Taipei,,,,',
      'place,Your address?,,2,yes,a||b | ｜｜c,',
      'delivery,Do you deliver?,Yes,first,,,',
    ].join('\n');
    expect(readQaCsv(csv)).toMatchObject({
      ok: true,
      settingFields: ['answer_mode', 'similar_enabled', 'tags', 'postback_choices'],
      groups: [
        { key: 'hours', settings: { answer_mode: 3, similar_enabled: false, tags: ['store', 'hours'], postback_choices: ['Where are you?', 'Do you deliver?'] } },
        { key: 'place', settings: { answer_mode: 2, similar_enabled: true, tags: ['a|b', '｜c'], postback_choices: [] } },
        { key: 'delivery', settings: { answer_mode: 1, similar_enabled: true, tags: [], postback_choices: [] } },
      ],
    });
  });

  it('reads the mode and the switch as typed in Chinese or Japanese, full-width and half-width alike', () => {
    const csv = [
      'group,question,answer,answer_mode,similar_enabled',
      'a,幾點開門？,九點。,隨機,否',
      'b,在哪裡？,台北。,依序,是',
      'c,怎么付款？,刷卡。,按顺序,关',
      'd,予約は？,要ります。,ﾗﾝﾀﾞﾑ,いいえ',
      'e,駐車場は？,あります。,最初の回答,オン',
      'f,Parking?,Yes.,First answer,On',
    ].join('\n');
    const reading = readQaCsv(csv);
    expect(reading.ok && reading.groups.map((group) => [group.key, group.settings.answer_mode, group.settings.similar_enabled])).toEqual([
      ['a', 2, false],
      ['b', 3, true],
      ['c', 3, false],
      ['d', 2, false],
      ['e', 1, true],
      ['f', 1, true],
    ]);
    expect(readQaCsv('group,question,answer,answer_mode\ng,Q?,A.,隨便\n')).toMatchObject({ ok: false, lines: [{ line: 2, message: MSG.csvAnswerMode }] });
  });

  it("takes the Q&A dialog's own name of each mode in every language of the console", () => {
    for (const language of ['tw', 'cn', 'jp', 'en']) {
      const { modes } = (JSON.parse(readFileSync(`web/src/i18n/${language}.json`, 'utf8')) as { faq: { form: { modes: Record<'first' | 'random' | 'inOrder', string> } } }).faq.form;
      const csv = ['group,question,answer,answer_mode', `a,Q1?,A.,${modes.first}`, `b,Q2?,A.,${modes.random}`, `c,Q3?,A.,${modes.inOrder}`].join('\n');
      const reading = readQaCsv(csv);
      expect({ language, modes: reading.ok && reading.groups.map((group) => group.settings.answer_mode) }).toEqual({ language, modes: [1, 2, 3] });
    }
  });

  it('gives only the settings of the columns the file has', () => {
    const reading = readQaCsv('group,question,answer,tags\ng1,Open today?,Yes,store\n');
    expect(reading).toMatchObject({ ok: true, settingFields: ['tags'], groups: [{ settings: { tags: ['store'] } }] });
    expect(reading.ok && Object.keys(reading.groups[0].settings)).toEqual(['tags']);
  });

  it('names every bad settings cell with its line and message', () => {
    const csv = [
      'group,question,answer,answer_mode,similar_enabled,tags,choices',
      'a,Question A,Answer A,sometimes,,,',
      'b,Question B,Answer B,,maybe,,',
      `c,Question C,Answer C,,,${Array.from({ length: 21 }, (_, i) => `t${i}`).join('|')},`,
      `d,Question D,Answer D,,,${'x'.repeat(51)},`,
      `e,Question E,Answer E,,,,${Array.from({ length: 11 }, (_, i) => `Choice ${i}?`).join('|')}`,
      `f,Question F,Answer F,,,,${'y'.repeat(201)}`,
      'g,Question G,Answer G,random,,vip,',
      'g,Question G2,,random,,vip,',
      'g,Question G3,,in_order,,vip | new,',
    ].join('\n');
    expect(readQaCsv(csv)).toEqual({
      ok: false,
      lines: [
        { line: 2, message: MSG.csvAnswerMode },
        { line: 3, message: MSG.csvSimilarEnabled },
        { line: 4, message: MSG.csvTags, values: { max: 20, chars: 50 } },
        { line: 5, message: MSG.csvTags, values: { max: 20, chars: 50 } },
        { line: 6, message: MSG.csvChoices, values: { max: 10, chars: 200 } },
        { line: 7, message: MSG.csvChoices, values: { max: 10, chars: 200 } },
        { line: 10, message: MSG.csvSettingTwice, values: { column: 'answer_mode', line: 8 } },
        { line: 10, message: MSG.csvSettingTwice, values: { column: 'tags', line: 8 } },
      ],
    });
  });

  it('refuses a settings column named twice', () => {
    expect(readQaCsv('group,question,answer,tags,tags\ng1,Open today?,Yes,a,b\n')).toEqual({ ok: false, lines: [{ line: 1, message: MSG.csvColumns }] });
  });

  it.each([[['plain', 'a|b', '|lead', 'trail|', '｜', 'x||y', '全形｜分隔']], [['only']], [[]]])('splits what it joins: %j', (items) => {
    expect(splitList(joinList(items))).toEqual(items);
  });
});

describe('writeQaCsv', () => {
  it('writes the settings on the group\'s first row and reads them back', () => {
    const groups = [
      { key: 'hours', questions: ['When?', 'Open?'], answers: ['Nine.'], answer_mode: 3 as const, similar_enabled: false, tags: ['a, b', '=sum', 'c|d'], postback_choices: ['Where?', '"Quoted"?'] },
      { key: 'place', questions: ['Where?'], answers: ['Here.'], answer_mode: 1 as const, similar_enabled: true, tags: [], postback_choices: [] },
    ];
    const rows = writeQaCsv(groups).split('\r\n');
    expect(rows.slice(0, 4)).toEqual([
      'group,question,answer,answer_mode,similar_enabled,tags,choices',
      `hours,When?,Nine.,in_order,no,"a, b | =sum | c||d","Where? | ""Quoted""?"`,
      'hours,Open?,,,,,',
      'place,Where?,Here.,first,yes,,',
    ]);
    const reading = readQaCsv(writeQaCsv(groups));
    expect(reading.ok && reading.groups.map(({ key, questions, answers, settings }) => ({ key, questions, answers, ...settings }))).toEqual(groups);
  });

  it('quotes fields with commas, quotes and line breaks, and reads back to the same groups', () => {
    const groups = [
      { key: 'tricky', questions: ['Is it "free", really?', 'Line\nbreak?'], answers: ['Yes, "free".'] },
      { key: '中文', questions: ['營業時間？'], answers: ['早上九點', '週日公休'] },
    ];
    const csv = writeQaCsv(groups);
    expect(csv.split('\r\n')[1]).toBe('tricky,"Is it ""free"", really?","Yes, ""free"".",,,,');
    const reading = readQaCsv(csv);
    expect(reading.ok && reading.groups.map(({ key, questions, answers }) => ({ key, questions, answers }))).toEqual(groups);
  });
});

describe('formula injection', () => {
  const groups = [
    { key: '=HYPERLINK("http://evil.example","x")', questions: ['+1 for you?', '-5 degrees?', "'=already quoted?"], answers: ['@SUM(A1:A2)', 'plain'] },
  ];

  it('writes a cell a spreadsheet would read as a formula with a leading single quote', () => {
    const rows = writeQaCsv(groups).split('\r\n');
    expect(rows[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",'+1 for you?,'@SUM(A1:A2),,,,`);
    expect(rows[2]).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",'-5 degrees?,plain,,,,`);
    expect(rows[3]).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",''=already quoted?,,,,,`);
  });

  it('reads the exported file back to the same groups', () => {
    const reading = readQaCsv(writeQaCsv(groups));
    expect(reading).toMatchObject({ ok: true, groups: [{ key: groups[0].key, questions: groups[0].questions, answers: groups[0].answers }] });
  });
});

// Reading and writing the group,question,answer file: grouping, every bad line named, RFC 4180 round trip.
import { MSG } from '../../schema/rules/validation';
import { readQaCsv, writeQaCsv } from './qa-csv';

describe('readQaCsv', () => {
  it('joins rows of a group, de-duplicating phrasings and answers in order and allowing empty cells', () => {
    const reading = readQaCsv('\ufeffGroup,Question,Answer\r\nhours,When do you open?,9 to 5\r\nhours,Opening hours?,9 to 5\r\nhours,,Closed on Sundays\r\nhours,When do you open?,\r\n');
    expect(reading).toEqual({
      ok: true,
      rows: 4,
      groups: [{ key: 'hours', line: 2, questions: ['When do you open?', 'Opening hours?'], answers: ['9 to 5', 'Closed on Sundays'] }],
      warnings: [],
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
    expect(readQaCsv('group,question,answer,tags\ng1,Open today?,Yes,store\n')).toEqual({ ok: false, lines: [{ line: 1, message: MSG.csvUnreadColumn }] });
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

describe('writeQaCsv', () => {
  it('quotes fields with commas, quotes and line breaks, and reads back to the same groups', () => {
    const groups = [
      { key: 'tricky', questions: ['Is it "free", really?', 'Line\nbreak?'], answers: ['Yes, "free".'] },
      { key: '中文', questions: ['營業時間？'], answers: ['早上九點', '週日公休'] },
    ];
    const csv = writeQaCsv(groups);
    expect(csv.split('\r\n')[1]).toBe('tricky,"Is it ""free"", really?","Yes, ""free""."');
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
    expect(rows[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",'+1 for you?,'@SUM(A1:A2)`);
    expect(rows[2]).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",'-5 degrees?,plain`);
    expect(rows[3]).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",''=already quoted?,`);
  });

  it('reads the exported file back to the same groups', () => {
    const reading = readQaCsv(writeQaCsv(groups));
    expect(reading).toMatchObject({ ok: true, groups: [{ key: groups[0].key, questions: groups[0].questions, answers: groups[0].answers }] });
  });
});

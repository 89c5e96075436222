import { CsvSyntaxError, parseCsv, parseQaCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields holding commas, doubled quotes and empty values', () => {
    expect(parseCsv('a,"b, c","say ""hi""",""\n').map((record) => record.fields)).toEqual([['a', 'b, c', 'say "hi"', '']]);
  });

  it('keeps line breaks inside quoted fields and reports where each record starts', () => {
    const records = parseCsv('h1,h2\n1,"two\nlines"\n3,4');
    expect(records).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 2, fields: ['1', 'two\nlines'] },
      { line: 4, fields: ['3', '4'] },
    ]);
  });

  it('accepts CRLF line endings and a byte-order mark', () => {
    expect(parseCsv('\ufeffgroup,question\r\ng1,"q\r\n2"\r\n')).toEqual([
      { line: 1, fields: ['group', 'question'] },
      { line: 2, fields: ['g1', 'q\r\n2'] },
    ]);
  });

  it('skips blank lines but keeps counting them', () => {
    expect(parseCsv('a\n\nb\n').map((record) => record.line)).toEqual([1, 3]);
  });

  it('reports an unterminated quote at the line where the field opened', () => {
    expect(() => parseCsv('a,b\nc,"open\nstill open')).toThrow(expect.objectContaining({ line: 2 }));
  });

  it('reports a quote inside an unquoted field and text after a closing quote', () => {
    expect(() => parseCsv('ok\nab"c,d')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('ok\n"ab"c,d')).toThrow(expect.objectContaining({ line: 2 }));
  });
});

describe('parseQaCsv', () => {
  it('gathers rows of one group into its phrasings and distinct answers', () => {
    const result = parseQaCsv('group,question,answer\ng1,How?,Like this\ng1,In what way?,Like this\ng2,Why?,"Because,\nreasons"\n');
    expect(result).toEqual({
      ok: true,
      groups: [
        { id: 'g1', questions: ['How?', 'In what way?'], answers: ['Like this'] },
        { id: 'g2', questions: ['Why?'], answers: ['Because,\nreasons'] },
      ],
    });
  });

  it('reports every bad row with its line number and returns no groups', () => {
    const result = parseQaCsv('group,question,answer\ng1,ok,fine\n"g2\n",only two\n,missing group,x\n');
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'expected 3 fields, found 2' },
        { line: 5, message: 'group and question must not be empty' },
      ],
    });
  });

  it('rejects a file whose header lacks the required columns', () => {
    expect(parseQaCsv('id,text\n1,x\n')).toEqual({ ok: false, errors: [{ line: 1, message: expect.stringContaining('header') }] });
  });

  it('turns a syntax error into a row error with its line', () => {
    expect(parseQaCsv('group,question,answer\ng1,"never closed,x\n')).toEqual({
      ok: false,
      errors: [{ line: 2, message: expect.stringContaining('never closed') }],
    });
  });
});

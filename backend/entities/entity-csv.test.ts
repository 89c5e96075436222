// Reading an entity file: good rows, every bad row named by its line and reason, and files that are not CSV text.
import { ENTITY_BAD_ROWS_LISTED, ENTITY_FILE_MAX_ROWS, ENTITY_MSG } from '../../schema/rules/entities';
import { MSG } from '../../schema/rules/messages';
import { EntityFileInvalid, readEntityCsv } from './entity-csv';

const read = (text: string | Buffer, name = 'districts.csv') => readEntityCsv(name, typeof text === 'string' ? Buffer.from(text) : text);

function refusal(text: string | Buffer, name?: string): EntityFileInvalid {
  try {
    read(text, name);
  } catch (error) {
    if (error instanceof EntityFileInvalid) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('readEntityCsv', () => {
  it('reads one entity a row, its synonyms split on | and trimmed, columns in any order and case', () => {
    const rows = read('\uFEFFValue,TYPE,Synonyms\n中正區,district, 中正 | 中正区 |\n"大安區",district,\nSogo,store,"SOGO|太平洋崇光"\n');
    expect(rows).toEqual([
      { row: 2, type: 'district', value: '中正區', synonyms: ['中正', '中正区'] },
      { row: 3, type: 'district', value: '大安區', synonyms: [] },
      { row: 4, type: 'store', value: 'Sogo', synonyms: ['SOGO', '太平洋崇光'] },
    ]);
    expect(read('type,value\ncity,臺北市\n')).toEqual([{ row: 2, type: 'city', value: '臺北市', synonyms: [] }]);
  });

  it('splits synonyms on the full-width ｜ an input method types as on |', () => {
    expect(read('type,value,synonyms\ndistrict,松山區,松山｜松山区|松山 區\n')).toEqual([{ row: 2, type: 'district', value: '松山區', synonyms: ['松山', '松山区', '松山 區'] }]);
  });

  it('names every bad row by its line and a message key, with the values the message names', () => {
    const error = refusal(`type,value,synonyms\ndistrict,中正區,\n,大安區,\ndistrict,,x\nbad type,信義區,\ndistrict,${'長'.repeat(101)},\ndistrict,中正区,\n`);
    expect(error.code).toBe('IMPORT_INVALID');
    expect(error.lines).toEqual([
      { line: 3, message: ENTITY_MSG.typeEmpty },
      { line: 4, message: ENTITY_MSG.valueEmpty },
      { line: 5, message: ENTITY_MSG.typeInvalid, values: { type: 'bad type' } },
      { line: 6, message: ENTITY_MSG.valueTooLong, values: { max: 100 } },
      { line: 7, message: ENTITY_MSG.duplicate, values: { type: 'district', line: 2 } },
    ]);
    expect(error.message).toBe('districts.csv was not stored: bad rows on line 3, 4, 5, 6, 7 (error.lines names each reason).');
  });

  it('refuses more entities than one file may hold, naming the first line past the bound', () => {
    const rows = Array.from({ length: ENTITY_FILE_MAX_ROWS + 1 }, (_, i) => `district,d${i}`).join('\n');
    expect(refusal(`type,value\n${rows}\n`).lines).toEqual([{ line: ENTITY_FILE_MAX_ROWS + 2, message: ENTITY_MSG.tooManyRows, values: { max: ENTITY_FILE_MAX_ROWS } }]);
  });

  it('lists at most the first bad rows and counts the rest', () => {
    const rows = Array.from({ length: ENTITY_BAD_ROWS_LISTED + 10 }, () => 'district,').join('\n');
    const { lines } = refusal(`type,value\n${rows}\n`);
    expect(lines).toHaveLength(ENTITY_BAD_ROWS_LISTED + 1);
    expect(lines.at(-1)).toMatchObject({ message: ENTITY_MSG.moreBadRows, values: { count: 10 } });
  });

  it('reads a UTF-16 file with its byte-order mark, as every text upload', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('type,value\r\ndistrict,中正區\r\n', 'utf16le')]);
    expect(read(utf16)).toEqual([{ row: 2, type: 'district', value: '中正區', synonyms: [] }]);
  });

  it('refuses a file without the columns, without rows, with broken quotes, or that is not UTF-8 CSV text', () => {
    expect(refusal('name,value\nx,y\n').lines).toEqual([{ line: 1, message: ENTITY_MSG.header }]);
    expect(refusal('type,value,synonyms\n').lines[0].message).toBe(ENTITY_MSG.noEntities);
    expect(refusal('').lines[0].message).toBe(MSG.csvEmpty);
    expect(refusal('type,value\ndistrict,"中正區\n').lines[0].message).toBe(MSG.csvSyntax);
    expect(refusal('type,value\ndistrict,a\u0000b\n').lines[0].message).toBe(ENTITY_MSG.notCsvText);
    expect(refusal(Buffer.from([0x74, 0x79, 0xff, 0xfe, 0x0a])).lines[0].message).toBe(ENTITY_MSG.notCsvText);
    expect(refusal('type,value\ndistrict,中正區\n', 'districts.xlsx').lines[0].message).toBe(ENTITY_MSG.notCsvText);
  });
});

// Reading a batch test's file: which first lines are headers rather than questions, and blank rows.
import { readBatchTestCsv } from './batch-test-csv';

describe('readBatchTestCsv', () => {
  it.each([
    ['question,expected_answer'],
    ['Question,Answer'],
    ['questions'],
    ['問題,預期答案'],
    ['问题,预期答案'],
    ['質問,期待する回答'],
  ])('reads a first line %j as the header, not as a question', (header) => {
    expect(readBatchTestCsv(`${header}\nWhen do you open?,9 to 5\n`, 10)).toEqual({ ok: true, rows: [{ line: 2, question: 'When do you open?', expectedAnswer: '9 to 5' }] });
  });

  it('runs a first line that names no question column as a question', () => {
    const reading = readBatchTestCsv('When do you open?,9 to 5\nWhere are you?\n', 10);
    expect(reading.ok && reading.rows.map((row) => row.question)).toEqual(['When do you open?', 'Where are you?']);
  });

  it("skips a spreadsheet's cleared rows", () => {
    const reading = readBatchTestCsv('question,expected_answer\r\nWhen do you open?,9 to 5\r\n,\r\n,\r\n', 10);
    expect(reading.ok && reading.rows).toHaveLength(1);
  });
});

// The CSV reader on a real worker thread (loading the readers through tsx): a file read there answers what an inline
// reading answers, bad lines included; a small file is read inline.
import { AutoFaqFileRefused } from '../autofaq/autofaq-csv';
import { readBatchTestCsv } from '../batch-test/batch-test-csv';
import { readQaCsv } from '../qa/qa-csv';
import { WorkerPoolError } from '../threads/worker-pool';
import { CsvReader } from './csv-reader';
import { closedAfterEach } from '../threads/testing/closed-after-each';

// A thread starts by compiling the readers.
jest.setTimeout(60_000);

const newReader = closedAfterEach((...options: ConstructorParameters<typeof CsvReader>) => new CsvReader(...options));

const QA = 'group,question,answer\nhours,When do you open?,9 to 5\nhours,Opening hours?,\nparking,Where can I park?,Behind the store\n';
const BAD_QA = 'group,question,answer\nhours,When do you open?\n,Where?,Here\n';
const BATCH = 'question,expected_answer\nWhen do you open?,9 to 5\nWhere can I park?,\n';

describe('CsvReader', () => {
  it('reads a Q&A import and a batch test on its thread as they are read inline, bad lines included', async () => {
    const reader = newReader({ inlineCharacters: 0 });
    expect(await reader.read({ kind: 'qa', text: QA })).toEqual({ ok: true, rows: 3, groups: readQaCsv(QA).ok ? expect.any(Array) : [], warnings: [], settingFields: [] });
    expect(await reader.read({ kind: 'qa', text: QA })).toEqual(readQaCsv(QA));
    expect(await reader.read({ kind: 'qa', text: BAD_QA })).toEqual(readQaCsv(BAD_QA));
    expect(readQaCsv(BAD_QA).ok).toBe(false);
    expect(await reader.read({ kind: 'batch-test', text: BATCH, rowLimit: 10 })).toEqual(readBatchTestCsv(BATCH, 10));
    expect(await reader.read({ kind: 'batch-test', text: BATCH, rowLimit: 1 })).toEqual(readBatchTestCsv(BATCH, 1));
    expect(readBatchTestCsv(BATCH, 1).ok).toBe(false);
  });

  it('reads an AutoFAQ answer set on its thread, and refuses a bad one naming the file and the row as inline', async () => {
    const reader = newReader({ inlineCharacters: 0 });
    expect(await reader.readAutoFaq('hours.csv', Buffer.from('title,answer\nHours,We open at nine.\n'))).toEqual([{ row: 2, title: 'Hours', text: 'We open at nine.' }]);
    const refused = reader.readAutoFaq('empty-cell.csv', Buffer.from('title,answer\nHours,We open at nine.\nParking,\n'));
    await expect(refused).rejects.toBeInstanceOf(AutoFaqFileRefused);
    await expect(refused).rejects.toMatchObject({ status: 400, code: 'KNOWLEDGE_FILE_INVALID', file: 'empty-cell.csv', reason: 'empty', location: { row: 3 }, message: 'empty-cell.csv, row 3: the answer is empty' });
    await expect(reader.readAutoFaq('notes.txt', Buffer.from('title,answer\n'))).rejects.toMatchObject({ reason: 'wrong_type' });
  });

  it('reads a small file inline and a large one on its thread', async () => {
    const reader = newReader({ inlineCharacters: 200 });
    await reader.close();
    // Closed: the small file is still read, inline; the large one needed the thread.
    expect(await reader.read({ kind: 'qa', text: QA })).toEqual(readQaCsv(QA));
    const large = QA + 'more,Another question?,Another answer\n'.repeat(10);
    await expect(reader.read({ kind: 'qa', text: large })).rejects.toEqual(new WorkerPoolError('closed', 'the CSV reader is closed'));
  });
});

// The base64 check of uploaded files: exact, and without a stack overflow for files up to the 5 MB limit (its speed is
// not timed here: a loaded CI machine makes any bound either loose or flaky).
import { randomBytes } from 'node:crypto';
import { isBase64, uploadIssues } from './uploads';

const file = (base64: string) => ({ fileName: 'faq.csv', contentType: 'text/csv', base64 });

describe('isBase64', () => {
  it('accepts padded base64 of every length', () => {
    for (let size = 0; size < 8; size += 1) expect(isBase64(randomBytes(size).toString('base64'))).toBe(true);
  });

  it('refuses what Buffer.from would quietly skip or misread', () => {
    for (const text of ['abc', 'ab=c', 'a===', '====', 'ab c', 'abcd\n', 'ab-_', 'a=bc', '=abc', 'abc=abcd']) expect(isBase64(text)).toBe(false);
  });
});

describe('uploadIssues', () => {
  it('accepts a 4.9 MB file, just under the 5 MB limit', () => {
    const base64 = randomBytes(Math.floor(4.9 * 1024 * 1024)).toString('base64');
    expect(uploadIssues(file(base64), 'file')).toEqual([]);
  });

  it('names a corrupted large file', () => {
    const base64 = randomBytes(4 * 1024 * 1024).toString('base64');
    const corrupted = `${base64.slice(0, 1_000_000)}!${base64.slice(1_000_001)}`;
    expect(uploadIssues(file(corrupted), 'files.0')).toEqual([{ field: 'files.0.base64', message: expect.any(String) }]);
  });
});

// The knowledge reader pool on real worker threads (loading the TypeScript parsers through tsx): passages, the
// per-file passage limit, the time limit that ends a runaway thread, and the bounded queue. (The heap limit is a
// backstop only: V8 may abort the whole process instead of the thread, so it is not provoked here.)
import { AppError } from '../../http/errors';
import { KnowledgeFileRefused } from '../parse';
import { docx, manyParagraphsDocx } from '../testing/fixtures';
import { KnowledgeReader } from './knowledge-reader';
import { closedAfterEach } from '../../threads/testing/closed-after-each';

// Threads start by compiling the parsers, and the hostile files take seconds to parse on a shared machine.
jest.setTimeout(60_000);

const newReader = closedAfterEach((...options: ConstructorParameters<typeof KnowledgeReader>) => new KnowledgeReader(...options));

async function refusal(reading: Promise<unknown>): Promise<KnowledgeFileRefused> {
  try {
    await reading;
  } catch (error) {
    if (error instanceof KnowledgeFileRefused) return error;
    throw error;
  }
  throw new Error('the file was read');
}

const SMALL_DOCX = docx([{ heading: 'Hours' }, { paragraph: 'The museum opens at nine.' }]);
// About 22 MB of XML within the ZIP bounds, holding some 4 million characters of text; built once, when needed.
let hostile: Buffer | undefined;
const hostileDocx = () => (hostile ??= manyParagraphsDocx(20_000));

describe('KnowledgeReader', () => {
  it('reads a file into passages with its opening sentences', async () => {
    const reading = await newReader().read('hours.docx', SMALL_DOCX);
    expect(reading).toEqual({
      format: 'docx',
      chunks: [{ text: 'The museum opens at nine.', section: 'Hours', location: { paragraph: 2 }, metadata: {}, tokens: 7 }],
      opening: 'The museum opens at nine.',
    });
  });

  it('refuses a DOCX of many paragraphs that yields more passages than one file may hold', async () => {
    // 2,100 paragraphs of about 250 tokens: a passage each, past the default 2,000.
    const long = manyParagraphsDocx(2_100, 12);
    const { chunks } = await newReader({ limits: { fileMaxChunks: 10_000 } }).read('long.docx', long);
    expect(chunks.length).toBeGreaterThan(2_000);
    const refused = await refusal(newReader().read('long.docx', long));
    expect(refused).toMatchObject({ status: 400, code: 'KNOWLEDGE_FILE_INVALID', file: 'long.docx', reason: 'too_many_chunks', detail: `${chunks.length.toLocaleString('en')} passages, at most 2,000` });
  });

  it('stops reading a DOCX as soon as its text alone is sure to yield too many passages', async () => {
    const refused = await refusal(newReader().read('hostile.docx', hostileDocx()));
    expect(refused).toMatchObject({ reason: 'too_many_chunks', detail: 'more than 3,281,250 characters of text' });
  });

  it('terminates a read that runs past its time limit, refuses the file and reads the next on a fresh thread', async () => {
    // No passage limit to stop it early: the time limit must.
    const reader = newReader({ threads: 1, timeoutMs: 300, limits: { fileMaxChunks: 1_000_000 } });
    await expect(reader.read('warm-up.docx', SMALL_DOCX)).resolves.toHaveProperty('format', 'docx');
    // Seconds of parsing and chunking, far past 0.3 s.
    const refused = await refusal(reader.read('hostile.docx', hostileDocx()));
    expect(refused).toMatchObject({ file: 'hostile.docx', reason: 'too_complex', detail: 'reading took longer than 0.3 s' });
    await expect(reader.read('after.docx', SMALL_DOCX)).resolves.toHaveProperty('format', 'docx');
  });

  it('lets a bounded number of files wait and answers 429 RATE_LIMITED past it', async () => {
    const reader = newReader({ threads: 1, queue: 1 });
    const reading = reader.read('first.docx', SMALL_DOCX);
    const waiting = reader.read('second.docx', SMALL_DOCX);
    await expect(reader.read('third.docx', SMALL_DOCX)).rejects.toEqual(expect.objectContaining<Partial<AppError>>({ status: 429, code: 'RATE_LIMITED' }));
    await expect(Promise.all([reading, waiting])).resolves.toHaveLength(2);
  });

  it('fails the files being read or waiting when it closes', async () => {
    const reader = newReader({ threads: 1 });
    const reading = reader.read('first.docx', SMALL_DOCX);
    const waiting = reader.read('second.docx', SMALL_DOCX);
    const outcomes = Promise.allSettled([reading, waiting]);
    await reader.close();
    expect(await outcomes).toEqual([
      { status: 'rejected', reason: new Error('the knowledge reader is closed') },
      { status: 'rejected', reason: new Error('the knowledge reader is closed') },
    ]);
    await expect(reader.read('late.docx', SMALL_DOCX)).rejects.toThrow('the knowledge reader is closed');
  });
});

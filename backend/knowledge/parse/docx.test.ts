// The DOCX reader on real archives: text in document order, and the bounds that keep a crafted archive harmless.
import { docx, zip } from '../testing/fixtures';
import { ParseRefusal } from './document';
import { parseDocx } from './docx';
import { readZipEntries, ZipError, ZIP_LIMITS } from './zip';

const WORD = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const documentOf = (body: string) => zip({ 'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document ${WORD}><w:body>${body}</w:body></w:document>` });

/** Sets general-purpose flag bit 0 (encrypted) in every local and central header of an archive. */
function markEncrypted(archive: Buffer): Buffer {
  const out = Buffer.from(archive);
  for (let at = 0; at < out.length - 4; at++) {
    const signature = out.readUInt32LE(at);
    if (signature === 0x04034b50) out.writeUInt16LE(out.readUInt16LE(at + 6) | 1, at + 6);
    if (signature === 0x02014b50) out.writeUInt16LE(out.readUInt16LE(at + 8) | 1, at + 8);
  }
  return out;
}

async function refusal(bytes: Buffer): Promise<ParseRefusal> {
  try {
    await parseDocx(bytes);
  } catch (error) {
    if (error instanceof ParseRefusal) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('parseDocx', () => {
  it('reads headings, paragraphs and table rows in order, numbering the blocks', async () => {
    const blocks = await parseDocx(docx([{ heading: 'Fees & hours' }, { paragraph: 'Open <daily>.' }, { table: [['Item', 'Fee'], ['Locker', '20']] }]));
    expect(blocks).toEqual([
      { kind: 'heading', text: 'Fees & hours', location: { paragraph: 1 } },
      { kind: 'paragraph', text: 'Open <daily>.', location: { paragraph: 2 } },
      { kind: 'paragraph', text: 'Item | Fee', location: { paragraph: 3 } },
      { kind: 'paragraph', text: 'Locker | 20', location: { paragraph: 4 } },
    ]);
  });

  it('keeps tabs and line breaks, reads outline levels as headings and skips text outside w:t', async () => {
    const body =
      '<w:p><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:r><w:t>Title</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>a</w:t><w:tab/><w:t>b</w:t><w:br/><w:t>c &#x4e2d;</w:t><w:instrText>PAGE</w:instrText></w:r></w:p>';
    expect(await parseDocx(documentOf(body))).toEqual([
      { kind: 'heading', text: 'Title', location: { paragraph: 1 } },
      { kind: 'paragraph', text: 'a\tb\nc 中', location: { paragraph: 2 } },
    ]);
  });

  it.each([
    ['a truncated archive', () => docx([{ paragraph: 'Hello' }]).subarray(0, 60), /end of central directory/i],
    ['an archive without word/document.xml', () => zip({ 'word/other.xml': '<x/>' }), /missing/],
    ['a document that is not well-formed XML', () => documentOf('<w:p><w:r><w:t>open</w:r></w:p>'), /word\/document\.xml: /],
    ['a document with no body', () => zip({ 'word/document.xml': `<w:document ${WORD}/>` }), /no document body/],
    ['an encrypted document part', () => markEncrypted(docx([{ paragraph: 'secret' }])), /encrypted/],
    ['a deflate bomb', () => zip({ 'word/document.xml': Buffer.alloc(8 * 1024 * 1024, 0x20) }), /compressed suspiciously well/],
  ])('refuses %s as a damaged DOCX', async (_what, build, detail) => {
    const refused = await refusal(build());
    expect(refused.reason).toBe('corrupt_docx');
    expect(refused.detail).toMatch(detail);
  });

  it("reads a text box once (not its mc:Fallback copy), keeps the paragraph around it whole, and leaves hidden text out", async () => {
    const MC = 'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"';
    const box = (text: string) => `<w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent>`;
    const body =
      `<w:p><w:r><w:t>Before </w:t></w:r><w:r><mc:AlternateContent ${MC}><mc:Choice Requires="wps">${box('In the box')}</mc:Choice>` +
      `<mc:Fallback>${box('In the box')}</mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>after.</w:t></w:r></w:p>` +
      '<w:p><w:pPr><w:rPr><w:vanish/></w:rPr></w:pPr><w:r><w:t>Shown </w:t></w:r><w:r><w:rPr><w:vanish/></w:rPr><w:t>internal note</w:t></w:r>' +
      '<w:r><w:rPr><w:vanish w:val="false"/></w:rPr><w:t>and shown.</w:t></w:r></w:p>';
    expect((await parseDocx(documentOf(body))).map((block) => block.text)).toEqual(['In the box', 'Before after.', 'Shown and shown.']);
  });

  it('stops at the first paragraph past its budget of text, refusing the document as too many passages', async () => {
    const blocks = [{ paragraph: 'a'.repeat(40) }, { paragraph: 'b'.repeat(40) }, { paragraph: 'c'.repeat(40) }];
    await expect(parseDocx(docx(blocks), 120)).resolves.toHaveLength(3);
    const refused = await parseDocx(docx(blocks), 119).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ParseRefusal);
    expect(refused).toMatchObject({ reason: 'too_many_chunks', detail: 'more than 119 characters of text' });
  });

  it('refuses an archive whose document has no text as empty', async () => {
    expect(await refusal(documentOf('<w:p/>'))).toMatchObject({ reason: 'empty' });
  });
});

describe('readZipEntries', () => {
  const text = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join(''));

  it('reads only the wanted parts', async () => {
    const parts = await readZipEntries(zip({ 'a.xml': 'A', 'b.xml': 'B' }), (name) => name === 'b.xml');
    expect([...parts]).toEqual([['b.xml', Buffer.from('B')]]);
  });

  it('bounds each part and all parts together', async () => {
    const archive = zip({ 'a.xml': text(600), 'b.xml': text(600) });
    const limits = { ...ZIP_LIMITS, entryBytes: 1000, totalBytes: 1000 };
    await expect(readZipEntries(archive, (name) => name === 'a.xml', limits)).resolves.toHaveProperty('size', 1);
    await expect(readZipEntries(archive, () => true, limits)).rejects.toThrow(new ZipError('b.xml is too large'));
    await expect(readZipEntries(archive, () => true, { ...limits, entryBytes: 500 })).rejects.toThrow(ZipError);
  });

  it('refuses a part whose declared size is smaller than what it inflates to', async () => {
    const archive = Buffer.from(zip({ 'a.xml': text(600) }));
    const central = archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    archive.writeUInt32LE(10, central + 24);
    await expect(readZipEntries(archive, () => true)).rejects.toThrow(ZipError);
  });
});

// DOCX: word/document.xml read in document order. Paragraphs become blocks, a paragraph styled as a heading or
// title (or with an outline level) becomes a section title, and each table row becomes one block of its cells.
import { ParseRefusal, type Block } from './document';
import { listZipEntries, readZipEntry, ZipError } from './zip';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

function documentXml(bytes: Buffer): string {
  try {
    const entry = listZipEntries(bytes).get('word/document.xml');
    if (!entry) throw new ParseRefusal('corrupt_docx', {}, 'word/document.xml is missing');
    return readZipEntry(bytes, entry).toString('utf8');
  } catch (error) {
    if (error instanceof ZipError) throw new ParseRefusal('corrupt_docx', {}, error.message);
    throw error;
  }
}

const TOKEN = /<(\/?)w:(p|tbl|tr|tc|t|tab|br|cr|pStyle|outlineLvl)\b([^>]*?)(\/?)>|([^<]+)|<[^>]*>/g;
const HEADING_STYLE = /^(heading|title|subtitle)/i;

export function parseDocx(bytes: Buffer): Block[] {
  const xml = documentXml(bytes);
  if (!xml.includes('<w:body')) throw new ParseRefusal('corrupt_docx', {}, 'no document body');
  const blocks: Block[] = [];
  let paragraph = '';
  let heading = false;
  let inText = false;
  let tableDepth = 0;
  let cell: string[] = [];
  let row: string[] = [];
  let count = 0;
  const push = (kind: Block['kind'], text: string) => {
    const trimmed = text.replace(/[ \t]+\n/g, '\n').trim();
    if (!trimmed) return;
    count += 1;
    blocks.push({ kind, text: trimmed, location: { paragraph: count } });
  };

  for (const match of xml.matchAll(TOKEN)) {
    const [, closing, tag, attributes = '', selfClosing, text] = match;
    if (text !== undefined) {
      if (inText) paragraph += decodeEntities(text);
      continue;
    }
    if (!tag) continue;
    if (tag === 't') inText = !closing && !selfClosing;
    else if (tag === 'tab' && !closing) paragraph += '\t';
    else if ((tag === 'br' || tag === 'cr') && !closing) paragraph += '\n';
    else if (tag === 'pStyle' && HEADING_STYLE.test(/w:val="([^"]*)"/.exec(attributes)?.[1] ?? '')) heading = true;
    else if (tag === 'outlineLvl' && !closing) heading = true;
    else if (tag === 'p' && !closing && !selfClosing) {
      paragraph = '';
      heading = false;
    } else if (tag === 'p' && closing) {
      if (tableDepth > 0) cell.push(paragraph.trim());
      else push(heading ? 'heading' : 'paragraph', paragraph);
      paragraph = '';
    } else if (tag === 'tbl') tableDepth += closing ? -1 : 1;
    else if (tag === 'tr' && !closing) row = [];
    else if (tag === 'tc' && !closing) cell = [];
    else if (tag === 'tc' && closing) row.push(cell.filter(Boolean).join(' '));
    else if (tag === 'tr' && closing) push('paragraph', row.filter(Boolean).join(' | '));
  }
  if (blocks.length === 0) throw new ParseRefusal('empty');
  return blocks;
}

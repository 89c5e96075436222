// Builds real DOCX and PDF files in code for tests and benchmarks: a DOCX is a ZIP of a few deflated XML parts
// (written with fflate), a PDF with a text layer is a page whose content stream draws text in a standard font.
import { zipSync } from 'fflate';

/** A ZIP archive of deflated entries. */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const files = Object.fromEntries(Object.entries(entries).map(([name, content]) => [name, typeof content === 'string' ? Buffer.from(content, 'utf8') : content]));
  return Buffer.from(zipSync(files, { level: 6 }));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type DocxPart = { heading: string } | { paragraph: string } | { table: string[][] };

function partXml(part: DocxPart): string {
  const run = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  if ('heading' in part) return `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>${run(part.heading)}</w:p>`;
  if ('paragraph' in part) return `<w:p>${run(part.paragraph)}</w:p>`;
  const rows = part.table.map((cells) => `<w:tr>${cells.map((cell) => `<w:tc><w:p>${run(cell)}</w:p></w:tc>`).join('')}</w:tr>`);
  return `<w:tbl><w:tblPr/>${rows.join('')}</w:tbl>`;
}

/** A Word document with headings, paragraphs and tables, as Word would store it (minus styles). */
export function docx(parts: DocxPart[]): Buffer {
  const body = parts.map(partXml).join('');
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`,
  });
}

/** A PDF whose pages carry the given lines as text (ASCII, Helvetica); an empty page list draws only a box. */
export function pdf(pages: string[][]): Buffer {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, i) => {
    const stream = lines.length > 0 ? `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((line) => `(${escapePdf(line)}) Tj T*`).join(' ')} ET` : '72 600 200 100 re S';
    objects[pageIds[i]] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageIds[i] + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`;
    objects[pageIds[i] + 1] = `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out);
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// Words for generated prose: varied enough that the text does not compress like a deflate bomb.
const WORDS = 'the museum opens daily at nine and closes at five except on public holidays when visitors may enter free of charge tickets for adults cost three hundred dollars children under six years enter without a ticket guided tours start every hour from the main hall and last about forty minutes the gift shop sells books prints and local crafts parking is available under the building for cars and bicycles'.split(' ');

/** Deterministic prose: `count` sentences of about twelve words each, from a seed. */
export function prose(seed: number, sentences: number): string {
  let state = seed >>> 0 || 1;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
  const out: string[] = [];
  for (let s = 0; s < sentences; s++) {
    const words = Array.from({ length: 8 + (next() % 8) }, () => WORDS[next() % WORDS.length]);
    out.push(`${words.join(' ')} ${next() % 1000}.`);
  }
  return out.join(' ');
}

/**
 * A Word document of many paragraphs in Word's verbose markup (run properties on every run), as a hostile upload
 * would be: a few hundred KB that inflate to tens of MB of XML, within the ZIP reader's ratio bound.
 */
export function manyParagraphsDocx(paragraphs: number, sentencesPerParagraph = 3): Buffer {
  const runProperties = '<w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="PMingLiU" w:cs="Times New Roman"/><w:color w:val="1F1F1F"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-US" w:eastAsia="zh-TW"/></w:rPr>';
  const body: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    const runs = prose(i + 1, sentencesPerParagraph)
      .split('. ')
      .map((sentence) => `<w:r>${runProperties}<w:t xml:space="preserve">${sentence}. </w:t></w:r>`);
    body.push(`<w:p><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/><w:jc w:val="both"/></w:pPr>${runs.join('')}</w:p>`);
  }
  return zip({ 'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}<w:sectPr/></w:body></w:document>` });
}

// DOCX: word/document.xml read in document order with an XML parser (saxes). Paragraphs become blocks, a paragraph
// styled as a heading or title (or with an outline level) becomes a section title, and each table row becomes one
// block of its cells. Word writes a text box twice (mc:Choice and an mc:Fallback copy for older readers): only the
// first is read. Text the author hid (w:vanish) is not content the bot may publish, so it is left out.
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ParseRefusal, type Block } from './document';
import { readZipEntries, ZipError } from './zip';

const DOCUMENT_PART = 'word/document.xml';
const WORD_NAMESPACE = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const COMPATIBILITY_NAMESPACE = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
/** A w:vanish (or any on/off property) whose w:val says off. */
const OFF = new Set(['0', 'false', 'off']);
const HEADING_STYLE = /^(heading|title|subtitle)/i;

async function documentXml(bytes: Buffer): Promise<string> {
  try {
    const xml = (await readZipEntries(bytes, (name) => name === DOCUMENT_PART)).get(DOCUMENT_PART);
    if (!xml) throw new ParseRefusal('corrupt_docx', {}, `${DOCUMENT_PART} is missing`);
    return xml.toString('utf8');
  } catch (error) {
    if (error instanceof ZipError) throw new ParseRefusal('corrupt_docx', {}, error.message);
    throw error;
  }
}

/** The document's blocks, built from the WordprocessingML elements as the parser meets them. */
class DocumentReader {
  readonly blocks: Block[] = [];
  private characters = 0;
  sawBody = false;
  private paragraph = '';
  private heading = false;
  private inText = false;
  private tableDepth = 0;
  private cell: string[] = [];
  private row: string[] = [];
  /** Depth inside mc:Fallback elements: their content repeats what mc:Choice held. */
  private fallbackDepth = 0;
  /** Whether each run we are inside is hidden (a text box's runs sit inside the run holding the box). */
  private runsHidden: boolean[] = [];
  /** The paragraphs a text box's paragraph interrupted, resumed when it ends. */
  private outerParagraphs: { paragraph: string; heading: boolean }[] = [];
  private paragraphDepth = 0;

  constructor(private readonly maxCharacters: number) {}

  private push(kind: Block['kind'], text: string): void {
    const trimmed = text.replace(/[ \t]+\n/g, '\n').trim();
    if (!trimmed) return;
    this.characters += trimmed.length;
    if (this.characters > this.maxCharacters) throw new ParseRefusal('too_many_chunks', {}, `more than ${this.maxCharacters.toLocaleString('en')} characters of text`);
    this.blocks.push({ kind, text: trimmed, location: { paragraph: this.blocks.length + 1 } });
  }

  open(tag: SaxesTagNS): void {
    if (tag.uri === COMPATIBILITY_NAMESPACE && tag.local === 'Fallback' && !tag.isSelfClosing) this.fallbackDepth += 1;
    if (tag.uri !== WORD_NAMESPACE || this.fallbackDepth > 0) return;
    switch (tag.local) {
      case 'r':
        if (!tag.isSelfClosing) this.runsHidden.push(false);
        break;
      case 'vanish': {
        const value = Object.values(tag.attributes).find((attribute) => attribute.local === 'val')?.value;
        // Only a run's own properties hide text; a paragraph mark's (w:pPr/w:rPr) come before any run.
        if (this.runsHidden.length > 0) this.runsHidden[this.runsHidden.length - 1] = value === undefined || !OFF.has(value.toLowerCase());
        break;
      }
      case 'body':
        this.sawBody = true;
        break;
      case 't':
        this.inText = !tag.isSelfClosing;
        break;
      case 'tab':
        this.paragraph += '\t';
        break;
      case 'br':
      case 'cr':
        this.paragraph += '\n';
        break;
      case 'pStyle': {
        const style = Object.values(tag.attributes).find((attribute) => attribute.local === 'val')?.value ?? '';
        if (HEADING_STYLE.test(style)) this.heading = true;
        break;
      }
      case 'outlineLvl':
        this.heading = true;
        break;
      case 'p':
        if (this.paragraphDepth > 0) this.outerParagraphs.push({ paragraph: this.paragraph, heading: this.heading });
        this.paragraphDepth += 1;
        this.paragraph = '';
        this.heading = false;
        break;
      case 'tbl':
        this.tableDepth += 1;
        break;
      case 'tr':
        this.row = [];
        break;
      case 'tc':
        this.cell = [];
        break;
    }
  }

  close(tag: SaxesTagNS): void {
    if (tag.uri === COMPATIBILITY_NAMESPACE && tag.local === 'Fallback') {
      this.fallbackDepth = Math.max(0, this.fallbackDepth - 1);
      return;
    }
    if (tag.uri !== WORD_NAMESPACE || this.fallbackDepth > 0) return;
    switch (tag.local) {
      case 't':
        this.inText = false;
        break;
      case 'r':
        this.runsHidden.pop();
        break;
      case 'p': {
        if (this.tableDepth > 0) this.cell.push(this.paragraph.trim());
        else this.push(this.heading ? 'heading' : 'paragraph', this.paragraph);
        this.paragraphDepth = Math.max(0, this.paragraphDepth - 1);
        const outer = this.paragraphDepth > 0 ? this.outerParagraphs.pop() : undefined;
        this.paragraph = outer?.paragraph ?? '';
        this.heading = outer?.heading ?? false;
        break;
      }
      case 'tbl':
        this.tableDepth -= 1;
        break;
      case 'tc':
        this.row.push(this.cell.filter(Boolean).join(' '));
        break;
      case 'tr':
        this.push('paragraph', this.row.filter(Boolean).join(' | '));
        break;
    }
  }

  text(text: string): void {
    if (this.inText && this.fallbackDepth === 0 && !this.runsHidden.some(Boolean)) this.paragraph += text;
  }
}

/** The document's blocks; more than `maxCharacters` of text is refused as too_many_chunks as soon as it is met. */
export async function parseDocx(bytes: Buffer, maxCharacters = Infinity): Promise<Block[]> {
  const xml = await documentXml(bytes);
  const reader = new DocumentReader(maxCharacters);
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => reader.open(tag));
  parser.on('closetag', (tag) => reader.close(tag));
  parser.on('text', (text) => reader.text(text));
  parser.on('cdata', (text) => reader.text(text));
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof ParseRefusal) throw error;
    throw new ParseRefusal('corrupt_docx', {}, `${DOCUMENT_PART}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!reader.sawBody) throw new ParseRefusal('corrupt_docx', {}, 'no document body');
  if (reader.blocks.length === 0) throw new ParseRefusal('empty');
  return reader.blocks;
}

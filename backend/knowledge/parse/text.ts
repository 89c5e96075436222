// Text decoding for TXT and CSV: the upload rule every text file follows (backend/uploads/text-decoding.ts), with its
// line ends made one.
import { decodeUploadedText } from '../../uploads/text-decoding';
import { ParseRefusal, type Block } from './document';

export function decodeText(bytes: Buffer): string {
  const decoded = decodeUploadedText(bytes);
  if (!decoded.ok) throw new ParseRefusal('not_utf8');
  return decoded.text.replace(/\r\n?/g, '\n');
}

const MARKDOWN_HEADING = /^#{1,6}\s+(.+?)\s*#*$/;
const UNDERLINE = /^(=+|-+)$/;

/**
 * Paragraphs are separated by blank lines; a Markdown `#` line or a line underlined with === or --- is a
 * heading. Single line breaks inside a paragraph are kept (lists, a question line above its answer).
 */
export function parseTxt(bytes: Buffer): Block[] {
  const lines = decodeText(bytes).split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let count = 0;
  const flush = () => {
    const text = paragraph.join('\n').trim();
    paragraph = [];
    if (!text) return;
    count += 1;
    blocks.push({ kind: 'paragraph', text, location: { paragraph: count } });
  };
  lines.forEach((raw, i) => {
    const line = raw.trimEnd();
    const heading = MARKDOWN_HEADING.exec(line.trim());
    const underlined = paragraph.length === 0 && line.trim() && UNDERLINE.test((lines[i + 1] ?? '').trim());
    if (heading || underlined) {
      flush();
      count += 1;
      blocks.push({ kind: 'heading', text: heading ? heading[1] : line.trim(), location: { paragraph: count } });
      return;
    }
    if (UNDERLINE.test(line.trim()) && blocks.at(-1)?.kind === 'heading' && paragraph.length === 0) return;
    if (!line.trim()) flush();
    else paragraph.push(line);
  });
  flush();
  if (blocks.length === 0) throw new ParseRefusal('empty');
  return withTitleLine(blocks);
}

const TITLE_MAX_CHARACTERS = 80;
const ENDS_A_STATEMENT = /[。．.！!；;：:,，]$/;

/**
 * A file that opens with a short line that is not a statement (a title, or an FAQ entry's question) has that line
 * as the section title of what follows, so every passage cut from the file still carries it.
 */
function withTitleLine(blocks: Block[]): Block[] {
  const [first, ...rest] = blocks;
  if (first.kind !== 'paragraph') return blocks;
  const [line, ...others] = first.text.split('\n');
  const body = others.join('\n').trim();
  if (line.length > TITLE_MAX_CHARACTERS || ENDS_A_STATEMENT.test(line) || (!body && rest.length === 0)) return blocks;
  const title: Block = { kind: 'heading', text: line.trim(), location: first.location };
  return body ? [title, { ...first, text: body }, ...rest] : [title, ...rest];
}

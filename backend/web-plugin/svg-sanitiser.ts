// Uploaded SVG icons are rewritten before they are stored: a small tolerant tokenizer reads elements,
// attributes and text, an allow-list keeps drawing elements and presentation attributes only, and the
// result is serialised afresh. Nothing of the input is copied through unparsed, so markup the tokenizer
// did not understand cannot survive (no scripts, event handlers, foreign HTML, external references,
// DOCTYPE or entities).

/** The text is not an SVG document this sanitiser can read; the upload answers 415. */
export class UnreadableSvg extends Error {
  constructor(reason: string) {
    super(`Unreadable SVG: ${reason}`);
    this.name = 'UnreadableSvg';
  }
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
/** Real icons nest a few levels; a deeper document is refused rather than walked. */
const MAX_DEPTH = 256;

const DRAWING_ELEMENTS = new Set([
  'svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'defs',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'use', 'symbol', 'title', 'desc', 'pattern',
  'image', 'style',
]);

const PRESENTATION_ATTRIBUTES = new Set([
  'id', 'class', 'style', 'transform', 'viewBox', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2',
  'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'd', 'points', 'pathLength',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity', 'color',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits',
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'preserveAspectRatio', 'version',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'text-anchor', 'dominant-baseline',
  'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing', 'text-decoration',
  'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'visibility', 'display', 'overflow', 'vector-effect',
  'shape-rendering', 'text-rendering', 'image-rendering', 'color-interpolation', 'paint-order',
  'xml:space', 'role', 'aria-label', 'aria-hidden',
]);

const LOCAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;
const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg);base64,[A-Za-z0-9+/=\s]+$/;
/** url(#id), the only url() a value may hold: gradients, clip paths and masks of the same document. */
const LOCAL_URL = /url\(\s*(['"]?)#[A-Za-z_][\w.:-]*\1\s*\)/g;
/** What makes CSS fetch, run or hide something; CSS escapes (\) could spell any of it, so they go too. */
const UNSAFE_CSS = /url\s*\(|@import|image-set\s*\(|expression\s*\(|javascript:|-moz-binding|behavior\s*:|\\/i;

interface ElementNode {
  name: string;
  attributes: [string, string][];
  children: SvgNode[];
}
type SvgNode = ElementNode | string;

// ---- reading -------------------------------------------------------------------------------------------

const NAME = /[A-Za-z_][\w.:-]*/y;
const SPACE = /\s*/y;
const PREDEFINED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function codePoint(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return valid ? String.fromCodePoint(value) : '\ufffd';
}

/** Character references and the five predefined entities; any other entity stays literal text (never expanded). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,8}|#[0-9]{1,10}|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return codePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return codePoint(parseInt(ref.slice(1), 10));
    return PREDEFINED_ENTITIES[ref] ?? whole;
  });
}

class Reader {
  position = 0;

  constructor(readonly text: string) {}

  get done(): boolean {
    return this.position >= this.text.length;
  }

  startsWith(prefix: string, ignoreCase = false): boolean {
    const slice = this.text.slice(this.position, this.position + prefix.length);
    return ignoreCase ? slice.toLowerCase() === prefix.toLowerCase() : slice === prefix;
  }

  /** Moves past the next `end` and answers what came before it. */
  through(end: string, what: string): string {
    const at = this.text.indexOf(end, this.position);
    if (at < 0) throw new UnreadableSvg(`unterminated ${what}`);
    const skipped = this.text.slice(this.position, at);
    this.position = at + end.length;
    return skipped;
  }

  match(pattern: RegExp): string | undefined {
    pattern.lastIndex = this.position;
    const found = pattern.exec(this.text);
    if (!found) return undefined;
    this.position += found[0].length;
    return found[0];
  }

  skipSpace(): void {
    this.match(SPACE);
  }

  /** <!DOCTYPE …> including an internal subset in brackets, whose declarations are simply skipped. */
  skipDoctype(): void {
    let inSubset = false;
    for (; this.position < this.text.length; this.position += 1) {
      const char = this.text[this.position];
      if (char === '[') inSubset = true;
      else if (char === ']') inSubset = false;
      else if (char === '>' && !inSubset) {
        this.position += 1;
        return;
      }
    }
    throw new UnreadableSvg('unterminated DOCTYPE');
  }
}

function readAttributes(reader: Reader): { attributes: [string, string][]; selfClosing: boolean } {
  const attributes: [string, string][] = [];
  for (;;) {
    reader.skipSpace();
    if (reader.done) throw new UnreadableSvg('unterminated tag');
    if (reader.startsWith('/>')) {
      reader.position += 2;
      return { attributes, selfClosing: true };
    }
    if (reader.startsWith('>')) {
      reader.position += 1;
      return { attributes, selfClosing: false };
    }
    const name = reader.match(/[^\s=/>"'<]+/y);
    if (!name) throw new UnreadableSvg('bad attribute');
    reader.skipSpace();
    let value = '';
    if (reader.startsWith('=')) {
      reader.position += 1;
      reader.skipSpace();
      const quote = reader.text[reader.position];
      if (quote === '"' || quote === "'") {
        reader.position += 1;
        value = reader.through(quote, 'attribute value');
      } else {
        value = reader.match(/[^\s>]+/y) ?? '';
      }
    }
    attributes.push([name, decodeEntities(value)]);
  }
}

/** Reads the document into a tree, forgiving unclosed and stray end tags the way a browser would. */
function parseSvg(text: string): ElementNode {
  const reader = new Reader(text);
  const document: ElementNode = { name: '#document', attributes: [], children: [] };
  const open: ElementNode[] = [document];
  const top = () => open[open.length - 1];

  while (!reader.done) {
    if (!reader.startsWith('<')) {
      const at = text.indexOf('<', reader.position);
      const end = at < 0 ? text.length : at;
      top().children.push(decodeEntities(text.slice(reader.position, end)));
      reader.position = end;
    } else if (reader.startsWith('<!--')) {
      reader.position += 4;
      reader.through('-->', 'comment');
    } else if (reader.startsWith('<![CDATA[')) {
      reader.position += 9;
      top().children.push(reader.through(']]>', 'CDATA section'));
    } else if (reader.startsWith('<!DOCTYPE', true)) {
      reader.skipDoctype();
    } else if (reader.startsWith('<?')) {
      // Processing instructions (the XML declaration, xml-stylesheet) are dropped unread.
      reader.through('?>', 'processing instruction');
    } else if (reader.startsWith('<!')) {
      reader.through('>', 'declaration');
    } else if (reader.startsWith('</')) {
      reader.position += 2;
      const name = reader.match(NAME);
      if (!name) throw new UnreadableSvg('bad end tag');
      reader.skipSpace();
      if (!reader.startsWith('>')) throw new UnreadableSvg('bad end tag');
      reader.position += 1;
      const at = open.map((node) => node.name).lastIndexOf(name);
      if (at > 0) open.length = at;
    } else {
      reader.position += 1;
      const name = reader.match(NAME);
      if (!name) throw new UnreadableSvg('bad start tag');
      const { attributes, selfClosing } = readAttributes(reader);
      const element: ElementNode = { name, attributes, children: [] };
      top().children.push(element);
      if (!selfClosing) {
        if (open.length > MAX_DEPTH) throw new UnreadableSvg('nested too deeply');
        open.push(element);
      }
    }
  }
  const root = document.children.find((child): child is ElementNode => typeof child !== 'string');
  if (!root || root.name !== 'svg') throw new UnreadableSvg('the root element is not <svg>');
  return root;
}

// ---- cleaning and writing ------------------------------------------------------------------------------

// Characters XML 1.0 forbids; a decoded &#1; must not make the stored file unreadable.
const NOT_XML = /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const escapeText = (text: string) => text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

export function isSafeCss(css: string): boolean {
  return !UNSAFE_CSS.test(css.replace(LOCAL_URL, ''));
}

function isSafeHref(elementName: string, value: string): boolean {
  const href = value.trim();
  if (LOCAL_REFERENCE.test(href)) return true;
  return elementName === 'image' && DATA_IMAGE.test(href);
}

function keptAttribute(elementName: string, [name, value]: [string, string]): [string, string] | undefined {
  if (/^on/i.test(name)) return undefined;
  if (name === 'href' || name === 'xlink:href') return isSafeHref(elementName, value) ? [name, value.trim()] : undefined;
  if (!PRESENTATION_ATTRIBUTES.has(name)) return undefined;
  // Presentation values may point at a gradient or clip path of this document, nothing else.
  return isSafeCss(value) ? [name, value] : undefined;
}

function writeElement(node: ElementNode, isRoot: boolean): string {
  if (!DRAWING_ELEMENTS.has(node.name)) return '';
  const text = node.children.filter((child): child is string => typeof child === 'string').join('');
  if (node.name === 'style' && (node.children.some((child) => typeof child !== 'string') || !isSafeCss(text))) return '';

  // A repeated attribute makes the whole file unreadable to an XML parser: the first one wins.
  const seen = new Set<string>();
  const attributes = node.attributes.flatMap((attribute) => {
    const kept = keptAttribute(node.name, attribute);
    if (!kept || seen.has(kept[0])) return [];
    seen.add(kept[0]);
    return [kept];
  });
  if (node.name === 'image' && !attributes.some(([name]) => name === 'href' || name === 'xlink:href')) return '';
  if (isRoot) attributes.unshift(['xmlns', SVG_NAMESPACE], ['xmlns:xlink', XLINK_NAMESPACE]);

  const content = node.children.map((child) => (typeof child === 'string' ? escapeText(child) : writeElement(child, false))).join('');
  const tag = [node.name, ...attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`)].join(' ');
  return content ? `<${tag}>${content}</${node.name}>` : `<${tag}/>`;
}

/** The SVG reduced to drawing elements and presentation attributes; throws UnreadableSvg when it cannot be read. */
export function sanitiseSvg(text: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeElement(parseSvg(text), true)}`;
}

// Uploaded SVG icons are rewritten before they are stored. DOMPurify (on a jsdom window, loaded on the first icon:
// jsdom takes 0.3 s to load, which backend start-up need not pay) parses the file as a browser would and keeps SVG
// drawing and filter elements only. This module adds what an icon needs beyond DOMPurify's SVG profile: no links,
// animations, foreignObject or metadata at all, href only to the same document (or an inline PNG, GIF or JPEG for
// <image>), no url() other than url(#id) in any value or style sheet, and a readable document whose root is <svg>.
// The result is written afresh from the cleaned tree as XML, so nothing of the input is copied through unparsed.
import type { DOMPurify } from 'dompurify';
import type { ParserError } from 'parse5';
import { WEB_ICON_MAX_BYTES } from '../../schema/rules/constants';

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

/** Allowed by DOMPurify's SVG profile, but nothing an icon needs: links, animations, fonts, other documents. */
const FORBIDDEN_ELEMENTS = [
  'a', 'animate', 'animateColor', 'animateMotion', 'animateTransform', 'set', 'mpath', 'foreignObject', 'metadata',
  'switch', 'view', 'tref', 'altGlyph', 'altGlyphDef', 'altGlyphItem', 'glyphRef', 'font', 'glyph', 'hkern', 'vkern',
];

/** Tokenizer errors after which the HTML parser can only guess what was meant: a cut-off tag or comment, a stray <. */
const UNREADABLE = new Set(['eof-in-tag', 'eof-in-comment', 'eof-in-cdata', 'eof-in-doctype', 'eof-before-tag-name', 'invalid-first-character-of-tag-name']);

const LOCAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;
const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg);base64,[A-Za-z0-9+/=\s]+$/;
/** url(#id), the only url() a value may hold: gradients, clip paths and masks of the same document. */
const LOCAL_URL = /url\(\s*(['"]?)#[A-Za-z_][\w.:-]*\1\s*\)/g;
/** What makes CSS fetch, run or hide something; CSS escapes (\) could spell any of it, so they go too. */
const UNSAFE_CSS = /url\s*\(|@import|image-set\s*\(|expression\s*\(|javascript:|-moz-binding|behavior\s*:|\\/i;

export function isSafeCss(css: string): boolean {
  return !UNSAFE_CSS.test(css.replace(LOCAL_URL, ''));
}

function isSafeHref(elementName: string, value: string): boolean {
  const href = value.trim();
  return LOCAL_REFERENCE.test(href) || (elementName === 'image' && DATA_IMAGE.test(href));
}

// ---- the libraries, loaded on first use ----------------------------------------------------------------

interface Libraries {
  purifier: DOMPurify;
  parseErrors: (text: string) => ParserError[];
}
let libraries: Libraries | undefined;

function load(): Libraries {
  if (libraries) return libraries;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded lazily: jsdom alone costs about 0.3 s */
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  const createDOMPurify = require('dompurify') as typeof import('dompurify').default;
  const { parseFragment } = require('parse5') as typeof import('parse5');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  purifier.setConfig({
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: FORBIDDEN_ELEMENTS,
    // A dropped element goes with everything in it, text included (an unknown <svg:script> holds code).
    KEEP_CONTENT: false,
    RETURN_DOM: true,
  });
  purifier.addHook('uponSanitizeAttribute', (element, event) => {
    if (event.attrName === 'href' || event.attrName === 'xlink:href') event.keepAttr = isSafeHref(element.localName, event.attrValue);
    else if (!isSafeCss(event.attrValue)) event.keepAttr = false;
  });
  const parseErrors = (text: string) => {
    const errors: ParserError[] = [];
    parseFragment(text, { onParseError: (error) => errors.push(error) });
    return errors;
  };
  libraries = { purifier, parseErrors };
  return libraries;
}

// ---- writing -------------------------------------------------------------------------------------------

// Characters XML 1.0 forbids; a decoded &#1; must not make the stored file unreadable.
const NOT_XML = /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const escapeText = (text: string) => text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function depthOf(root: Element): number {
  let deepest = 0;
  const pending: [Element, number][] = [[root, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [element, depth] = next;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_DEPTH) break;
    for (const child of Array.from(element.children)) pending.push([child, depth + 1]);
  }
  return deepest;
}

function writeElement(element: Element, isRoot: boolean): string {
  const name = element.tagName;
  const attributes = Array.from(element.attributes)
    .filter((attribute) => attribute.name !== 'xmlns' && !attribute.name.startsWith('xmlns:'))
    .map((attribute): [string, string] => [attribute.name, attribute.value]);
  const hasHref = attributes.some(([attribute]) => attribute === 'href' || attribute === 'xlink:href');
  if (name === 'image' && !hasHref) return '';
  if (name === 'style' && (element.children.length > 0 || !isSafeCss(element.textContent ?? ''))) return '';
  if (isRoot) attributes.unshift(['xmlns', SVG_NAMESPACE], ['xmlns:xlink', XLINK_NAMESPACE]);

  const content = Array.from(element.childNodes)
    .map((child) => (child.nodeType === TEXT_NODE ? escapeText(child.nodeValue ?? '') : child.nodeType === ELEMENT_NODE ? writeElement(child as Element, false) : ''))
    .join('');
  const tag = [name, ...attributes.map(([attribute, value]) => `${attribute}="${escapeAttribute(value)}"`)].join(' ');
  return content ? `<${tag}>${content}</${name}>` : `<${tag}/>`;
}

/** The SVG reduced to drawing elements and safe attributes; throws UnreadableSvg when it cannot be read. */
export function sanitiseSvg(text: string): string {
  if (Buffer.byteLength(text) > WEB_ICON_MAX_BYTES) throw new UnreadableSvg('larger than an icon may be');
  const { purifier, parseErrors } = load();
  const unreadable = parseErrors(text).find((error) => UNREADABLE.has(error.code));
  if (unreadable) throw new UnreadableSvg(`${unreadable.code} at line ${unreadable.startLine}`);
  const body = purifier.sanitize(text) as unknown as Element;
  const root = body.firstElementChild;
  if (!root || root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') throw new UnreadableSvg('the root element is not <svg>');
  if (depthOf(root) > MAX_DEPTH) throw new UnreadableSvg('nested too deeply');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeElement(root, true)}`;
}

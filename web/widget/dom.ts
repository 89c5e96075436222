// Small DOM builders for the widget. Server text only ever becomes text nodes (textContent); the one markup
// string set with innerHTML is our own constant icon.

type Attributes = Record<string, string>;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** An inline icon from one of the widget's own SVG constants (never from server data). */
export function icon(svgMarkup: string): HTMLSpanElement {
  const holder = el('span', { class: 'icon', 'aria-hidden': 'true' });
  showIcon(holder, undefined, svgMarkup);
  return holder;
}

/** Puts an image from the config into the holder, or the built-in SVG when there is none. */
export function showIcon(holder: HTMLElement, url: string | undefined, svgMarkup: string): void {
  if (url) holder.replaceChildren(el('img', { src: url, alt: '' }));
  else holder.innerHTML = svgMarkup;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than the address ("see https://a.example/faq.").
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"。，、！？）」』]+$/;

/**
 * The text as nodes, with http(s) addresses turned into links that open in a new tab without handing the host
 * page to the target (rel=noopener). Anything that does not parse as an http(s) URL stays plain text.
 */
export function linkified(text: string): Node[] {
  const nodes: Node[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index ?? 0;
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) nodes.push(document.createTextNode(text.slice(last, start)));
    const link = el('a', { href, target: '_blank', rel: 'noopener noreferrer' });
    link.textContent = address;
    nodes.push(link);
    last = start + address.length;
  }
  if (last < text.length) nodes.push(document.createTextNode(text.slice(last)));
  return nodes;
}

function safeHref(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A colour from the config, or the fallback when the browser would not read it as a colour. */
export function cssColor(value: string, fallback: string): string {
  const readable = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' ? CSS.supports('color', value) : /^#[0-9a-f]{3,8}$/i.test(value);
  return readable ? value : fallback;
}

// What an uploaded icon really is, read from its bytes: the file name and the declared type are the
// uploader's word and are not trusted (docs/rest-api.md, website widget).
import { imageSize } from 'image-size';
import type { WebIconType } from '../../schema/rules/constants';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const GIF_SIGNATURES = ['GIF87a', 'GIF89a'].map((text) => [...Buffer.from(text, 'latin1')]);

const startsWith = (bytes: Uint8Array, signature: number[]) => bytes.length >= signature.length && signature.every((byte, at) => bytes[at] === byte);

/** The UTF-8 text of the bytes (byte-order mark removed), or undefined when they are not valid UTF-8. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

// Before the root element an SVG file may hold an XML declaration, comments, white space and a DOCTYPE
// (editors such as Illustrator write one; the sanitiser drops it and never expands its entities).
const PROLOG_ITEM = /^(?:\s+|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>)/;

/** True when the text is an XML document whose root element is <svg>. */
export function looksLikeSvg(text: string): boolean {
  let rest = text;
  for (let item = PROLOG_ITEM.exec(rest); item; item = PROLOG_ITEM.exec(rest)) rest = rest.slice(item[0].length);
  return /^<svg[\s/>]/.test(rest);
}

export function sniffIconType(bytes: Uint8Array): WebIconType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (GIF_SIGNATURES.some((signature) => startsWith(bytes, signature))) return 'image/gif';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  const text = utf8Text(bytes);
  if (text !== undefined && looksLikeSvg(text)) return 'image/svg+xml';
  return undefined;
}

/** A PNG, GIF or JPEG's width and height as its header declares them (nothing is decoded); undefined when unreadable. */
export function rasterDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return undefined;
  }
}

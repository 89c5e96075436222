// Tiny real images for the web plugin's tests: a 1×1 PNG built chunk by chunk, a 1×1 GIF and a 1×1 JPEG.
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** One pixel of the given RGBA colour. */
export function tinyPng(rgba: [number, number, number, number] = [80, 70, 229, 255]): Buffer {
  return filledPng(1, 1, rgba);
}

/** `width` × `height` pixels of one RGBA colour: a large one compresses to a few kilobytes. */
export function filledPng(width: number, height: number, rgba: [number, number, number, number] = [80, 70, 229, 255]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter method, no interlace
  const scanline = Buffer.from([0, ...Array.from({ length: width }, () => rgba).flat()]); // filter type 0, then the pixels
  const pixels = Buffer.concat(Array.from({ length: height }, () => scanline));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(pixels)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** GIF89a, 1×1, two-colour palette, one LZW-coded pixel. */
export const TINY_GIF = Buffer.from([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff,
  0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
]);

/** JFIF, 1×1 grey, progressive. */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

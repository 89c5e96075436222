// A small ZIP reader (central directory, stored and deflated entries) for DOCX files: enough for what Word,
// LibreOffice and Google Docs write, with limits so a crafted archive cannot exhaust memory.
import { inflateRawSync } from 'node:zlib';

export class ZipError extends Error {}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function findEndRecord(zip: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65,535 bytes at the very end.
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= earliest; offset--) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new ZipError('no end of central directory');
}

export function listZipEntries(zip: Buffer): Map<string, ZipEntry> {
  if (zip.length < 22) throw new ZipError('too short');
  const end = findEndRecord(zip);
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_ENTRY) throw new ZipError('bad central directory');
    const nameLength = zip.readUInt16LE(offset + 28);
    const entry: ZipEntry = {
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      size: zip.readUInt32LE(offset + 24),
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
      localOffset: zip.readUInt32LE(offset + 42),
    };
    entries.set(entry.name, entry);
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

export function readZipEntry(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new ZipError(`bad local header for ${entry.name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ZipError(`${entry.name} is truncated`);
  if (entry.size > MAX_ENTRY_BYTES) throw new ZipError(`${entry.name} is too large`);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw new ZipError(`${entry.name} uses compression method ${entry.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
  } catch (error) {
    throw new ZipError(`${entry.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// Reads chosen parts of a ZIP archive (a DOCX) with yauzl, inside bounds so a crafted archive cannot exhaust memory:
// each part and all parts together have a size limit, a part may not inflate more than ZIP_LIMITS.ratio times its
// compressed size (a deflate bomb reaches about 1000:1, Word's XML about 5:1), and encrypted parts are refused.
// yauzl itself checks that every part inflates to exactly the size the archive declares for it.
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type Options } from 'yauzl';

// yauzl 3's promise API, which @types/yauzl (written for yauzl 2) does not describe yet.
declare module 'yauzl' {
  function fromBufferPromise(buffer: Buffer, options?: Options): Promise<ZipFile>;
  interface ZipFile {
    eachEntry(): AsyncIterableIterator<Entry>;
    openReadStreamPromise(entry: Entry): Promise<Readable>;
  }
}

export class ZipError extends Error {}

export const ZIP_LIMITS = {
  /** Inflated bytes of one part. */
  entryBytes: 64 * 1024 * 1024,
  /** Inflated bytes of every part read from one archive. */
  totalBytes: 96 * 1024 * 1024,
  /** Inflated size over compressed size. */
  ratio: 100,
};

function check(entry: Entry, budget: number, limits: typeof ZIP_LIMITS): void {
  const name = entry.fileName;
  if (entry.isEncrypted()) throw new ZipError(`${name} is encrypted`);
  if (entry.uncompressedSize > Math.min(limits.entryBytes, budget)) throw new ZipError(`${name} is too large`);
  if (entry.uncompressedSize > Math.max(1, entry.compressedSize) * limits.ratio) throw new ZipError(`${name} is compressed suspiciously well`);
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw new ZipError(`${name} uses compression method ${entry.compressionMethod}`);
}

async function inflate(stream: Readable, limit: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // yauzl already stops at the declared size; this guards the bound even if it did not.
    if (size > limit) {
      stream.destroy();
      throw new ZipError(`${name} is too large`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The contents of the wanted parts that the archive holds; throws ZipError for a damaged, encrypted or oversized archive. */
export async function readZipEntries(zip: Buffer, wanted: (name: string) => boolean, limits = ZIP_LIMITS): Promise<Map<string, Buffer>> {
  const parts = new Map<string, Buffer>();
  let budget = limits.totalBytes;
  try {
    const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
    for await (const entry of archive.eachEntry()) {
      if (!wanted(entry.fileName)) continue;
      check(entry, budget, limits);
      const data = await inflate(await archive.openReadStreamPromise(entry), Math.min(limits.entryBytes, budget), entry.fileName);
      budget -= data.length;
      parts.set(entry.fileName, data);
    }
  } catch (error) {
    throw error instanceof ZipError ? error : new ZipError(error instanceof Error ? error.message : String(error));
  }
  return parts;
}

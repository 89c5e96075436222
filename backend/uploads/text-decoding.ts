// The text of an uploaded text file (CSV, TXT), one rule for every upload: UTF-8 with or without a byte-order mark,
// or UTF-16 with one (Excel's "Unicode Text", many exporters). Anything else is not guessed: a Big5 or Shift_JIS
// file decoded as something it is not would be stored as mojibake without a word, so the caller refuses it and says
// how to save the file instead.

export type DecodedText = { ok: true; text: string } | { ok: false; problem: 'binary' | 'encoding' };

function decodeWith(encoding: 'utf-8' | 'utf-16le' | 'utf-16be', bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

export function decodeUploadedText(bytes: Buffer): DecodedText {
  let text: string | undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = decodeWith('utf-16le', bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = decodeWith('utf-16be', bytes.subarray(2));
  else {
    // NUL never occurs in text: outside UTF-16 it means a binary file with a text file's name.
    if (bytes.includes(0)) return { ok: false, problem: 'binary' };
    text = decodeWith('utf-8', bytes);
  }
  if (text === undefined) return { ok: false, problem: 'encoding' };
  if (text.includes('\u0000')) return { ok: false, problem: 'binary' };
  return { ok: true, text };
}

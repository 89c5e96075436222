// Files arrive in GraphQL inputs as base64 (UploadFileInput); these check them for the user and turn
// them into bytes for the backend's multipart uploads.
import type { FieldIssue } from '../schema/rules/errors';
import { MSG } from '../schema/rules/validation';

/**
 * A file as a GraphQL input carries it (the schema's UploadFileInput). Declared here rather than imported from the
 * resolver types, which import the request context: the data sources use this module, and the context builds them.
 */
export interface UploadFileInput {
  fileName: string;
  contentType: string;
  base64: string;
}

/** A file on its way to the backend, already decoded. */
export interface DecodedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

function isBase64Char(code: number): boolean {
  return (
    (code >= 65 && code <= 90) || // A-Z
    (code >= 97 && code <= 122) || // a-z
    (code >= 48 && code <= 57) || // 0-9
    code === 43 || // +
    code === 47 // /
  );
}

/**
 * Standard base64 with padding: groups of four, `=` only at the very end (one or two). One pass over the
 * characters: a regular expression with a repeated group backtracks on the stack and overflows it for a
 * string of a few megabytes, which a 5 MB upload is.
 */
export function isBase64(text: string): boolean {
  const { length } = text;
  if (length % 4 !== 0) return false;
  let padding = 0;
  if (length > 0 && text.charCodeAt(length - 1) === 61) padding = length > 1 && text.charCodeAt(length - 2) === 61 ? 2 : 1;
  for (let i = 0; i < length - padding; i += 1) {
    if (!isBase64Char(text.charCodeAt(i))) return false;
  }
  return true;
}

/** Names the file's problems under `field` (the file's place in the GraphQL input, e.g. `files.0`). */
export function uploadIssues(file: UploadFileInput, field: string): FieldIssue[] {
  return [
    ...(file.fileName.trim() === '' ? [{ field: `${field}.fileName`, message: MSG.required }] : []),
    // Buffer.from would quietly skip characters that are not base64 and upload a corrupted file.
    ...(isBase64(file.base64) ? [] : [{ field: `${field}.base64`, message: MSG.base64 }]),
  ];
}

export function decodeUpload(file: UploadFileInput): DecodedFile {
  return {
    fileName: file.fileName,
    contentType: file.contentType || 'application/octet-stream',
    content: Buffer.from(file.base64, 'base64'),
  };
}

/** The multipart part of a decoded file. */
export function uploadBlob(file: DecodedFile): Blob {
  return new Blob([new Uint8Array(file.content)], { type: file.contentType });
}

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

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Names the file's problems under `field` (the file's place in the GraphQL input, e.g. `files.0`). */
export function uploadIssues(file: UploadFileInput, field: string): FieldIssue[] {
  return [
    ...(file.fileName.trim() === '' ? [{ field: `${field}.fileName`, message: MSG.required }] : []),
    // Buffer.from would quietly skip characters that are not base64 and upload a corrupted file.
    ...(BASE64.test(file.base64) ? [] : [{ field: `${field}.base64`, message: MSG.base64 }]),
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

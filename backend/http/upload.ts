// Multipart uploads of the routes that take files, and the answer naming the file that a knowledge-style upload
// refused. Multer's own refusals (too large, too many files) go to the shared error middleware.
import path from 'node:path';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import type { ErrorBody, KnowledgeErrorBody } from '../../schema/rest';
import type { LineIssue } from '../../schema/rules/errors';
import type { KnowledgeLocation, KnowledgeRefusal } from '../../schema/rules/knowledge';
import { AppError, validationFailed } from './errors';
import { MSG } from '../../schema/rules/messages';
import { stripHiddenCharacters } from '../../schema/rules/validation';

export interface UploadLimits {
  /** Bytes per file; a larger one is refused with FILE_TOO_LARGE. */
  fileSize: number;
  /** Files per request. */
  files?: number;
}

/**
 * Files stay in memory: every route reads them whole (parses, sniffs) before anything is written. Field names and
 * file names are decoded as UTF-8, and a request carries at most five plain fields.
 */
export function memoryUpload({ fileSize, files = 1 }: UploadLimits): multer.Multer {
  return multer({ storage: multer.memoryStorage(), limits: { fileSize, files, fields: 5 }, defParamCharset: 'utf8' });
}

/**
 * An uploaded file's name as it is stored and shown: its last path part, without control characters (they only cause
 * trouble later: logs, headers, PostgreSQL text) or bidi controls (they make "invoice\u202egpj.txt" read as
 * "invoicetxt.jpg"), cut to its last 255 characters by code point so that no emoji is split in half.
 */
export function uploadedFileName(name: string): string {
  return Array.from(stripHiddenCharacters(path.basename(name).replace(/[\u0000-\u001f\u007f]/g, '')))
    .slice(-255)
    .join('');
}

/**
 * The upload middleware, with a body the multipart parser cannot read (truncated, malformed, no boundary) refused as
 * 400 VALIDATION_FAILED: busboy raises those as plain Errors, which would otherwise be answered 500.
 */
export function multipartReader(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => {
    void middleware(req, res, (error?: unknown) => {
      if (error === undefined || typeof error === 'string' || error instanceof MulterError || error instanceof AppError) {
        next(error);
        return;
      }
      next(validationFailed([{ field: '_', message: MSG.upload }], 'The multipart body could not be read.'));
    });
  };
}

type ErrorClass<E> = abstract new (...args: never[]) => E;
/** A file refused for its content, with the reason and where in the file. */
export type FileRefusal = AppError & { file: string; reason: KnowledgeRefusal; location: KnowledgeLocation };
/** A file refused because one of the same name exists. */
export type FileConflict = AppError & { file: string };

/** A file refused for its bad lines (a CSV import): every bad line with its number. */
export type LineRefusal = AppError & { lines: LineIssue[] };

/** Answers the two file refusals with a KnowledgeErrorBody that names the file; passes every other error on. */
export function fileRefusalErrors(refusal: ErrorClass<FileRefusal>, conflict: ErrorClass<FileConflict>): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (!(error instanceof refusal) && !(error instanceof conflict)) {
      next(error);
      return;
    }
    const body: KnowledgeErrorBody = {
      error: {
        code: error.code,
        message: error.message,
        file: error.file,
        ...(error instanceof refusal ? { reason: error.reason, location: error.location } : {}),
      },
    };
    res.status(error.status).json(body);
  };
}

/** Answers a LineRefusal with ErrorBody's `lines` (the shared error middleware only knows `fields`); passes every other error on. */
export function lineRefusalErrors(refusal: ErrorClass<LineRefusal>): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (!(error instanceof refusal)) {
      next(error);
      return;
    }
    const body: ErrorBody = { error: { code: error.code, message: error.message, lines: error.lines } };
    res.status(error.status).json(body);
  };
}

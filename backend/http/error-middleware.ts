// The one place errors become answers: { error: { code, message, fields?, values? } } with the code's status.
import { isDatabaseUnavailable } from '../db/connection-errors';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { ZodError } from 'zod';
import { ERROR_MESSAGES } from '../../schema/rules/errors';
import { fieldIssues, MSG } from '../../schema/rules/validation';
import type { ErrorBody } from '../../schema/rest';
import { isDeletedBotReference } from '../db/pg-errors';
import { AppError, botNotFound, fileTooLarge, notFound, validationFailed } from './errors';

/** Answers any path no route claimed. */
export const unknownPath: RequestHandler = (_req, _res, next) => next(notFound());

/**
 * 5xx answers that are not this backend's fault and say so already: a platform (LINE) down or failing, the database
 * away for a moment. The request log has their status; reporting each as an unexpected error, with its stack, buried
 * the errors that are.
 */
const EXPECTED_FAILURES: ReadonlySet<string> = new Set(['PLATFORM_UNREACHABLE', 'DATABASE_UNAVAILABLE']);

export function errorMiddleware(report: (error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const appError = toAppError(error);
    if (appError.status >= 500 && !EXPECTED_FAILURES.has(appError.code)) report(error);
    res.status(appError.status).set(appError.headers).json(errorBody(appError));
  };
}

/** The standard error contract of an AppError; the public channels carry the same under their reply's `error`. */
export function errorBody(error: AppError): ErrorBody {
  const { code, message, fields, values } = error;
  return { error: { code, message, ...(fields ? { fields } : {}), ...(values ? { values } : {}) } };
}

/** Any thrown value as the AppError it is answered as; anything unexpected is 500 INTERNAL. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return validationFailed(fieldIssues(error));
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return fileTooLarge(error.field);
    return validationFailed([{ field: error.field ?? '_', message: MSG.upload }], error.message);
  }
  // body-parser marks its own failures with an HTTP status, most with a type too; a body that does not inflate
  // (Content-Encoding: gzip over a plain body) is zlib's error with the status 400 added.
  if (isBodyParserError(error)) {
    if (error.type === 'entity.too.large') return new AppError('FILE_TOO_LARGE', 'The request body is larger than allowed.');
    if (error.type === 'encoding.unsupported') return new AppError('UNSUPPORTED_FILE_TYPE', 'The request body\'s Content-Encoding is not supported.');
    if (error.type === 'charset.unsupported') return new AppError('UNSUPPORTED_FILE_TYPE', 'The request body\'s charset is not supported.');
    if (error.type === undefined) return validationFailed([{ field: '_', message: MSG.malformedBody }], 'The request body could not be decoded.');
    return validationFailed([{ field: '_', message: MSG.malformedBody }], 'The request body is not valid JSON.');
  }
  // The router's own decoding of a path parameter (%FF) when no guard ran before it.
  if (error instanceof URIError) return validationFailed([{ field: '_', message: MSG.invalidCharacters }], 'The address is not valid percent-encoding.');
  if (isDatabaseUnavailable(error)) return new AppError('DATABASE_UNAVAILABLE', undefined, undefined, { 'Retry-After': '2' });
  // A write for a bot deleted while the request was under way (an upload, a reply's history line).
  if (isDeletedBotReference(error)) return botNotFound();
  return new AppError('INTERNAL', ERROR_MESSAGES.INTERNAL);
}

function isBodyParserError(error: unknown): error is { type?: string; status: number } {
  if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number') return false;
  if (error.status < 400 || error.status >= 500) return false;
  // http-errors' own errors carry a type; a stream error (zlib) it was given keeps its own code.
  return ('type' in error && typeof error.type === 'string') || ('code' in error && typeof error.code === 'string' && error.code.startsWith('Z_'));
}

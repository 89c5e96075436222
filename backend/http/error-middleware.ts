// The one place errors become answers: { error: { code, message, fields? } } with the code's status.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { ZodError } from 'zod';
import { ERROR_MESSAGES } from '../../schema/rules/errors';
import { fieldIssues } from '../../schema/rules/validation';
import type { ErrorBody } from '../../schema/rest';
import { AppError, fileTooLarge, notFound, validationFailed } from './errors';

/** Answers any path no route claimed. */
export const unknownPath: RequestHandler = (_req, _res, next) => next(notFound());

export function errorMiddleware(report: (error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const appError = toAppError(error);
    if (appError.status >= 500) report(error);
    res.status(appError.status).set(appError.headers).json(errorBody(appError));
  };
}

/** The standard error contract of an AppError; the public channels carry the same under their reply's `error`. */
export function errorBody(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
}

/** Any thrown value as the AppError it is answered as; anything unexpected is 500 INTERNAL. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return validationFailed(fieldIssues(error));
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return fileTooLarge(error.field);
    return validationFailed([{ field: error.field ?? '_', message: 'validation.upload' }], error.message);
  }
  // body-parser marks its own failures with a type and an HTTP status.
  if (isBodyParserError(error)) {
    if (error.type === 'entity.too.large') return new AppError('FILE_TOO_LARGE', 'The request body is larger than allowed.');
    return validationFailed([{ field: '_', message: 'validation.malformedBody' }], 'The request body is not valid JSON.');
  }
  return new AppError('INTERNAL', ERROR_MESSAGES.INTERNAL);
}

function isBodyParserError(error: unknown): error is { type: string; status: number } {
  return typeof error === 'object' && error !== null && 'type' in error && typeof error.type === 'string' && 'status' in error && typeof error.status === 'number' && error.status < 500;
}

// The last Express error handler: Express's own would answer an unreadable body with an HTML stack
// trace; this answers GraphQL-shaped JSON with a code and logs nothing the client sent.
import type { NextFunction, Request, Response } from 'express';
import { ERROR_MESSAGES } from '../../schema/rules/errors';

interface HttpError {
  status?: number;
  type?: string;
}

export function errorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  const { status, type } = (typeof error === 'object' && error !== null ? error : {}) as HttpError;
  if (status !== undefined && status >= 400 && status < 500) {
    // body-parser's refusals (malformed JSON, too large, bad charset) are the client's to fix.
    // Too large is a contract code the console words (FILE_TOO_LARGE: files are what make a request that big).
    if (type === 'entity.too.large') {
      res.status(status).json({ errors: [{ message: 'The request body is too large.', extensions: { code: 'FILE_TOO_LARGE' } }] });
      return;
    }
    res.status(status).json({ errors: [{ message: 'The request body could not be read.', extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  console.error('Unexpected HTTP error', error);
  res.status(500).json({ errors: [{ message: ERROR_MESSAGES.INTERNAL, extensions: { code: 'INTERNAL' } }] });
}

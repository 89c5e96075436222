// The opaque keyset cursor of the newest-first history pages: the last row's time to the microsecond (PostgreSQL's
// precision, finer than a JS Date) and its id, so the next page starts exactly after it with no gap or repeat.
import { validationFailed } from '../http/errors';
import { MSG } from '../../schema/rules/validation';

export interface PageCursor {
  /** Microseconds since 1970 as a decimal string (beyond a double's exact range). */
  micros: string;
  id: string;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.micros}.${cursor.id}`).toString('base64url');
}

/** The cursor a page answered; anything else is a 400 on `cursor`. */
export function decodeCursor(value: string): PageCursor {
  const match = /^(-?[0-9]{1,20})\.([1-9][0-9]{0,18})$/.exec(Buffer.from(value, 'base64url').toString());
  if (!match) throw validationFailed([{ field: 'cursor', message: MSG.invalidValue }]);
  return { micros: match[1], id: match[2] };
}

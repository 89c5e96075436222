// The guard for text that reaches the database without a zod schema: the path (a vendor id, a bot id), the query
// string and every string of a JSON body. NUL and lone surrogates there are refused with 400 VALIDATION_FAILED, as the
// shared schemas refuse them in the fields they declare (schema/rules/validation.ts, `text()`).
import type { RequestHandler } from 'express';
import { isStorableText, MSG } from '../../schema/rules/validation';
import { validationFailed } from './errors';

/** The field path (as zod issues name it) of the first string that cannot be stored, if any. */
function unstorableField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path || '_';
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return field;
    const found = unstorableField(item, field);
    if (found) return found;
  }
  return undefined;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: the router refuses such a parameter itself.
    return path;
  }
}

/** Refuses a request whose path, query string or JSON body holds text PostgreSQL cannot store. */
export const refuseUnstorableInput: RequestHandler = (req, _res, next) => {
  const field = isStorableText(decodedPath(req.path)) ? (unstorableField(req.query, '') ?? unstorableField(req.body, '')) : '_';
  if (field) throw validationFailed([{ field, message: MSG.invalidCharacters }], 'The request holds characters that cannot be stored.');
  next();
};

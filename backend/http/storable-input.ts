// The guard for text that reaches the database without a zod schema: the path (a vendor id, a bot id), the query
// string and every string of a JSON body. NUL and lone surrogates there are refused with 400 VALIDATION_FAILED, as the
// shared schemas refuse them in the fields they declare (schema/rules/validation.ts, `text()`).
import type { RequestHandler } from 'express';
import { isStorableText, MSG } from '../../schema/rules/validation';
import { validationFailed } from './errors';

/** Deeper than any body or query this product takes; deeper ones are refused before anything walks them. */
export const MAX_INPUT_DEPTH = 32;

class TooDeep extends Error {}

/** The field path (as zod issues name it) of the first string that cannot be stored, if any. */
function unstorableField(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path || '_';
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_INPUT_DEPTH) throw new TooDeep();
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return field;
    const found = unstorableField(item, field, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The path decoded, or undefined when its percent-encoding is broken (%FF, a lone surrogate's bytes). */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Refuses a request whose path, query string or JSON body holds text PostgreSQL cannot store, whose path is not
 * valid percent-encoding, or whose body or query is nested deeper than MAX_INPUT_DEPTH.
 */
export const refuseUnstorableInput: RequestHandler = (req, _res, next) => {
  const path = decodedPath(req.path);
  if (path === undefined) throw validationFailed([{ field: '_', message: MSG.invalidCharacters }], 'The address is not valid percent-encoding.');
  let field: string | undefined;
  try {
    field = isStorableText(path) ? (unstorableField(req.query, '') ?? unstorableField(req.body, '')) : '_';
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    throw validationFailed([{ field: '_', message: MSG.malformedBody }], `The request is nested deeper than ${MAX_INPUT_DEPTH} levels.`);
  }
  if (field) throw validationFailed([{ field, message: MSG.invalidCharacters }], 'The request holds characters that cannot be stored.');
  next();
};

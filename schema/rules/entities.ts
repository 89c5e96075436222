// Entity files (NER, PRODUCT.md §2 "NER file pages"): limits and request bodies, shared by backend, BFF and web.
import { z } from 'zod';
import { MSG, text } from './validation';

/** §5: an entity file is a CSV of at most 5 MB. */
export const ENTITY_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The CSV's columns: `type` and `value` are required, `synonyms` (members separated by `|`) optional. */
export const ENTITY_COLUMNS = ['type', 'value', 'synonyms'] as const;
/** `|`, or the full-width `｜` a Chinese or Japanese input method types in its place. */
export const ENTITY_SYNONYM_SEPARATOR = /[|\uFF5C]/;
/** A type is what an answer's `{entity:type}` names: letters, digits, `_` and `-`, at most 40 characters. */
export const ENTITY_TYPE_PATTERN = /^[\p{L}\p{N}_-]{1,40}$/u;
export const ENTITY_NAME_MAX_CHARS = 100;
/** Entities one file may hold (every district, agency and street of a city is far fewer); bounds the work of one upload. */
export const ENTITY_FILE_MAX_ROWS = 50_000;
export const ENTITY_SYNONYMS_MAX = 50;
/**
 * Why an entity file or row is refused: i18n keys under `entities.rows` (the shared CSV ones stay in MSG), with the
 * values each names in the line issue's `values`.
 */
export const ENTITY_MSG = {
  notCsvText: 'entities.rows.notCsvText',
  header: 'entities.rows.header',
  noEntities: 'entities.rows.noEntities',
  /** `max`: the most entities one file may hold. */
  tooManyRows: 'entities.rows.tooManyRows',
  typeEmpty: 'entities.rows.typeEmpty',
  /** `type`: the type as written (its first 40 characters). */
  typeInvalid: 'entities.rows.typeInvalid',
  valueEmpty: 'entities.rows.valueEmpty',
  /** `max`: characters a name may have. */
  valueTooLong: 'entities.rows.valueTooLong',
  /** `max`: synonyms an entity may have. */
  tooManySynonyms: 'entities.rows.tooManySynonyms',
  /** `max`: characters a name may have. */
  synonymTooLong: 'entities.rows.synonymTooLong',
  noLetters: 'entities.rows.noLetters',
  /** `type` and `line`: the type, and the line of the row with the same type and value. */
  duplicate: 'entities.rows.duplicate',
  /** `count`: the bad rows not listed. */
  moreBadRows: 'entities.rows.moreBadRows',
} as const;

/** How many bad rows one refusal lists (the count of the rest is said in the last one). */
export const ENTITY_BAD_ROWS_LISTED = 50;
export const ENTITY_TEST_MAX_CHARS = 1000;

/** POST /ner/{botId}/test/ */
export const entityTestSchema = z.object({
  text: text().trim().min(1, MSG.required).max(ENTITY_TEST_MAX_CHARS, MSG.messageTooLong),
});
export type EntityTestBody = z.infer<typeof entityTestSchema>;

/** PUT /ner/{botId}/files/{fileId}/toggle-active/ */
export const entityToggleSchema = z.object({ active: z.boolean() });
export type EntityToggleBody = z.infer<typeof entityToggleSchema>;

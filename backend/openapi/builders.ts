// Builders of the OpenAPI document's pieces, shared by backend/openapi/document.ts and every domain's openapi.ts.
import { z } from 'zod';
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '../../schema/rules/errors';

/** The JSON Schema of what a zod schema accepts (its input side: before defaults, coercions and transforms). */
export function requestSchema(schema: z.ZodType): JsonObjectSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return jsonSchema;
}
export interface JsonObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
  [keyword: string]: unknown;
}

export const string = { type: 'string' } as const;
export const integer = { type: 'integer' } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
export const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** A source's score on the Q&A list's scale (backend/answering/pipeline/calibration.ts), as the bot's thresholds read it. */
export const confidence = { type: 'number', minimum: 0, description: "On the Q&A list's scale: the bot's answer and suggest thresholds apply to it." } as const;
/** What a reply would do with a source's best candidate. */
export const sourceVerdict = {
  enum: ['answer', 'suggest', 'none'],
  description: 'With other sources, by the bot\'s thresholds: answer when the best confidence is ≥ the answer threshold; suggest when ≥ the suggest threshold (offered as a button); none otherwise. As the only source (sole_source), by its own rule: answer or none.',
} as const;
/** Whether the tested source is the bot's only one, which answers by its own rule. */
export const soleSource = { type: 'boolean', description: "The source is the bot's only answer source: the verdict follows its own rule, not the thresholds." } as const;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const object = (properties: Record<string, unknown>, required: string[] = Object.keys(properties)) => ({ type: 'object', properties, required });
/** A JSON answer whose body is the named component schema. */
export const json = (schema: string, description: string) => ({ description, content: { 'application/json': { schema: ref(schema) } } });
/** A JSON request body as a zod schema accepts it. */
export const body = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema: requestSchema(schema) } } });
export const pathParameter = (name: string, description: string) => ({ name, in: 'path', required: true, schema: string, description });
export const secured = [{ bearer: [] }];

/** A refusal whose body names the file (KnowledgeErrorBody), e.g. KNOWLEDGE_FILE_INVALID or FILE_EXISTS. */
export const fileRefusal = (description: string) => json('KnowledgeError', description);
/** A CSV refused for its bad lines (IMPORT_INVALID with `lines`), or a request without the file. */
export const lineRefusal = (description: string) => ({ description, content: { 'application/json': { schema: { oneOf: [ref('ImportError'), ref('Error')] } } } });

export const sessionErrors: ErrorCode[] = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'SESSION_REVOKED'];

/** `CODE: message | CODE: message`, the description of one status's answer. */
export const describe = (codes: ErrorCode[]) => codes.map((code) => `${code}: ${ERROR_MESSAGES[code]}`).join(' | ');

/** The codes grouped by their HTTP status (from the shared table), in the order first met. */
export function byStatus(codes: ErrorCode[]): [number, ErrorCode[]][] {
  const groups = new Map<number, ErrorCode[]>();
  for (const code of codes) groups.set(ERROR_STATUS[code], [...(groups.get(ERROR_STATUS[code]) ?? []), code]);
  return [...groups];
}

/** Error answers by code: status from the shared table, body { error }. */
export function errors(...codes: ErrorCode[]): Record<string, unknown> {
  return Object.fromEntries(byStatus(codes).map(([status, group]) => [String(status), json('Error', describe(group))]));
}

/** Refusals of the public paths (public API and widget): the public reply shape with `error`, grouped by status. */
export function refusals(...codes: ErrorCode[]): Record<string, unknown> {
  return Object.fromEntries(
    byStatus(codes).map(([status, group]) => {
      const answer: Record<string, unknown> = json('PublicMessageReply', describe(group));
      if (status === 429) answer.headers = { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } };
      return [String(status), answer];
    }),
  );
}

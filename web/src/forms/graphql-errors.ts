// Reads the error contract (schema/rules/errors.ts) out of Apollo errors: the code of the first GraphQL
// error and, for VALIDATION_FAILED, the field issues mapped onto a form's field names.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isErrorCode, type ErrorCode, type FieldIssue, type LineIssue } from '../../../schema/rules/errors';

interface GraphQLErrorLike {
  message?: string;
  extensions?: Record<string, unknown>;
}

function errorsInBody(bodyText: string): GraphQLErrorLike[] | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
    return Array.isArray(errors) ? (errors as GraphQLErrorLike[]) : null;
  } catch {
    return null;
  }
}

/**
 * The GraphQL errors of a failure, or null when there were none (the network failed). A non-2xx answer
 * sent as plain application/json reaches Apollo as a ServerError; its body still carries the errors.
 */
export function graphQLErrorsOf(error: unknown): readonly GraphQLErrorLike[] | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) return errorsInBody(error.bodyText);
  return null;
}

/** The stable code of an operation's failure; BACKEND_UNAVAILABLE when the server could not be reached. */
export function errorCodeOf(error: unknown): ErrorCode {
  const errors = graphQLErrorsOf(error);
  if (!errors) return 'BACKEND_UNAVAILABLE';
  const code = errors[0]?.extensions?.code;
  return isErrorCode(code) ? code : 'INTERNAL';
}

/** Seconds to wait before trying again (extensions.retryAfter of RATE_LIMITED), or undefined when not given. */
export function retryAfterOf(error: unknown): number | undefined {
  const retryAfter = graphQLErrorsOf(error)?.[0]?.extensions?.retryAfter;
  return typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : undefined;
}

/** What the failure's message names (extensions.values: a group, counts against a limit); strings and numbers only. */
export function errorValuesOf(error: unknown): Record<string, string | number> {
  const values = graphQLErrorsOf(error)?.[0]?.extensions?.values;
  if (typeof values !== 'object' || values === null) return {};
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));
}

/**
 * A change (a mutation) that never got an answer from the server: the network failed or the server was down. The
 * Apollo client's `unreachableChangeLink` raises it in place of the network's own error, so the message can say that
 * the change may not have been made and that what was typed is still there, instead of the catalogue's "refresh the
 * page" for data that failed to load (a refresh would drop the form).
 */
export class UnreachableChangeError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'UnreachableChangeError';
  }
}

/** The i18n key that explains an operation's failure to the user. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof UnreachableChangeError) return 'errors.CHANGE_UNREACHABLE';
  return `errors.${errorCodeOf(error)}`;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Record<string, unknown>;
  return typeof issue.field === 'string' && typeof issue.message === 'string';
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * VALIDATION_FAILED field issues keyed by the form's field names. The server may name a field after the
 * GraphQL input (`input.confirmPassword`) or the REST body (`confirm_password`); both reach the same form
 * field, and `aliases` covers names that differ outright (GraphQL `name` for the form's `robot_name`).
 */
export function serverFieldErrors(error: unknown, aliases: Record<string, string> = {}): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const graphQLError of graphQLErrorsOf(error) ?? []) {
    if (graphQLError.extensions?.code !== 'VALIDATION_FAILED') continue;
    const fields = graphQLError.extensions.fields;
    if (!Array.isArray(fields)) continue;
    for (const issue of fields.filter(isFieldIssue)) {
      const field = issue.field.replace(/^input\./, '');
      fieldErrors[aliases[field] ?? snakeCase(field)] = issue.message;
    }
  }
  return fieldErrors;
}

function isLineIssue(value: unknown): value is LineIssue {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Record<string, unknown>;
  return typeof issue.line === 'number' && typeof issue.message === 'string';
}

/** The bad rows of an IMPORT_INVALID failure (extensions.lines), in file order; empty for any other failure. */
export function lineIssuesOf(error: unknown): LineIssue[] {
  const issues: LineIssue[] = [];
  for (const graphQLError of graphQLErrorsOf(error) ?? []) {
    if (graphQLError.extensions?.code !== 'IMPORT_INVALID') continue;
    const lines = graphQLError.extensions.lines;
    if (Array.isArray(lines)) issues.push(...lines.filter(isLineIssue));
  }
  return issues.sort((a, b) => a.line - b.line);
}

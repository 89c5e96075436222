// The one translation from backend errors to GraphQL errors: codes of schema/rules/errors.ts go to
// `extensions.code`, field issues to `extensions.fields`, an import's bad rows to `extensions.lines`,
// and nothing else (no stack, no backend URL).
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { z } from 'zod';
import { planUsageSchema, stoppedChannelSchema, type PlanUsage, type StoppedChannel } from '../schema/rules/account';
import { ERROR_MESSAGES, isErrorCode, type ErrorCode, type FieldIssue, type LineIssue } from '../schema/rules/errors';
import { isTokenLimitError, QUERY_TOO_COMPLEX } from './queryLimits';

/** GraphQL input names for REST fields that are not just the snake_case spelling of the input name. */
const INPUT_NAMES: Record<string, string> = { robot_name: 'name', q: 'search' };

/** `confirm_password` → `confirmPassword`, `robot_name` → `name`; tool names under `tools.` stay as they are. */
export function graphqlFieldName(restField: string): string {
  const [head, ...rest] = restField.split('.');
  const renamed = INPUT_NAMES[head] ?? head.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  return [renamed, ...rest].join('.');
}

export function bffError(code: ErrorCode, message: string = ERROR_MESSAGES[code], extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** VALIDATION_FAILED with the fields named as in the GraphQL input. */
export function validationFailed(issues: FieldIssue[]): GraphQLError {
  const fields = issues.map((issue) => ({ field: graphqlFieldName(issue.field), message: issue.message }));
  return bffError('VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, { fields });
}

export function backendUnavailable(): GraphQLError {
  return bffError('BACKEND_UNAVAILABLE');
}

interface BackendErrorBody {
  error: { code: string; message?: unknown; fields?: unknown; lines?: unknown; file?: unknown; reason?: unknown; location?: unknown; usage?: unknown; channels?: unknown; values?: unknown };
}

function isBackendErrorBody(body: unknown): body is BackendErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

function isFieldIssueList(value: unknown): value is FieldIssue[] {
  return Array.isArray(value) && value.every((item) => typeof item?.field === 'string' && typeof item?.message === 'string');
}

/** What an error's or a row's message names: names and counts only. */
const messageValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** An import's bad rows as the console reads them; anything else on a row is dropped. */
const lineIssuesSchema = z.array(z.object({ line: z.number().int(), message: z.string(), values: messageValuesSchema.optional() })) satisfies z.ZodType<LineIssue[]>;

/** The code an answer without a readable error body stands for, so a proxy's bare 502 still reads right. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'FILE_TOO_LARGE';
  // Node refuses a request line or headers over 16 KB (an argument that far past any field's limit).
  if (status === 414 || status === 431) return 'VALIDATION_FAILED';
  if (status === 415) return 'UNSUPPORTED_FILE_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'BACKEND_UNAVAILABLE';
  return 'INTERNAL';
}

/**
 * Extra extensions each code carries. The switch is exhaustive so a code added to the contract has to
 * be decided here.
 */
interface ErrorDetails {
  fields?: FieldIssue[];
  lines?: LineIssue[];
  retryAfterSeconds?: number;
  /** The refused file's name, and for KNOWLEDGE_FILE_INVALID why (a KnowledgeRefusal) and where (row or page). */
  file?: string;
  reason?: string;
  location?: { row?: number; page?: number };
  /** For PLAN_LIMITS_EXCEEDED: the account's use against the plan it asked for. */
  usage?: PlanUsage;
  /** For PLAN_STOPS_CHANNELS: the switched-on channels the plan leaves out. */
  channels?: StoppedChannel[];
  /**
   * What the message names, for the codes whose message names something (QUESTION_IN_GROUP: the group;
   * QA_GROUP_LIMIT_REACHED: counts; VALIDATION_FAILED and PLATFORM_UNREACHABLE: LINE's refusal of a webhook call).
   */
  values?: Record<string, string | number>;
}

function extensionsFor(code: ErrorCode, { fields, lines, retryAfterSeconds, file, reason, location, usage, channels, values }: ErrorDetails): Record<string, unknown> {
  switch (code) {
    case 'VALIDATION_FAILED':
      // LINE's refusal of a webhook call names its code and LINE's words in values (schema/rules/line-webhook-answers.ts).
      return { fields: (fields ?? []).map((issue) => ({ field: graphqlFieldName(issue.field), message: issue.message })), ...(values === undefined ? {} : { values }) };
    case 'PLATFORM_UNREACHABLE':
      return values === undefined ? {} : { values };
    case 'IMPORT_INVALID':
      // The file's line numbers, message keys and their values are already what the console shows; they pass as they are.
      return { lines: lines ?? [] };
    case 'RATE_LIMITED':
    case 'OPTIMIZATION_LIMIT_REACHED':
    case 'DATABASE_UNAVAILABLE':
      return retryAfterSeconds === undefined ? {} : { retryAfter: retryAfterSeconds };
    case 'KNOWLEDGE_FILE_INVALID':
      return { file: file ?? null, reason: reason ?? null, location: location ?? null };
    case 'FILE_EXISTS':
      return { file: file ?? null };
    case 'PLAN_LIMITS_EXCEEDED':
      return { usage: usage ?? null };
    case 'QUESTION_IN_GROUP':
      return { values: values ?? {} };
    case 'QA_GROUP_LIMIT_REACHED':
      // The counts of the refusal (adding, existing, limit) when the backend gave them.
      return values === undefined ? {} : { values };
    case 'PLAN_STOPS_CHANNELS':
      // The console's own words for each channel; the bot's id and name as GraphQL names them.
      return { channels: (channels ?? []).map((channel) => ({ botId: channel.chatbot_id, botName: channel.robot_name, platform: channel.platform })) };
    case 'UNAUTHENTICATED':
    case 'INVALID_CREDENTIALS':
    case 'SESSION_EXPIRED':
    case 'SESSION_REVOKED':
    case 'INVALID_PASSWORD':
    case 'BOT_LIMIT_REACHED':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
    case 'BOT_NOT_FOUND':
    case 'EMAIL_TAKEN':
    case 'USER_NOT_FOUND':
    case 'INVALID_TOKEN':
    case 'CONFIRMATION_LINK_EXPIRED':
    case 'RESET_LINK_EXPIRED':
    case 'PASSWORD_RESET_UNAVAILABLE':
    case 'SESSION_ACTIVE':
    case 'SIGN_IN_FAILED':
    case 'SIGN_IN_UNAVAILABLE':
    case 'EMAIL_REQUIRED':
    case 'DUPLICATE_BOT_NAME':
    case 'PLATFORM_INACTIVE':
    case 'PLAN_UNAVAILABLE':
    case 'PACKAGE_NOT_IN_PLAN':
    case 'DOMAIN_NOT_ALLOWED':
    case 'TRAINING_IN_PROGRESS':
    case 'NOT_TRAINED':
    case 'FILE_TOO_LARGE':
    case 'UNSUPPORTED_FILE_TYPE':
    case 'FILE_NOT_UTF8':
    case 'OPTIMIZATION_IN_PROGRESS':
    case 'BATCH_TEST_IN_PROGRESS':
    case 'BATCH_TEST_ENDED':
    case 'LLM_REQUIRED':
    case 'OLD_PASSWORD_INCORRECT':
    case 'PLAN_CHANGE_DISABLED':
    case 'EDIT_CONFLICT':
    case 'INTERNAL':
    case 'BACKEND_UNAVAILABLE':
      return {};
    default: {
      const unhandled: never = code;
      throw new Error(`Unhandled error code ${String(unhandled)}`);
    }
  }
}

function readLocation(value: unknown): ErrorDetails['location'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const { row, page } = value as Record<string, unknown>;
  return { ...(Number.isInteger(row) ? { row: row as number } : {}), ...(Number.isInteger(page) ? { page: page as number } : {}) };
}

/** Turns a backend error answer (status, parsed body, Retry-After) into the GraphQL error the client sees. */
export function errorFromBackend(status: number, body: unknown, retryAfter?: string | null): GraphQLError {
  const known = isBackendErrorBody(body) && isErrorCode(body.error.code) ? body.error : undefined;
  const code: ErrorCode = known && isErrorCode(known.code) ? known.code : codeForStatus(status);
  // An internal failure's text may describe the server; only the contract's own message goes out.
  const message = known && code !== 'INTERNAL' && typeof known.message === 'string' ? known.message : ERROR_MESSAGES[code];
  const fields = known && isFieldIssueList(known.fields) ? known.fields : undefined;
  const lines = known ? lineIssuesSchema.safeParse(known.lines).data : undefined;
  const retryAfterSeconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
  const file = known && typeof known.file === 'string' ? known.file : undefined;
  const reason = known && typeof known.reason === 'string' ? known.reason : undefined;
  const location = known ? readLocation(known.location) : undefined;
  const usage = known ? planUsageSchema.safeParse(known.usage).data : undefined;
  const channels = known ? z.array(stoppedChannelSchema).safeParse(known.channels).data : undefined;
  const values = known ? messageValuesSchema.safeParse(known.values).data : undefined;
  return bffError(code, message, extensionsFor(code, { fields, lines, retryAfterSeconds, file, reason, location, usage, channels, values }));
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof GraphQLError && error.extensions.code === code;
}

/** Codes Apollo Server itself gives to a request it refuses; they describe the request, not the server. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  QUERY_TOO_COMPLEX,
]);

/**
 * The code a refused request should carry: Apollo wraps every validation error as GRAPHQL_VALIDATION_FAILED
 * and every parse error as GRAPHQL_PARSE_FAILED, which would hide that an operation was refused for its size.
 */
function requestErrorCode(code: unknown, message: string, original: unknown): unknown {
  if (code === 'GRAPHQL_PARSE_FAILED' && isTokenLimitError(message)) return QUERY_TOO_COMPLEX;
  const cause = original instanceof GraphQLError ? original.originalError : undefined;
  if (code === 'GRAPHQL_VALIDATION_FAILED' && cause instanceof GraphQLError && cause.extensions.code === QUERY_TOO_COMPLEX) return QUERY_TOO_COMPLEX;
  return code;
}

/** graphql-js's "Did you mean …?" hints name the schema's fields and types to whoever guesses. */
function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?$/, '');
}

/**
 * Apollo's formatError: contract errors and request errors go out as they are; anything else is a
 * bug or an outage whose message could leak internals, so it becomes INTERNAL and is logged here.
 */
export function formatError(formatted: GraphQLFormattedError, original: unknown, { suggestions = false }: { suggestions?: boolean } = {}): GraphQLFormattedError {
  const code = requestErrorCode(formatted.extensions?.code, formatted.message, original);
  // graphql-js's own complaints about a request (bad variables over WebSocket) carry no code and no cause.
  const refusedRequest = code === undefined && original instanceof GraphQLError && original.originalError == null;
  if (refusedRequest || (typeof code === 'string' && (isErrorCode(code) || REQUEST_ERROR_CODES.has(code)))) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    // Only graphql-js's own messages suggest; a contract error's message is the backend's and stays whole.
    const fromGraphqlJs = !(typeof code === 'string' && isErrorCode(code));
    const message = suggestions || !fromGraphqlJs ? formatted.message : withoutSuggestions(formatted.message);
    return { ...formatted, message, extensions: code === undefined ? extensions : { ...extensions, code } };
  }
  // The server's own log is the one place an unexpected error's detail may go.
  console.error('Unexpected GraphQL error', original);
  return { message: ERROR_MESSAGES.INTERNAL, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL' } };
}

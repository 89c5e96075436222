// Errors that become HTTP answers: each carries a stable code whose status comes from the shared table.
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type FieldIssue } from '../../schema/rules/errors';
import { MSG } from '../../schema/rules/messages';

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fields?: FieldIssue[],
    /** Extra headers, e.g. Retry-After for RATE_LIMITED. */
    readonly headers: Record<string, string> = {},
    /** What the message names, answered as `values` (ErrorBody). */
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const validationFailed = (fields: FieldIssue[], message?: string) => new AppError('VALIDATION_FAILED', message, fields);
export const unauthenticated = () => new AppError('UNAUTHENTICATED');
export const invalidCredentials = () => new AppError('INVALID_CREDENTIALS');
export const sessionExpired = () => new AppError('SESSION_EXPIRED');
export const sessionRevoked = () => new AppError('SESSION_REVOKED');
export const sessionActive = () => new AppError('SESSION_ACTIVE');
export const emailTaken = () => new AppError('EMAIL_TAKEN', undefined, [{ field: 'email', message: MSG.emailTaken }]);
export const invalidPassword = () => new AppError('INVALID_PASSWORD');
export const botNotFound = () => new AppError('BOT_NOT_FOUND');
export const botLimitReached = () => new AppError('BOT_LIMIT_REACHED');
export const packageNotInPlan = () => new AppError('PACKAGE_NOT_IN_PLAN');
export const duplicateBotName = () => new AppError('DUPLICATE_BOT_NAME', undefined, [{ field: 'robot_name', message: MSG.duplicateBotName }]);
export const fileTooLarge = (fileName?: string) =>
  new AppError('FILE_TOO_LARGE', fileName ? `${ERROR_MESSAGES.FILE_TOO_LARGE} (${fileName})` : undefined);
export const unsupportedFileType = (fileName: string) => new AppError('UNSUPPORTED_FILE_TYPE', `${ERROR_MESSAGES.UNSUPPORTED_FILE_TYPE} (${fileName})`);
export const fileNotUtf8 = (fileName: string) => new AppError('FILE_NOT_UTF8', `${ERROR_MESSAGES.FILE_NOT_UTF8} (${fileName})`);
export const notFound = () => new AppError('NOT_FOUND');
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', undefined, undefined, { 'Retry-After': String(retryAfterSeconds) });
export const oldPasswordIncorrect = () => new AppError('OLD_PASSWORD_INCORRECT');
export const planChangeDisabled = () => new AppError('PLAN_CHANGE_DISABLED');

// The one error contract: every layer speaks these codes. The backend answers
// { error: { code, message } } with the status below; the BFF puts the code in extensions.code;
// the web shows the message for the code in the user's language (web/src/i18n, key errors.<CODE>).

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  SESSION_REVOKED: 401,
  INVALID_PASSWORD: 403,
  BOT_LIMIT_REACHED: 403,
  FORBIDDEN: 403,
  QA_GROUP_LIMIT_REACHED: 403,
  PLATFORM_INACTIVE: 403,
  PLAN_UNAVAILABLE: 403,
  PACKAGE_NOT_IN_PLAN: 400,
  DOMAIN_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  BOT_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  USER_NOT_FOUND: 404,
  INVALID_TOKEN: 400,
  CONFIRMATION_LINK_EXPIRED: 410,
  RESET_LINK_EXPIRED: 410,
  PASSWORD_RESET_UNAVAILABLE: 403,
  SESSION_ACTIVE: 409,
  SIGN_IN_FAILED: 400,
  SIGN_IN_UNAVAILABLE: 404,
  EMAIL_REQUIRED: 409,
  DUPLICATE_BOT_NAME: 409,
  TRAINING_IN_PROGRESS: 409,
  NOT_TRAINED: 409,
  IMPORT_INVALID: 400,
  KNOWLEDGE_FILE_INVALID: 400,
  FILE_EXISTS: 409,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  FILE_NOT_UTF8: 415,
  RATE_LIMITED: 429,
  OPTIMIZATION_LIMIT_REACHED: 429,
  OPTIMIZATION_IN_PROGRESS: 409,
  BATCH_TEST_IN_PROGRESS: 409,
  BATCH_TEST_ENDED: 409,
  LLM_REQUIRED: 409,
  OLD_PASSWORD_INCORRECT: 400,
  PLAN_LIMITS_EXCEEDED: 409,
  PLAN_STOPS_CHANNELS: 409,
  EDIT_CONFLICT: 409,
  QUESTION_IN_GROUP: 409,
  PLAN_CHANGE_DISABLED: 403,
  INTERNAL: 500,
  BACKEND_UNAVAILABLE: 502,
  DATABASE_UNAVAILABLE: 503,
  PLATFORM_UNREACHABLE: 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** English default messages (PRODUCT.md §8); user-facing translations live in the web locales. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  UNAUTHENTICATED: 'Please log in.',
  INVALID_CREDENTIALS: 'Incorrect email or password',
  SESSION_EXPIRED: 'You have been logged out. You will be redirected to login page.',
  SESSION_REVOKED: 'You have been logged out. You will be redirected to login page.',
  INVALID_PASSWORD: 'The password is incorrect.',
  BOT_LIMIT_REACHED: 'Your plan does not allow more chatbots.',
  FORBIDDEN: 'You are not allowed to do this.',
  QA_GROUP_LIMIT_REACHED: 'Your plan does not allow more Q&A groups.',
  PLATFORM_INACTIVE: 'This platform is not activated for this chatbot.',
  PLAN_UNAVAILABLE: 'This platform is unavailable in your current subscription.',
  PACKAGE_NOT_IN_PLAN: 'Your current plan does not include this pricing package.',
  DOMAIN_NOT_ALLOWED: 'This website is not in the allowed domain list.',
  NOT_FOUND: 'Not found.',
  BOT_NOT_FOUND: 'Bot not found.',
  EMAIL_TAKEN: 'This email has already been registered',
  USER_NOT_FOUND: 'User does not exist',
  INVALID_TOKEN: 'Invalid token',
  CONFIRMATION_LINK_EXPIRED: 'The link has expired. Please register again.',
  RESET_LINK_EXPIRED: 'The link has expired. Please return to login and choose Forgot Password.',
  PASSWORD_RESET_UNAVAILABLE: 'Accounts created through Google or LINE sign-in cannot reset a password.',
  SESSION_ACTIVE: 'This account is signed in on another device.',
  SIGN_IN_FAILED: 'An error occurred while validating. Please try again.',
  SIGN_IN_UNAVAILABLE: 'This sign-in is not available.',
  EMAIL_REQUIRED: 'Please enter your e-mail address to finish signing in.',
  DUPLICATE_BOT_NAME: 'Failed to create the chatbot: the name is already used or a field is empty.',
  TRAINING_IN_PROGRESS: 'Training is already running for this chatbot.',
  NOT_TRAINED: 'The bot has nothing to answer from yet: train the Q&A list, or upload AutoFAQ answers or knowledge files.',
  IMPORT_INVALID: 'Upload failed: please check the file format.',
  KNOWLEDGE_FILE_INVALID: 'Upload failed: please check the columns and the file format.',
  FILE_EXISTS: 'A file with this name already exists. Upload it again to replace it.',
  FILE_TOO_LARGE: 'The file is larger than allowed.',
  UNSUPPORTED_FILE_TYPE: 'This file type is not supported.',
  FILE_NOT_UTF8: 'This file is not saved as UTF-8 text. In Excel, choose Save As, then “CSV UTF-8 (Comma delimited)”, and upload that file.',
  RATE_LIMITED: 'Too many attempts. Please wait and try again.',
  OPTIMIZATION_LIMIT_REACHED: 'Daily optimization limit reached. Please try again tomorrow',
  OPTIMIZATION_IN_PROGRESS: 'A prompt optimization is already running for this chatbot.',
  BATCH_TEST_IN_PROGRESS: 'A batch test of this chatbot is not finished yet: stop it or wait for it to complete.',
  BATCH_TEST_ENDED: 'This batch test has already ended.',
  LLM_REQUIRED: 'A language model is needed for this. Ask your administrator to configure one.',
  OLD_PASSWORD_INCORRECT: 'Old password entered incorrectly',
  PLAN_LIMITS_EXCEEDED: 'Your current use is more than this plan allows.',
  PLAN_STOPS_CHANNELS: 'Channels that are switched on would stop answering on this plan. Switch anyway to confirm.',
  PLAN_CHANGE_DISABLED: 'Contact us to change your plan.',
  EDIT_CONFLICT: 'This was changed elsewhere (another tab or person) after you opened it. Copy what you typed, open it again to see the change, then make your edit.',
  QUESTION_IN_GROUP: 'Another Q&A group already has this question. Add it to that group instead.',
  INTERNAL: 'An error occurred, please try again later.',
  BACKEND_UNAVAILABLE: 'Failed to fetch data. Please refresh the page',
  DATABASE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  PLATFORM_UNREACHABLE: 'The messaging platform could not be reached or failed. Please try again in a moment.',
};

/** One bad row of an imported file: its 1-based line number and an i18n message key (validation.csv*, entities.rows.*). */
export interface LineIssue {
  line: number;
  message: string;
  /** What the message names (the bad value, a limit, the line it repeats), interpolated by the console. */
  values?: Record<string, string | number>;
}

/** One field's problem inside VALIDATION_FAILED: the field path and a message key (see validation.ts). */
export interface FieldIssue {
  field: string;
  message: string;
}

/** Every error: HTTP status per ERROR_STATUS, body { error }. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: FieldIssue[];
    lines?: LineIssue[];
    /** What the code's message names (the group that has the question, the counts against a limit), for the console to word. */
    values?: Record<string, string | number>;
  };
}

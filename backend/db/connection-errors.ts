// Errors that mean the database is away for a moment (its connection terminated, the server restarting or not
// reachable), not that the request was wrong: answered 503 DATABASE_UNAVAILABLE with Retry-After, never 500.
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** admin_shutdown, crash_shutdown, cannot_connect_now; class 08 is every connection exception. */
const SHUTTING_DOWN = new Set(['57P01', '57P02', '57P03']);
const CLIENT_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /^Client has encountered a connection error/];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (UNREACHABLE.has(code) || SHUTTING_DOWN.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = error instanceof Error ? error.message : '';
  return CLIENT_MESSAGES.some((pattern) => pattern.test(message));
}

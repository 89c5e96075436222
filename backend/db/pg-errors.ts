// PostgreSQL errors the product answers for what they mean rather than as a fault: a unique key taken by a concurrent
// request, a reference to a deleted bot, a deadlock's victim.
const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/** unique_violation (23505): a concurrent request inserted the same key between our check and our insert. */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === '23505';
}

/**
 * foreign_key_violation (23503) on a reference to a bot: the bot was deleted while the request that writes for it
 * (an upload, a reply's history) was under way. Answered as the bot not being found.
 */
export function isDeletedBotReference(error: unknown): boolean {
  if (codeOf(error) !== '23503') return false;
  const constraint = (error as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' && constraint.endsWith('chatbot_id_fkey');
}

/** deadlock_detected (40P01): PostgreSQL ended this transaction so that another could go on; running it again is safe. */
export function isDeadlock(error: unknown): boolean {
  return codeOf(error) === '40P01';
}

/** Runs `work` again (a few times in all) when PostgreSQL chose it as a deadlock's victim. */
export async function retryingDeadlocks<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}

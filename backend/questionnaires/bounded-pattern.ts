// An owner's questionnaire pattern tested against a visitor's answer within a time budget. JavaScript's regular
// expressions backtrack, so a pattern such as (a+)+b takes exponential time on some answers; run on the event loop
// it would stop every bot of every account. The test runs in a V8 context with a timeout instead: V8 interrupts the
// match when the budget is spent, and the answer counts as not matching.
import { Script, createContext } from 'node:vm';

/** Far above what a sane pattern needs on a message of at most 1,000 characters (well under a millisecond). */
export const PATTERN_BUDGET_MS = 25;

const context = createContext(Object.create(null) as Record<string, unknown>);
const matchScript = new Script('pattern.test(value)');

export type PatternOutcome = 'match' | 'no_match' | 'too_slow';

/** Whether `value` matches the whole of `pattern` (the owner's source, compiled with the u flag). */
export function testPattern(pattern: string, value: string, budgetMs = PATTERN_BUDGET_MS): PatternOutcome {
  context.pattern = new RegExp(`^(?:${pattern})$`, 'u');
  context.value = value;
  try {
    return matchScript.runInContext(context, { timeout: budgetMs }) === true ? 'match' : 'no_match';
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'too_slow';
    throw error;
  } finally {
    context.pattern = undefined;
    context.value = undefined;
  }
}
